import { Button } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { QueryErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useTranslate } from '../../../i18n/use-translate';
import { useTransactionPages } from '../api/balances-queries';
import type { TransactionFilters } from '../utils/transaction-filters';
import { TransactionDays } from './transaction-days';

interface TransactionFeedProps {
  filters: TransactionFilters;
  /** What to show when nothing matches (no transactions yet, or none for these filters). */
  empty: ReactNode;
}

/**
 * Transactions paged by the API's cursor: the next page loads when the end of the list scrolls
 * into view, and a "Load more" button does the same for keyboards and screen readers.
 */
export function TransactionFeed({ filters, empty }: TransactionFeedProps) {
  const t = useTranslate();
  const query = useTransactionPages(filters);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const transactions = useMemo(() => data?.pages.flatMap((page) => page.transactions) ?? [], [data]);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <ListSkeleton rows={6} />;
  if (!data) {
    return <QueryErrorState query={query} title={t('balances.statement.loadError')} />;
  }
  if (transactions.length === 0) return <>{empty}</>;
  return (
    <div className="ferry-transaction-feed" aria-busy={isFetchingNextPage}>
      <TransactionDays transactions={transactions} />
      <div ref={sentinel} className="ferry-feed-end">
        {query.isFetchNextPageError ? (
          <p className="ferry-field-error" role="alert">
            {t('balances.statement.moreError')}
          </p>
        ) : null}
        {hasNextPage ? (
          <Button
            mode="bezeled"
            size="m"
            onClick={() => void fetchNextPage()}
            loading={isFetchingNextPage}
            disabled={isFetchingNextPage}
          >
            {t('balances.statement.loadMore')}
          </Button>
        ) : (
          <p className="ferry-feed-done">{t('balances.statement.end')}</p>
        )}
      </div>
    </div>
  );
}
