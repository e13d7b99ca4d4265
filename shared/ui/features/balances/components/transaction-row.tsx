import type { TransactionView } from '@ferry/shared/contracts';
import { transactionTitleKey } from '@ferry/shared/domain';
import { TransactionRowLink } from '../../../components/money/transaction-row-link';
import { useTranslate } from '../../../i18n/use-translate';
import { balanceTransactionPath } from '../../../shell/paths';
import { DirectionIcon } from './money-icons';

/** "14:05" in the reader's language and time zone. */
function timeOf(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/**
 * Where the money went or came from, as far as a list row has room: a card payment's merchant
 * (else the card's last four), the pair of a conversion, else the network it travelled on, else
 * the currency (the amount beside it names the currency anyway).
 */
function counterpartOf(transaction: TransactionView): string {
  if (transaction.card) return transaction.card.merchant_name ?? `·· ${transaction.card.last4}`;
  if (transaction.to_currency && transaction.to_currency !== transaction.currency)
    return `${transaction.currency} → ${transaction.to_currency}`;
  return transaction.network ?? transaction.currency;
}

interface TransactionRowProps {
  transaction: TransactionView;
  language: string;
}

/**
 * One transaction in a list: what it was, where to, when, the signed amount (spec 000 §3 signs)
 * and its status in words. The whole row opens the transaction.
 */
export function TransactionRow({ transaction, language }: TransactionRowProps) {
  const t = useTranslate();
  return (
    <TransactionRowLink
      transaction={transaction}
      to={balanceTransactionPath(transaction.type, transaction.id)}
    >
      <DirectionIcon direction={transaction.direction} />
      <span className="ferry-row-main">
        <span className="ferry-transaction-title">{t(transactionTitleKey(transaction))}</span>
        <span className="ferry-transaction-meta">
          {counterpartOf(transaction)} ·{' '}
          <time dateTime={transaction.created_at}>{timeOf(transaction.created_at, language)}</time>
        </span>
      </span>
    </TransactionRowLink>
  );
}
