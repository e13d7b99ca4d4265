import { Button } from '@telegram-apps/telegram-ui';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { MenuRow, MenuSection } from '../../../components/menu';
import { MoneyText } from '../../../components/money/money-text';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { DEPOSIT_PATH, withdrawPath } from '../../../shell/paths';
import { useWithdrawBalances } from '../api/withdraw-queries';

const isPositive = (amount: string) => /[1-9]/.test(amount) && !amount.startsWith('-');

/**
 * The balances money can leave: only currencies with something available. Each leads to its
 * payway list, or, when the payway is already chosen, to `linkOf(currency)`.
 */
export function WithdrawCurrencyList({ linkOf = withdrawPath }: { linkOf?: (currency: string) => string }) {
  const t = useTranslate();
  const balances = useWithdrawBalances();
  if (balances.isPending) return <LoadingState />;
  if (balances.error) return <QueryErrorState query={balances} title={t('withdraw.currencies.error')} />;
  const funded = balances.data.filter((balance) => isPositive(balance.available));
  if (funded.length === 0)
    return (
      <StatePanel
        title={t('withdraw.currencies.empty.title')}
        description={t('withdraw.currencies.empty.description')}
        action={
          <Link to={DEPOSIT_PATH}>
            <Button mode="bezeled" size="m" tabIndex={-1}>
              {t('withdraw.currencies.empty.action')}
            </Button>
          </Link>
        }
      />
    );
  return (
    <MenuSection title={t('withdraw.currencies.heading')}>
      {funded.map((balance) => (
        <MenuRow
          key={balance.currency}
          to={linkOf(balance.currency)}
          label={balance.currency}
          value={<MoneyText amount={balance.available} currency={balance.currency} />}
        />
      ))}
    </MenuSection>
  );
}
