import type { TransactionView } from '../../../../contracts/index';
import { type ErrorContext, errorMessageKey, transactionTypeLabelKey } from '../../../../domain/index';
import { formatApiMoney, MoneyText } from '../../../components/money/money-text';
import { StatusBadge } from '../../../components/money/status-badge';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';

/** The money flow a failure happened in, so an unexplained code gets the flow's own words. */
export function contextOf(transaction: TransactionView): ErrorContext {
  if (transaction.direction === 'PAYIN') return 'payin';
  if (transaction.direction === 'PAYOUT') return 'payout';
  return 'convert';
}

/**
 * The head of a transaction: its kind, the amount large with its direction sign, what it became
 * (an exchange's converted amount), a partial payout's "Paid X of Y", and the status in words.
 */
export function TransactionSummary({ transaction }: { transaction: TransactionView }) {
  const t = useTranslate();
  return (
    <section className="ferry-tx-summary" aria-label={t('transactions.summary')}>
      <p className="ferry-tx-kind">{t(transactionTypeLabelKey(transaction.type))}</p>
      <p className="ferry-tx-amount">
        <MoneyText amount={transaction.amount} currency={transaction.currency} type={transaction.type} />
      </p>
      {transaction.to_amount && transaction.to_currency ? (
        <p className="ferry-tx-converted">
          {t('transactions.convertedTo')}{' '}
          <MoneyText amount={transaction.to_amount} currency={transaction.to_currency} />
        </p>
      ) : null}
      {transaction.paid_amount && transaction.paid_amount !== transaction.amount ? (
        <p className="ferry-tx-converted">
          <PaidOf transaction={transaction} />
        </p>
      ) : null}
      <StatusBadge status={transaction.status} />
      {transaction.failure_code ? (
        <p className="ferry-tx-reason">
          {t(errorMessageKey(transaction.failure_code, contextOf(transaction)))}
        </p>
      ) : null}
    </section>
  );
}

/** "Paid 50.00 € of 100.00 €": what a partial payout (or an arrival) came to. */
export function PaidOf({ transaction }: { transaction: TransactionView }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const paid = formatApiMoney(transaction.paid_amount ?? '0', transaction.currency, language);
  const total = formatApiMoney(transaction.amount, transaction.currency, language);
  return <span className="ferry-money-phrase">{t('transactions.paidOf', { paid, total })}</span>;
}
