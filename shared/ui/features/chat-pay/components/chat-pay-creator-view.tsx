import type { ChatPaymentView } from '@ferry/shared/contracts';
import { useTranslate } from '../../../i18n/use-translate';
import { partyNameOf, useFormatCardDate, useFormatCardMoney } from '../utils/chat-pay-text';
import { ChatPayCancel } from './chat-pay-cancel';
import { ChatPayCard } from './chat-pay-card';
import { ChatPayShare } from './chat-pay-share';

interface ChatPayCreatorViewProps {
  payment: ChatPaymentView;
  isJustCreated: boolean;
}

/** The sender's card: its state in one line, how to share it while it waits, and Cancel. */
export function ChatPayCreatorView({ payment, isJustCreated }: ChatPayCreatorViewProps) {
  const t = useTranslate();
  const money = useFormatCardMoney();
  const date = useFormatCardDate();
  const amount = money(payment.amount, payment.currency);
  const name = payment.counterparty ? partyNameOf(payment.counterparty.display_name, t) : '';
  const isSend = payment.kind === 'send';
  const lines: Record<ChatPaymentView['status'], string> = {
    draft: t('chatPay.creator.draft'),
    waiting: isSend ? t('chatPay.creator.waitingSend') : t('chatPay.creator.waitingRequest'),
    claimed: t('chatPay.creator.claimed', { name, date: date(payment.settled_at) }),
    paid: t('chatPay.creator.paid', { name, date: date(payment.settled_at) }),
    cancelled: isSend ? t('chatPay.creator.cancelledSend') : t('chatPay.creator.cancelledRequest'),
    returned: t('chatPay.creator.returned'),
    expired: t('chatPay.creator.expired'),
  };
  const isWaiting = payment.status === 'waiting';
  return (
    <div className="ferry-chat-pay-screen">
      <ChatPayCard
        payment={payment}
        headline={t(isSend ? 'chatPay.card.sentHeadline' : 'chatPay.card.requestedHeadline', { amount })}
      >
        <p className="ferry-chat-pay-state" role="status" data-testid="chat-pay-state">
          {lines[payment.status]}
        </p>
        {isWaiting ? (
          <p className="ferry-chat-pay-fine">
            {t(isSend ? 'chatPay.creator.returnsOn' : 'chatPay.creator.expiresOn', {
              date: date(payment.expires_at),
            })}
          </p>
        ) : null}
      </ChatPayCard>
      {isWaiting ? <ChatPayShare payment={payment} isJustCreated={isJustCreated} /> : null}
      {payment.can_cancel ? <ChatPayCancel payment={payment} /> : null}
    </div>
  );
}
