import type { ChatPaymentView } from '@ferry/shared/contracts';
import type { ChatPaymentKind } from '@ferry/shared/domain';
import { useEffect, useState } from 'react';
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

/**
 * The id of the card the form made a moment ago, read once from the history entry, which then
 * forgets it: a browser keeps an entry's state across a reload, and only the create action opens
 * the chat picker; a reload or a return to the entry shows the card with "Share again".
 */
function useJustCreatedId(paymentId: string): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const isFlagged = (location.state as JustCreatedState | null)?.isJustCreated === true;
  const [justCreatedId] = useState(() => (isFlagged ? paymentId : null));
  useEffect(() => {
    if (isFlagged)
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [isFlagged, location.pathname, location.search, navigate]);
  return justCreatedId;
}

/** `/pay/:paymentId`: the card for its sender, its recipient, or anyone else who opened it. */
export function ChatPaymentPage() {
  const { paymentId = '' } = useParams();
  const justCreatedId = useJustCreatedId(paymentId);
  return (
    <ChatPaymentScreen key={paymentId} paymentId={paymentId} isJustCreated={justCreatedId === paymentId} />
  );
}
