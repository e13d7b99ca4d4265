import './chat-pay.css';
import { isApiError } from '@ferry/shared/api';
import { QueryErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useChatPayLiveRefresh, useChatPayment } from '../api/chat-pay-queries';
import { ChatPayCounterpartyView } from './chat-pay-counterparty-view';
import { ChatPayCreatorView } from './chat-pay-creator-view';
import { ChatPayStrangerView } from './chat-pay-stranger-view';

interface ChatPaymentScreenProps {
  paymentId: string;
  /** Just made: open Telegram's chat picker at once (the creator pressed "Send" a moment ago). */
  isJustCreated?: boolean;
}

/**
 * `/pay/:paymentId`, where a `startapp=pay_<id>` link opens: the card as this viewer sees it,
 * asked again every few seconds while it waits. The recipient has one action (Receive, or Pay
 * after a confirm); the sender sees its state and may cancel while it waits; anyone else reads
 * why it is no longer theirs to take.
 */
export function ChatPaymentScreen({ paymentId, isJustCreated = false }: ChatPaymentScreenProps) {
  const t = useTranslate();
  const query = useChatPayment(paymentId);
  useChatPayLiveRefresh();
  const payment = query.data;
  if (query.isPending) return <LoadingState />;
  if (!payment) {
    if (isApiError(query.error) && (query.error.code === 'NOT_FOUND' || query.error.status === 404)) {
      return (
        <StatePanel
          headingLevel={1}
          title={t('chatPay.card.notFoundTitle')}
          description={t('chatPay.card.notFoundDescription')}
        />
      );
    }
    return <QueryErrorState query={query} title={t('chatPay.card.loadError')} />;
  }
  if (payment.viewer_role === 'creator')
    return <ChatPayCreatorView payment={payment} isJustCreated={isJustCreated} />;
  if (payment.viewer_role === 'counterparty') return <ChatPayCounterpartyView payment={payment} />;
  return <ChatPayStrangerView payment={payment} />;
}
