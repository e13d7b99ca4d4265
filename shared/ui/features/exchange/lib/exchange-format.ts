import {
  decimalToMinor,
  type Fee,
  feePercentText,
  feeTypeOf,
  findCurrency,
  formatMoney,
  numberSeparators,
} from '@ferry/shared/domain';

/** A wire decimal ("104.512") as money in the locale ("104.512 USDT", "€1.80"). */
export function formatDecimalMoney(text: string, code: string, locale: string): string {
  const scale = findCurrency(code)?.scale ?? 18;
  const minor = decimalToMinor(text, scale);
  return minor === null ? `${text} ${code}` : formatMoney(minor, code, locale, scale);
}

/** A wire decimal as the locale types it into a field ("0,0012" in pl): no grouping, its own separator. */
export function decimalToInputText(text: string, locale: string): string {
  const { decimal } = numberSeparators(locale);
  return text.replace('.', decimal);
}

/**
 * A fee as people read it: ADD as an amount, MULT as a percent, COOPERATE both ("1.5% + €0.30",
 * spec 000 §3); null when the fee charges nothing.
 */
export function describeFee(fee: Fee, code: string, locale: string): string | null {
  const type = feeTypeOf(fee);
  if (type === null) return null;
  const percent = feePercentText(fee.mult, locale);
  const fixed = formatDecimalMoney(fee.add, code, locale);
  if (type === 'ADD') return fixed;
  if (type === 'MULT') return percent;
  return `${percent} + ${fixed}`;
}
