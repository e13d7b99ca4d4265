import type { balanceSchema } from '@ferry/shared/contracts';
import { findCurrency } from '@ferry/shared/domain';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CurrencyBadge } from '../../../components/currency-badge';
import { MoneyText } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { localizeCurrencyName } from '../../../lib/currency-name';
import { balancePath } from '../../../shell/paths';
import { isPositiveAmount } from '../utils/amounts';

export type Balance = z.infer<typeof balanceSchema>;

interface BalanceRowProps {
  balance: Balance;
  /** The balance valued in the total's fiat, when the total has it. */
  value?: { amount: string; currency: string };
}

/** One currency the profile holds: sign, code and name, what is available and what is on hold. */
export function BalanceRow({ balance, value }: BalanceRowProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const info = findCurrency(balance.currency);
  const currency = info ?? {
    code: balance.currency,
    name: balance.currency,
    symbol: null,
    kind: 'crypto' as const,
  };
  const isHeld = isPositiveAmount(balance.held);
  return (
    <li>
      <Link to={balancePath(balance.currency)} className="ferry-balance-row" data-currency={balance.currency}>
        <CurrencyBadge currency={currency} />
        <span className="ferry-row-main">
          <span className="ferry-row-code">{currency.code}</span>
          <span className="ferry-row-name">{localizeCurrencyName(currency, language)}</span>
        </span>
        <span className="ferry-balance-amounts">
          <MoneyText
            amount={balance.available}
            currency={balance.currency}
            className="ferry-balance-available"
          />
          {value && balance.currency !== value.currency ? (
            <span className="ferry-balance-secondary">
              ≈ <MoneyText amount={value.amount} currency={value.currency} />
            </span>
          ) : null}
          {isHeld ? (
            <span className="ferry-balance-secondary">
              {t('balances.held')} <MoneyText amount={balance.held} currency={balance.currency} />
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
