import { decimalToMinor, formatAmount, formatMoney, minorToDecimal } from '@ferry/shared/domain';

/** TON has 9 decimals (001 §9). */
export const TON_DECIMALS = 9;
/** Fiat values are shown in cents. */
const FIAT_SCALE = 2;
/** Prices are read to this many decimals: enough for a cheap jetton, exact in bigint. */
const PRICE_SCALE = 12;

/** "1.50 TON", "0.000000001 TON": every digit kept, at least 2 decimals, the reader's separators. */
export function formatTokenAmount(amount: bigint, decimals: number, symbol: string, locale: string): string {
  return `${formatAmount(amount, decimals, locale)}\u00a0${symbol}`;
}

/** Significant fractional digits a list or balance shows; the full amount is a tap away. */
export const SHORT_SIGNIFICANT_FRACTION_DIGITS = 4;

/**
 * How many decimals the short form keeps: up to four significant fractional digits (from the
 * first non-zero one), at least two, never more than the token has. 3.494119999 → 4 (3.4941);
 * 0.000123456 → 7 (0.0001234).
 */
export function shortFractionDigits(amount: bigint, decimals: number): number {
  const magnitude = amount < 0n ? -amount : amount;
  const fraction = (magnitude % 10n ** BigInt(decimals)).toString().padStart(decimals, '0');
  const firstNonZero = fraction.search(/[1-9]/);
  if (firstNonZero === -1) return Math.min(2, decimals);
  return Math.min(decimals, Math.max(2, firstNonZero + SHORT_SIGNIFICANT_FRACTION_DIGITS));
}

/**
 * "3.4941 TON" for 3.494119999 TON: a balance or a history line with nine decimals reads as noise.
 * Cut toward zero (never shows more than is there); `isShortened` says digits were left out, so
 * the screen can offer the exact amount.
 */
export function formatTokenAmountShort(
  amount: bigint,
  decimals: number,
  symbol: string,
  locale: string,
): { text: string; isShortened: boolean } {
  const keep = shortFractionDigits(amount, decimals);
  const divisor = 10n ** BigInt(decimals - keep);
  const cut = amount / divisor;
  return { text: formatTokenAmount(cut, keep, symbol, locale), isShortened: cut * divisor !== amount };
}

/** The amount as a plain decimal the user can edit ("1.5"), for pre-filling a field. */
export function tokenAmountText(amount: bigint, decimals: number): string {
  return minorToDecimal(amount, decimals);
}

/**
 * What `amount` of a token is worth at `price` (a decimal per whole token) in fiat cents, rounded
 * down; null when the price cannot be read.
 */
export function fiatValueMinor(amount: bigint, decimals: number, price: string): bigint | null {
  const priceMinor = decimalToMinor(price, PRICE_SCALE);
  if (priceMinor === null) return null;
  const divisor = 10n ** BigInt(decimals + PRICE_SCALE - FIAT_SCALE);
  return (amount * priceMinor) / divisor;
}

export function formatFiat(minor: bigint, currency: string, locale: string): string {
  return formatMoney(minor, currency, locale, FIAT_SCALE);
}

/** A price can arrive as a JSON number (tonapi's rates): written out without exponent notation. */
export function priceText(price: number): string | null {
  if (!Number.isFinite(price) || price < 0) return null;
  return price.toFixed(PRICE_SCALE).replace(/\.?0+$/, '') || '0';
}
