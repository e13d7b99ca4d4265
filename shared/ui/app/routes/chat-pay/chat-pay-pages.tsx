import type { ChatPaymentView } from '@ferry/shared/contracts';
import type { ChatPaymentKind } from '@ferry/shared/domain';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ChatPayForm } from '../../../features/chat-pay/components/chat-pay-form';
import { ChatPayList } from '../../../features/chat-pay/components/chat-pay-list';
import { ChatPaymentScreen } from '../../../features/chat-pay/components/chat-payment-screen';
import {
  CHAT_PAY_REQUEST_PATH,
  CHAT_PAY_SEND_PATH,
  chatPaymentPath,
} from '../../../features/chat-pay/utils/chat-pay-paths';

/** What the form hands the card's page: it was just made, so the chat picker opens at once. */
interface JustCreatedState {
  isJustCreated?: boolean;
}

/** `/pay`: Send, Request and the user's own cards. */
export function ChatPayListPage() {
  return (
    <ChatPayList
      sendPath={CHAT_PAY_SEND_PATH}
      requestPath={CHAT_PAY_REQUEST_PATH}
      paymentPath={chatPaymentPath}
    />
  );
}

function ChatPayNewPage({ kind }: { kind: ChatPaymentKind }) {
  const navigate = useNavigate();
  return (
    <ChatPayForm
      kind={kind}
      onCreated={(payment: ChatPaymentView) =>
        navigate(chatPaymentPath(payment.id), {
          replace: true,
          state: { isJustCreated: true } satisfies JustCreatedState,
        })
      }
    />
  );
}

/** `/pay/send`: a card that holds the amount until the first other person in the chat receives it. */
export function ChatPaySendPage() {
  return <ChatPayNewPage kind="send" />;
}

/** `/pay/request`: a card that asks the chat for money ("Pay 15 EUR to Olena"). */
export function ChatPayRequestPage() {
  return <ChatPayNewPage kind="request" />;
}

/** `/pay/:paymentId`: the card for its sender, its recipient, or anyone else who opened it. */
export function ChatPaymentPage() {
  const { paymentId = '' } = useParams();
  const location = useLocation();
  const isJustCreated = (location.state as JustCreatedState | null)?.isJustCreated === true;
  return <ChatPaymentScreen key={paymentId} paymentId={paymentId} isJustCreated={isJustCreated} />;
}
