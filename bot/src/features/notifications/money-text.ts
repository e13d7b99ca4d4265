import { decimalToMinor, findCurrency, formatMoney } from '@ferry/shared/domain';

/** An amount as the locale writes it with its currency; the raw text when the currency is unknown. */
export function moneyText(amount: string, currency: string, locale: string): string {
  const scale = findCurrency(currency)?.scale;
  const minor = scale === undefined ? null : decimalToMinor(amount, scale);
  if (minor === null || scale === undefined) return `${amount}\u00a0${currency}`;
  return formatMoney(minor, currency, locale, scale);
}
