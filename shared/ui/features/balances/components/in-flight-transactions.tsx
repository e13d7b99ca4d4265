import type { TransactionView } from '@ferry/shared/contracts';
import { HeadedSection } from '../../../components/headed-section';
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
    <HeadedSection
      className="ferry-balances-section"
      headingId="ferry-in-flight-heading"
      title={t('balances.inFlight.title')}
    >
      <ul className="ferry-transaction-list">
        {transactions.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} language={language} />
        ))}
      </ul>
    </HeadedSection>
  );
}
