import '../../../styles/money-overview.css';
import '../../../styles/balances.css';
import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { HeadedSection } from '../../../components/headed-section';
import { ChatIcon } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { MenuRow, MenuSection } from '../../../components/menu';
import { StatePanel } from '../../../components/state-panel';
import {
  useBalances,
  useBalancesTotal,
  useRecentTransactions,
  useTransactionsInFlight,
} from '../../../features/balances/api/balances-queries';
import { BalanceActions } from '../../../features/balances/components/balance-actions';
import { BalanceRow } from '../../../features/balances/components/balance-row';
import { BalanceTotal } from '../../../features/balances/components/balance-total';
import { InFlightTransactions } from '../../../features/balances/components/in-flight-transactions';
import { ChartIcon, ListIcon } from '../../../features/balances/components/money-icons';
import { TransactionDays } from '../../../features/balances/components/transaction-days';
import { useTotalCurrency } from '../../../features/balances/stores/use-total-currency';
import { CHAT_PAY_PATH } from '../../../features/chat-pay/utils/chat-pay-paths';
import { CardPanel } from '../../../features/payment-cards/components/card-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { BOOK_CARD_PATH, DEPOSIT_PATH, STATEMENT_PATH, spendingPath } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';
import { WalletIcon } from '../../../wallet-ui/wallet-icons';
import { WALLET_PATH } from '../../../wallet-ui/wallet-paths';
import { OnboardingEntry } from '../onboarding/onboarding-entry';

const RECENT_COUNT = 5;

/** The newest few transactions with a way to the whole statement; nothing when there are none. */
function RecentTransactions() {
  const t = useTranslate();
  const recent = useRecentTransactions(RECENT_COUNT);
  if (recent.isPending) return <ListSkeleton rows={2} />;
  if (!recent.data) {
    return <QueryErrorState query={recent} title={t('balances.recent.loadError')} />;
  }
  if (recent.data.length === 0) return null;
  return (
    <section className="ferry-balances-section" aria-labelledby="ferry-recent-heading">
      <div className="ferry-section-head">
        <h2 id="ferry-recent-heading" className="ferry-heading">
          {t('balances.recent.title')}
        </h2>
        <Link to={STATEMENT_PATH} className="ferry-see-all">
          {t('balances.recent.seeAll')}
        </Link>
      </div>
      <TransactionDays transactions={recent.data} />
    </section>
  );
}

/**
 * `/balances`: the total in the user's fiat, Deposit / Withdraw / Convert, money on its way, each
 * currency held, the newest transactions, and the ways to the statement and spending. Before the
 * first money is credited, a deposit in flight is what the screen shows, not "No money here yet".
 */
export function BalancesPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const profileId = useSession((state) => state.profileId);
  const [totalCurrency, setTotalCurrency] = useTotalCurrency();
  const balances = useBalances();
  const total = useBalancesTotal(totalCurrency);
  const values = useMemo(
    () => new Map(total.data?.balances.map((line) => [line.currency, line.value]) ?? []),
    [total.data],
  );
  const inFlight = useTransactionsInFlight();
  const inFlightList = inFlight.data ?? [];
  const isEmpty = balances.data?.length === 0;

  useMainButton({
    text: t('balances.actions.deposit'),
    onClick: () => void navigate(DEPOSIT_PATH),
    isVisible: isEmpty,
  });

  let content: ReactNode;
  if (balances.isPending) {
    // The screen as it will be with one currency, its figures still loading: the total, the
    // actions, one row, the recent transactions. The wallet's row below it then stays where it is
    // as they arrive (three bare skeleton rows moved it 338 px: CLS 0.077).
    content = (
      <>
        <BalanceTotal currency={totalCurrency} onCurrencyChange={setTotalCurrency} />
        <BalanceActions depositTo={DEPOSIT_PATH} />
        <HeadedSection
          className="ferry-balances-section"
          headingId="ferry-balances-heading"
          title={t('balances.list.title')}
        >
          <ListSkeleton rows={1} />
        </HeadedSection>
        <RecentTransactions />
      </>
    );
  } else if (!balances.data) {
    content = <QueryErrorState query={balances} title={t('balances.loadError')} />;
  } else if (balances.data.length === 0) {
    const isOnItsWay = inFlightList.length > 0;
    content = (
      <>
        <StatePanel
          title={t(isOnItsWay ? 'balances.inFlight.emptyTitle' : 'balances.empty.title')}
          description={t(isOnItsWay ? 'balances.inFlight.emptyDescription' : 'balances.empty.description')}
          action={
            <Link to={DEPOSIT_PATH} className="ferry-link-button">
              {t('balances.actions.deposit')}
            </Link>
          }
        />
        <InFlightTransactions transactions={inFlightList} />
      </>
    );
  } else {
    const valueCurrency = total.data?.currency;
    content = (
      <>
        <BalanceTotal currency={totalCurrency} onCurrencyChange={setTotalCurrency} />
        <BalanceActions depositTo={DEPOSIT_PATH} />
        <InFlightTransactions transactions={inFlightList} />
        <HeadedSection
          className="ferry-balances-section"
          headingId="ferry-balances-heading"
          title={t('balances.list.title')}
        >
          <ul className="ferry-balance-list">
            {balances.data.map((balance) => {
              const value = values.get(balance.currency);
              return (
                <BalanceRow
                  key={balance.currency}
                  balance={balance}
                  value={value && valueCurrency ? { amount: value, currency: valueCurrency } : undefined}
                />
              );
            })}
          </ul>
        </HeadedSection>
        <RecentTransactions />
      </>
    );
  }

  return (
    <div className="ferry-balances">
      {content}
      <MenuSection>
        <MenuRow
          to={CHAT_PAY_PATH}
          icon={<ChatIcon />}
          label={t('chatPay.entry.label')}
          description={t('chatPay.entry.description')}
        />
        <MenuRow
          to={WALLET_PATH}
          icon={<WalletIcon />}
          label={t('wallet.common.title')}
          description={t('wallet.common.entryDescription')}
        />
      </MenuSection>
      {balances.data ? (
        <MenuSection>
          <MenuRow to={STATEMENT_PATH} icon={<ListIcon />} label={t('balances.statement.title')} />
          {profileId ? (
            <MenuRow to={spendingPath(profileId)} icon={<ChartIcon />} label={t('balances.spending.title')} />
          ) : null}
        </MenuSection>
      ) : null}
      <OnboardingEntry />
      {/* Last, so the card list arriving moves nothing above it. */}
      <CardPanel bookCardPath={BOOK_CARD_PATH} />
    </div>
  );
}
