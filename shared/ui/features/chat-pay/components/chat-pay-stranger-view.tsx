import type { ChatPaymentView } from '@ferry/shared/contracts';
import { Link } from 'react-router';
import { useTranslate } from '../../../i18n/use-translate';
import { BALANCES_PATH } from '../../../shell/paths';
import { partyNameOf, refusalMessage, useFormatCardMoney } from '../utils/chat-pay-text';
import { ChatPayCard } from './chat-pay-card';
import { ChatPayPayRequest } from './chat-pay-pay-request';
import { ChatPayReceive } from './chat-pay-receive';

/** Someone who is neither side yet: the recipient while the card waits, a latecomer after. */
export function ChatPayStrangerView({ payment }: { payment: ChatPaymentView }) {
  const t = useTranslate();
  const money = useFormatCardMoney();
  const amount = money(payment.amount, payment.currency);
  const name = partyNameOf(payment.creator.display_name, t);
  const isSend = payment.kind === 'send';
  const headline = t(isSend ? 'chatPay.card.receiveHeadline' : 'chatPay.card.payHeadline', { amount, name });
  if (!payment.can_act) {
    const refusal = refusalMessage(payment.refusal ?? 'not_active', name);
    // No longer theirs to take: the card says what it was, not what to do.
    const was = t(isSend ? 'chatPay.card.othersSendHeadline' : 'chatPay.card.othersRequestHeadline', {
      amount,
      name,
    });
    return (
      <div className="ferry-chat-pay-screen">
        <ChatPayCard payment={payment} headline={was}>
          <p className="ferry-chat-pay-state" role="status" data-testid="chat-pay-state">
            {t(refusal.key, refusal.params)}
          </p>
        </ChatPayCard>
        <Link to={BALANCES_PATH} className="ferry-link-button ferry-chat-pay-next">
          {t('chatPay.card.toBalances')}
        </Link>
      </div>
    );
  }
  return isSend ? (
    <ChatPayReceive payment={payment} headline={headline} />
  ) : (
    <ChatPayPayRequest payment={payment} headline={headline} />
  );
}
