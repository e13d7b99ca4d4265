import { decimalToMinor } from './decimal';

/** Amounts are stored as numeric(78,0) counts of a currency's smallest unit. */
export const AMOUNT_STORAGE_DIGITS = 78;

/** The finest scale a currency may have (ETH and most tokens: 18 digits after the point). */
export const MAX_CURRENCY_SCALE = 18;

/**
 * Digits a client's amount may have before the point. 24 whole digits at the finest scale are 42
 * digits of minor units, which leaves 36 of the 78 stored digits for what the ledger does with an
 * amount afterwards: a conversion at a rate (a BTC buys about 10^10 PEPE), fees, and the sums of
 * balances. No real amount comes near 10^24 units of any currency.
 */
export const MAX_AMOUNT_INTEGER_DIGITS = 24;

/** Digits of minor units that the ledger keeps free above the largest amount a client may send. */
export const AMOUNT_HEADROOM_DIGITS = AMOUNT_STORAGE_DIGITS - MAX_AMOUNT_INTEGER_DIGITS - MAX_CURRENCY_SCALE;

const PLAIN_DECIMAL = /^-?(\d+)(?:\.\d+)?$/;

/**
 * True unless a plain decimal has more significant whole digits than a client's amount may have
 * (leading zeros do not count). Text that is not a plain decimal is left to the format rules.
 */
export function isAmountTextWithinBound(text: string): boolean {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return true;
  const wholeDigits = (match[1] as string).replace(/^0+/, '');
  return wholeDigits.length <= MAX_AMOUNT_INTEGER_DIGITS;
}

/** The largest amount, in minor units of a currency of `scale`, that a client may send. */
export function maxAmountMinor(scale: number): bigint {
  return 10n ** BigInt(MAX_AMOUNT_INTEGER_DIGITS + scale) - 1n;
}

export type AmountParse =
  | { isValid: true; amountMinor: bigint }
  | { isValid: false; reason: 'invalid' | 'too_many_decimals' | 'too_large' };

/**
 * A client's amount (a plain decimal in whole units) in minor units of a currency of `scale`,
 * bounded: the one parse every amount from outside goes through before it reaches the ledger.
 */
export function parseAmountMinor(text: string, scale: number): AmountParse {
  if (!PLAIN_DECIMAL.test(text.trim())) return { isValid: false, reason: 'invalid' };
  if (!isAmountTextWithinBound(text)) return { isValid: false, reason: 'too_large' };
  const amountMinor = decimalToMinor(text, scale);
  if (amountMinor === null) return { isValid: false, reason: 'too_many_decimals' };
  return { isValid: true, amountMinor };
}
