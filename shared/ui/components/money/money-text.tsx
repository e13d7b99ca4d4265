import {
  amountSignOf,
  decimalToMinor,
  findCurrency,
  formatAmount,
  formatMoney,
  type TransactionType,
} from '@ferry/shared/domain';
import { useLanguage } from '../../i18n/use-language';

export interface MoneyTextProps {
  /** A plain decimal string in whole units, as the API sends it ("12.5"). */
  amount: string;
  currency: string;
  /** Prefixes the spec's direction sign: + for PAYIN, en-dash for PAYOUT, none otherwise. */
  type?: TransactionType;
  className?: string;
}

/** Writes an API amount with at least 2 decimals, the user's separators and the currency sign. */
export function formatApiMoney(amount: string, currency: string, locale: string): string {
  const negative = amount.startsWith('-');
  const digits = negative ? amount.slice(1) : amount;
  const scale = Math.max(findCurrency(currency)?.scale ?? 0, digits.split('.')[1]?.length ?? 0);
  const minor = decimalToMinor(digits, scale);
  if (minor === null) return `${amount} ${currency}`;
  const text = findCurrency(currency)
    ? formatMoney(minor, currency, locale, scale)
    : `${formatAmount(minor, scale, locale)}\u00a0${currency}`;
  return negative ? `\u2013${text}` : text;
}

/** An amount as users read it at a glance (spec 000 §3 direction signs, §9 decimals). */
export function MoneyText({ amount, currency, type, className }: MoneyTextProps) {
  const { language } = useLanguage();
  const text = formatApiMoney(amount, currency, language);
  const sign = type ? amountSignOf(type) : '';
  return (
    <span className={className ? `ferry-money ${className}` : 'ferry-money'} dir="ltr">
      {sign}
      {text}
    </span>
  );
}
