import type { PaymentCard } from '@ferry/shared/contracts';
import { minorToDecimal } from '@ferry/shared/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { MoneyText } from '../../../components/money/money-text';
import { StatePanel } from '../../../components/state-panel';
import { useCardOutgoingTransactions } from '../../../features/balances/api/balances-queries';
import { ChipGroup } from '../../../features/balances/components/chip-group';
import { MerchantCategoryBreakdown } from '../../../features/balances/components/merchant-category-breakdown';
import { aggregateByMerchantCategory } from '../../../features/balances/utils/merchant-spending';
import {
  isSpendingPeriod,
  SPENDING_PERIODS,
  type SpendingPeriod,
  spendingWindow,
} from '../../../features/balances/utils/spending';
import { merchantCategoryText } from '../../../features/transactions/lib/merchant-category';
import { useTranslate } from '../../../i18n/use-translate';

/**
 * `/balances/:profileId/spending` for a payment card's own profile (issue 28): what the card's
 * balance paid for purchases and cash over a week, a month or three months, by merchant category.
 */
export function CardSpending({ card }: { card: PaymentCard }) {
  const t = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const periodParam = searchParams.get('period');
  const period: SpendingPeriod = isSpendingPeriod(periodParam) ? periodParam : 'month';
  const { start } = spendingWindow(period, now);
  const outgoing = useCardOutgoingTransactions(card.profile_id, start);
  const summary = useMemo(
    () =>
      outgoing.data
        ? aggregateByMerchantCategory(outgoing.data, { currency: card.currency, period, now })
        : null,
    [outgoing.data, card.currency, period, now],
  );
  const choosePeriod = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('period', value);
        return next;
      },
      { replace: true },
    );

  let content: ReactNode;
  if (outgoing.isPending) content = <ListSkeleton rows={3} />;
  else if (outgoing.error)
    content = (
      <ErrorState
        error={outgoing.error}
        title={t('balances.spending.loadError')}
        onRetry={() => void outgoing.refetch()}
        isRetrying={outgoing.isFetching}
      />
    );
  else if (!summary || summary.totalMinor === 0n)
    content = (
      <StatePanel
        role="status"
        title={t('balances.spending.emptyTitle')}
        description={t('balances.spending.cardEmptyDescription')}
      />
    );
  else
    content = (
      <>
        <p className="ferry-spending-total">
          {t('balances.spending.spent')}{' '}
          <MoneyText amount={minorToDecimal(summary.totalMinor, summary.scale)} currency={summary.currency} />
        </p>
        <MerchantCategoryBreakdown
          summary={summary}
          categoryName={(category) => merchantCategoryText(category, t)}
        />
      </>
    );

  return (
    <div className="ferry-balances ferry-spending">
      <div className="ferry-spending-controls">
        <ChipGroup
          label={t('balances.spending.periodLabel')}
          isLabelHidden
          options={SPENDING_PERIODS.map((value) => ({
            value,
            label: t(`balances.spending.periods.${value}`),
          }))}
          value={period}
          onChange={choosePeriod}
        />
      </div>
      {content}
    </div>
  );
}
