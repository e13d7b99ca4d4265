import '../../../styles/money-overview.css';
import '../../../styles/balances.css';
import { Button } from '@telegram-apps/telegram-ui';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StatePanel } from '../../../components/state-panel';
import { StatementFilters } from '../../../features/balances/components/statement-filters';
import { TransactionFeed } from '../../../features/balances/components/transaction-feed';
import {
  activeFilterCount,
  applyFilters,
  filtersFromSearchParams,
  type TransactionFilters,
} from '../../../features/balances/utils/transaction-filters';
import { useTranslate } from '../../../i18n/use-translate';
import { DEPOSIT_PATH } from '../../../shell/paths';

/**
 * `/balances/statement`: every transaction, newest first, grouped by day, with the API's filters
 * kept in the address (shareable, kept on reload).
 */
export function StatementPage() {
  const t = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const setFilters = (next: TransactionFilters) =>
    setSearchParams((current) => applyFilters(current, next), { replace: true });
  const isFiltered = activeFilterCount(filters) > 0;

  return (
    <div className="ferry-balances">
      <StatementFilters filters={filters} onChange={setFilters} />
      <TransactionFeed
        filters={filters}
        empty={
          isFiltered ? (
            <StatePanel
              title={t('balances.statement.noMatchTitle')}
              description={t('balances.statement.noMatchDescription')}
              action={
                <Button mode="bezeled" size="m" onClick={() => setFilters({})}>
                  {t('balances.filters.clearAll')}
                </Button>
              }
            />
          ) : (
            <StatePanel
              title={t('balances.statement.emptyTitle')}
              description={t('balances.statement.emptyDescription')}
              action={
                <Link to={DEPOSIT_PATH} className="ferry-link-button">
                  {t('balances.actions.deposit')}
                </Link>
              }
            />
          )
        }
      />
    </div>
  );
}
