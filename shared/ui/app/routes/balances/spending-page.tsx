import '../../../styles/money-overview.css';
import '../../../styles/balances.css';
import { findCurrency, minorToDecimal } from '@ferry/shared/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { MoneyText } from '../../../components/money/money-text';
import { StatePanel } from '../../../components/state-panel';
import {
  useAllOutgoingTransactions,
  useBalances,
  useBalancesTotal,
  useOutgoingTransactions,
} from '../../../features/balances/api/balances-queries';
import { ChipGroup } from '../../../features/balances/components/chip-group';
import { SpendingBreakdown } from '../../../features/balances/components/spending-breakdown';
import { SpendingChart } from '../../../features/balances/components/spending-chart';
import { useTotalCurrency } from '../../../features/balances/stores/use-total-currency';
import {
  aggregateSpending,
  currenciesWithSpending,
  isSpendingPeriod,
  SPENDING_PERIODS,
  type SpendingPeriod,
  spendingWindow,
} from '../../../features/balances/utils/spending';
import { defaultSpendingCurrency } from '../../../features/balances/utils/spending-currency';
import { bucketNames, bucketShortLabels } from '../../../features/balances/utils/spending-labels';
import { usePaymentCardByProfile } from '../../../features/payment-cards/api/payment-cards-queries';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { withdrawPath } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';
import { CardSpending } from './card-spending';

/**
 * `/balances/:profileId/spending`: a payment card's own profile shows the card's spending by
 * merchant category; any other is the session's own profile (the API answers for it).
 */
export function SpendingPage() {
  const { profileId } = useParams();
  const sessionProfileId = useSession((state) => state.profileId);
  if (!profileId || profileId === sessionProfileId) return <ProfileSpending />;
  return <CardOrProfileSpending cardProfileId={profileId} />;
}

/** The card whose own profile the path names; the profile's spending when it names none. */
function CardOrProfileSpending({ cardProfileId }: { cardProfileId: string }) {
  const { cards, card } = usePaymentCardByProfile(cardProfileId);
  if (card) return <CardSpending card={card} />;
  if (cards.isPending) return <ListSkeleton rows={3} />;
  return <ProfileSpending />;
}

/**
 * What really left the balances in one currency over a week, a month or three months, by period
 * and category; the path names the profile as the spec does.
 */
function ProfileSpending() {
  const t = useTranslate();
  const { language } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const balances = useBalances();
  const periodParam = searchParams.get('period');
  const period: SpendingPeriod = isSpendingPeriod(periodParam) ? periodParam : 'month';
  const held = balances.data?.map((balance) => balance.currency) ?? [];
  const currencyParam = searchParams.get('currency');
  const isCurrencyChosen = Boolean(currencyParam && findCurrency(currencyParam));
  const { start } = spendingWindow(period, now);
  // Without a choice in the address: a currency something was spent in over the period (the
  // display currency, or the one the user holds most of, among them), so the screen does not open
  // on an empty currency while the spending is in another.
  const [displayCurrency] = useTotalCurrency();
  const total = useBalancesTotal(displayCurrency);
  const totalLines = total.data?.balances;
  const allOutgoing = useAllOutgoingTransactions(start, !isCurrencyChosen);
  const spentIn = useMemo(
    () => (allOutgoing.data ? currenciesWithSpending(allOutgoing.data, { period, now }) : []),
    [allOutgoing.data, period, now],
  );
  // Until the values are in, nothing is fetched for a currency that may not be the one shown.
  const isChoosing =
    !isCurrencyChosen &&
    (allOutgoing.isPending ||
      (total.isPending && !(spentIn.length > 0 ? spentIn : held).includes(displayCurrency)));
  const currency =
    currencyParam && isCurrencyChosen
      ? currencyParam
      : isChoosing
        ? ''
        : defaultSpendingCurrency(
            held,
            displayCurrency,
            (code) => totalLines?.find((line) => line.currency === code)?.value,
            spentIn,
          );
  const outgoing = useOutgoingTransactions(currency, start);
  const summary = useMemo(
    () => (outgoing.data ? aggregateSpending(outgoing.data, { currency, period, now }) : null),
    [outgoing.data, currency, period, now],
  );
  const shortLabels = useMemo(
    () => (summary ? bucketShortLabels(summary.buckets, period, language) : []),
    [summary, period, language],
  );
  const names = useMemo(
    () => (summary ? bucketNames(summary.buckets, period, language) : []),
    [summary, period, language],
  );
  const choose = (name: 'period' | 'currency', value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const currencies = currency && !held.includes(currency) ? [currency, ...held] : held;

  let content: ReactNode;
  if (balances.isPending || isChoosing || (currency !== '' && outgoing.isPending))
    content = <ListSkeleton rows={3} />;
  else if (balances.error || outgoing.error) {
    const retry = () => void (balances.error ? balances.refetch() : outgoing.refetch());
    content = (
      <ErrorState
        error={balances.error ?? outgoing.error}
        title={t('balances.spending.loadError')}
        onRetry={retry}
        isRetrying={balances.isFetching || outgoing.isFetching}
      />
    );
  } else if (!summary || summary.totalMinor === 0n) {
    content = (
      <StatePanel
        role="status"
        title={t('balances.spending.emptyTitle')}
        description={t('balances.spending.emptyDescription')}
        action={
          <Link to={withdrawPath(currency || undefined)} className="ferry-link-button">
            {t('balances.actions.withdraw')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <p className="ferry-spending-total">
          {t('balances.spending.spent')}{' '}
          <MoneyText amount={minorToDecimal(summary.totalMinor, summary.scale)} currency={summary.currency} />
        </p>
        <SpendingChart summary={summary} bucketLabels={shortLabels} language={language} />
        <SpendingBreakdown summary={summary} bucketNames={names} />
      </>
    );
  }

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
          onChange={(value) => choose('period', value)}
        />
        {currencies.length > 0 ? (
          <div className="ferry-filter">
            <label className="ferry-filter-label" htmlFor="ferry-spending-currency">
              {t('balances.spending.currency')}
            </label>
            <select
              id="ferry-spending-currency"
              className="ferry-filter-select"
              value={currency}
              onChange={(event) => choose('currency', event.target.value)}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {content}
    </div>
  );
}
