import { decimalToMinor, formatAmount, formatMoney, minorToDecimal } from '../../../../domain/index';

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
