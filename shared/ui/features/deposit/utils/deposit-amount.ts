import type { Message } from '@ferry/locales';
import type { pwCurrencySchema } from '@ferry/shared/contracts';
import { calculateFeeMinor, checkLimits, findCurrency, parseLocaleAmount } from '@ferry/shared/domain';
import type { z } from 'zod';

export type DepositRow = z.infer<typeof pwCurrencySchema>;

/** Digits after the point the ledger keeps for a currency; 2 for one the catalogue lacks. */
export function scaleOf(currency: string): number {
  return findCurrency(currency)?.scale ?? 2;
}

/** Minor units back to the wire's plain decimal ("1250" at scale 2 → "12.5"). */
export function minorToDecimal(minor: bigint, scale: number): string {
  const digits = minor.toString().padStart(scale + 1, '0');
  if (scale === 0) return digits;
  const whole = digits.slice(0, -scale);
  const fraction = digits.slice(-scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

export type AmountCheck =
  | { isValid: true; amountMinor: bigint; amount: string; feeMinor: bigint; creditedMinor: bigint }
  | { isValid: false; message: Message };

/**
 * An amount typed in the locale's way, checked as the server will: a number, within the row's
 * limits and step (spec `money.limits.*` messages), and more than the fee it pays.
 */
export function checkDepositAmount(text: string, row: DepositRow, locale: string): AmountCheck {
  if (text.trim() === '') return { isValid: false, message: { key: 'validation.required' } };
  const scale = scaleOf(row.currency);
  const amountMinor = parseLocaleAmount(text, locale, scale);
  if (amountMinor === null || amountMinor <= 0n)
    return { isValid: false, message: { key: 'validation.amount.invalid' } };
  const limitMessage = checkLimits(amountMinor, row.limits, { scale, locale });
  if (limitMessage) return { isValid: false, message: limitMessage };
  const feeMinor = calculateFeeMinor(row.fee, amountMinor, scale);
  if (feeMinor >= amountMinor)
    return {
      isValid: false,
      message: {
        key: 'money.limits.belowMinimum',
        params: { amount: row.limits.min ?? minorToDecimal(feeMinor, scale), currency: row.currency },
      },
    };
  return {
    isValid: true,
    amountMinor,
    amount: minorToDecimal(amountMinor, scale),
    feeMinor,
    creditedMinor: amountMinor - feeMinor,
  };
}
