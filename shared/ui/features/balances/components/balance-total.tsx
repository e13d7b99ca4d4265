import { Button, Skeleton } from '@telegram-apps/telegram-ui';
import { MoneyText } from '../../../components/money/money-text';
import { useTranslate } from '../../../i18n/use-translate';
import { useBalancesTotal } from '../api/balances-queries';
import { TOTAL_CURRENCIES } from '../stores/use-total-currency';
import { ChipGroup } from './chip-group';

interface BalanceTotalProps {
  currency: string;
  onCurrencyChange(currency: string): void;
}

/** Everything the profile holds, valued at mid rates in the fiat the user picked. */
export function BalanceTotal({ currency, onCurrencyChange }: BalanceTotalProps) {
  const t = useTranslate();
  const total = useBalancesTotal(currency);
  let amount: React.ReactNode;
  if (total.data) {
    amount = (
      <MoneyText amount={total.data.total} currency={total.data.currency} className="ferry-total-amount" />
    );
  } else if (total.isPending) {
    amount = (
      <Skeleton visible className="ferry-total-skeleton">
        <span className="ferry-total-amount">0.00</span>
      </Skeleton>
    );
  } else {
    amount = (
      <span className="ferry-total-error" role="alert">
        {t('balances.total.loadError')}{' '}
        <Button mode="plain" size="s" onClick={() => void total.refetch()} loading={total.isFetching}>
          {t('common.retry')}
        </Button>
      </span>
    );
  }
  return (
    <section className="ferry-total" aria-labelledby="ferry-total-label" aria-busy={total.isFetching}>
      <h2 id="ferry-total-label" className="ferry-total-label">
        {t('balances.total.label')}
      </h2>
      <div className="ferry-total-value">{amount}</div>
      <ChipGroup
        label={t('balances.total.currency')}
        isLabelHidden
        options={TOTAL_CURRENCIES.map((code) => ({ value: code, label: code }))}
        value={currency}
        onChange={onCurrencyChange}
      />
    </section>
  );
}
