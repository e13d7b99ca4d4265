import type { Message } from '@ferry/locales';
import {
  checkLimits,
  decimalToMinor,
  findCurrency,
  type Limits,
  parseLocaleAmount,
} from '@ferry/shared/domain';

export const scaleOf = (currency: string) => findCurrency(currency)?.scale ?? 2;

/** The typed amount in minor units of its side's currency; null when unreadable or not positive. */
export function readConvertAmount(text: string, currency: string, locale: string): bigint | null {
  const minor = parseLocaleAmount(text, locale, scaleOf(currency));
  return minor !== null && minor > 0n ? minor : null;
}

/**
 * The rules on what leaves the balance (spec 000 §5): the direction's limits on the from amount,
 * then the balance. `fromAmount` is a plain decimal: typed, or the quote's answer.
 */
export function checkConvertFrom(
  fromAmount: string,
  from: string,
  limits: Limits,
  available: string,
  locale: string,
): Message | null {
  const scale = scaleOf(from);
  const minor = decimalToMinor(fromAmount, scale);
  if (minor === null) return { key: 'validation.amount.invalid' };
  const limit = checkLimits(minor, limits, { scale, locale });
  if (limit) return limit;
  if (minor > (decimalToMinor(available, scale) ?? 0n))
    return { key: 'validation.amount.notEnoughOnBalance' };
  return null;
}
