import type { MessageKey } from '@ferry/locales';
import { isAmountTextWithinBound } from '../money/amount-bound';
import { decimalToMinor, minorToDecimal } from '../money/decimal';
import { checkRequired, createStringRule, fail } from './rule';

const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

interface AmountOptions {
  currency: string;
  /** Digits after the point of the currency's smallest unit. */
  scale: number;
  /** Defaults to one smallest unit, so zero and negative amounts read as "Minimum 0.01 USD". */
  minMinor?: bigint;
  maxMinor?: bigint;
  /** What the user holds; more than this is "not enough on balance" before any maximum. */
  balanceMinor?: bigint;
  /** Replaces the maximum message (spec 001 §5: custom messages override max value). */
  maxMessage?: MessageKey;
}

/**
 * An amount typed as a plain decimal in whole units ("10.5"); screens turn locale separators
 * into a point before this rule runs. Order: format, size, precision, minimum, balance, maximum.
 */
export function createAmountSchema(options: AmountOptions) {
  const {
    currency,
    scale,
    minMinor = 1n,
    maxMinor,
    balanceMinor,
    maxMessage = 'validation.amount.max',
  } = options;
  const toParams = (amountMinor: bigint) => ({ amount: minorToDecimal(amountMinor, scale), currency });
  return createStringRule(
    [
      checkRequired,
      (value) => (PLAIN_DECIMAL.test(value) ? null : fail('validation.amount.invalid')),
      // The same bound the server's contracts apply, so a form never sends what the API refuses.
      (value) => (isAmountTextWithinBound(value) ? null : fail('validation.amount.tooLarge')),
      (value) =>
        decimalToMinor(value, scale) === null
          ? fail('validation.amount.precision', { scale, count: scale })
          : null,
      (value) => {
        const amountMinor = decimalToMinor(value, scale) ?? 0n;
        if (amountMinor < minMinor) return fail('validation.amount.min', toParams(minMinor));
        if (balanceMinor !== undefined && amountMinor > balanceMinor) {
          return fail('validation.amount.notEnoughOnBalance');
        }
        if (maxMinor !== undefined && amountMinor > maxMinor) return fail(maxMessage, toParams(maxMinor));
        return null;
      },
    ],
    { shouldTrim: true },
  );
}
