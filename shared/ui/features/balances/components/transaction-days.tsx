import type { TransactionView } from '@ferry/shared/contracts';
import { useMemo } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { formatDayHeading, groupByDay } from '../utils/group-by-day';
import { TransactionRow } from './transaction-row';

/** Transactions under a heading per day, newest first, dates in the reader's language. */
export function TransactionDays({ transactions }: { transactions: readonly TransactionView[] }) {
  const { language } = useLanguage();
  const groups = useMemo(() => groupByDay(transactions), [transactions]);
  const now = new Date();
  return (
    <div className="ferry-transaction-days">
      {groups.map((group) => (
        <section key={group.key} className="ferry-transaction-day" aria-labelledby={`day-${group.key}`}>
          <h3 id={`day-${group.key}`} className="ferry-section-heading">
            {formatDayHeading(group.day, now, language)}
          </h3>
          <ul className="ferry-transaction-list">
            {group.items.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} language={language} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
