import type { ChatPaymentView } from '@ferry/shared/contracts';
import { Link } from 'react-router';
import { useTranslate } from '../../../i18n/use-translate';
import { BALANCES_PATH } from '../../../shell/paths';
import { partyNameOf, useFormatCardMoney } from '../utils/chat-pay-text';
import { ChatPayCard } from './chat-pay-card';

/** The one who received or paid the card: what happened, and the way to the balances. */
export function ChatPayCounterpartyView({ payment }: { payment: ChatPaymentView }) {
  const t = useTranslate();
  const money = useFormatCardMoney();
  const amount = money(payment.amount, payment.currency);
  const name = partyNameOf(payment.creator.display_name, t);
  return (
    <div className="ferry-chat-pay-screen">
      <ChatPayCard
        payment={payment}
        headline={t(payment.kind === 'send' ? 'chatPay.card.receivedHeadline' : 'chatPay.card.paidHeadline', {
          amount,
          name,
        })}
      />
      <Link to={BALANCES_PATH} className="ferry-link-button ferry-chat-pay-next">
        {t('chatPay.card.toBalances')}
      </Link>
    </div>
  );
}
