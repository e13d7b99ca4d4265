import '../../../styles/money-overview.css';
import '../../../styles/balances.css';
import { findCurrency } from '@ferry/shared/domain';
import { Skeleton } from '@telegram-apps/telegram-ui';
import { Link, useParams } from 'react-router';
import { CurrencyBadge } from '../../../components/currency-badge';
import { QueryErrorState } from '../../../components/error-state';
import { HeadedSection } from '../../../components/headed-section';
import { MoneyText } from '../../../components/money/money-text';
import { StatePanel } from '../../../components/state-panel';
import { useBalances, useBalancesTotal } from '../../../features/balances/api/balances-queries';
import { BalanceActions } from '../../../features/balances/components/balance-actions';
import { TransactionFeed } from '../../../features/balances/components/transaction-feed';
import { useTotalCurrency } from '../../../features/balances/stores/use-total-currency';
import { isPositiveAmount } from '../../../features/balances/utils/amounts';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { localizeCurrencyName } from '../../../lib/currency-name';
import { BALANCES_PATH, cryptoDepositPath, DEPOSIT_PATH } from '../../../shell/paths';

/** `/balances/:currency`: one balance, its actions with the currency chosen, and its own history. */
export function BalancePage() {
  const t = useTranslate();
  const { language } = useLanguage();
  const code = useParams().currency ?? '';
  const currency = findCurrency(code);
  const balances = useBalances();
  const [totalCurrency] = useTotalCurrency();
  const total = useBalancesTotal(totalCurrency);

  if (!currency) {
    return (
      <StatePanel
        title={t('balances.currency.unknown')}
        description={t('balances.currency.unknownDescription')}
        action={
          <Link to={BALANCES_PATH} className="ferry-link-button">
            {t('balances.currency.toBalances')}
          </Link>
        }
      />
    );
  }

  const balance = balances.data?.find((entry) => entry.currency === currency.code);
  const value = total.data?.balances.find((line) => line.currency === currency.code)?.value;
  const filters = { currency: currency.code };
  let amount: React.ReactNode;
  if (balances.isPending) {
    amount = (
      <Skeleton visible className="ferry-total-skeleton">
        <span className="ferry-total-amount">0.00</span>
      </Skeleton>
    );
  } else if (!balances.data) {
    amount = <QueryErrorState query={balances} title={t('balances.loadError')} />;
  } else {
    amount = (
      <MoneyText amount={balance?.available ?? '0'} currency={currency.code} className="ferry-total-amount" />
    );
  }

  return (
    <div className="ferry-balances">
      <section className="ferry-total ferry-currency-total" aria-labelledby="ferry-currency-heading">
        <div className="ferry-currency-heading">
          <CurrencyBadge currency={currency} size="l" />
          <h2 id="ferry-currency-heading" className="ferry-total-label">
            {currency.code} · {localizeCurrencyName(currency, language)}
          </h2>
        </div>
        <div className="ferry-total-value">{amount}</div>
        {value && total.data && total.data.currency !== currency.code ? (
          <p className="ferry-total-note">
            ≈ <MoneyText amount={value} currency={total.data.currency} />
          </p>
        ) : null}
        {balance && isPositiveAmount(balance.held) ? (
          <p className="ferry-total-note">
            {t('balances.held')} <MoneyText amount={balance.held} currency={currency.code} />
          </p>
        ) : null}
      </section>
      <BalanceActions
        depositTo={currency.kind === 'crypto' ? cryptoDepositPath(currency.code) : DEPOSIT_PATH}
        currency={currency.code}
      />
      <HeadedSection
        className="ferry-balances-section"
        headingId="ferry-history-heading"
        title={t('balances.currency.history')}
      >
        <TransactionFeed
          filters={filters}
          empty={
            <StatePanel
              title={t('balances.currency.emptyTitle', { currency: currency.code })}
              description={t('balances.currency.emptyDescription')}
            />
          }
        />
      </HeadedSection>
    </div>
  );
}
