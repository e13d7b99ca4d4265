import { decimalToMinor } from './decimal';
import { formatAmount } from './format-amount';

/** Significant digits a rate is shown with: enough to compare offers, short enough to read. */
export const RATE_SIGNIFICANT_DIGITS = 6;

/**
 * Writes an exchange rate for people: rounded half up to `significantDigits` significant digits
 * (a rate may carry up to 20 decimals, "1.07639984771145751" reads as "1.0764"), trailing zeros
 * dropped, in the locale's digits. A rate is a label, not an amount: the quote keeps the exact one.
 */
export function formatRate(
  rate: string,
  locale: string,
  significantDigits = RATE_SIGNIFICANT_DIGITS,
): string {
  const scale = rate.split('.')[1]?.length ?? 0;
  const minor = decimalToMinor(rate, scale);
  if (minor === null || minor <= 0n) return rate;
  const surplusDigits = Math.max(0, minor.toString().length - significantDigits);
  const keptScale = Math.max(0, scale - surplusDigits);
  const divisor = 10n ** BigInt(scale - keptScale);
  const roundedMinor = (minor + divisor / 2n) / divisor;
  return formatAmount(roundedMinor, keptScale, locale, { minimumFractionDigits: 0 });
}
