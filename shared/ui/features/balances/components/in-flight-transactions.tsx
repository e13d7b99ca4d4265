import type { TransactionView } from '@ferry/shared/contracts';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { TransactionRow } from './transaction-row';

/**
 * Money on its way (a deposit awaiting the transfer, a withdrawal being sent): each with its
 * status, opening its transaction page. Nothing when nothing is in flight.
 */
export function InFlightTransactions({ transactions }: { transactions: readonly TransactionView[] }) {
  const t = useTranslate();
  const { language } = useLanguage();
  if (transactions.length === 0) return null;
  return (
    <section className="ferry-balances-section" aria-labelledby="ferry-in-flight-heading">
      <h2 id="ferry-in-flight-heading" className="ferry-heading">
        {t('balances.inFlight.title')}
      </h2>
      <ul className="ferry-transaction-list">
        {transactions.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} language={language} />
        ))}
      </ul>
    </section>
  );
}
