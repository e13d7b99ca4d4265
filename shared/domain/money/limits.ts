import type { Message } from '@ferry/locales';
import { findCurrency } from '../currencies/currency-catalogue';
import { decimalToMinor } from './decimal';
import { formatAmount } from './format-amount';

/**
 * Amount limits as the wire carries them (spec 000 §3): plain decimals in whole units of
 * `currency`; a missing bound does not apply.
 *
 * The spec names `mult` without defining it. We read it as the step an amount must be a whole
 * multiple of: "1" makes a card payment take whole units only, "0.5" halves. "0" means no step.
 */
export interface Limits {
  min?: string | null;
  max?: string | null;
  mult?: string | null;
  currency: string;
}

export interface LimitCheckOptions {
  /** Digits of `amountMinor`; defaults to the catalogue scale of `limits.currency`. */
  scale?: number;
  /** Locale for the amounts inside the message; defaults to en. */
  locale?: string;
}

const UNSIGNED_DECIMAL = /^\d+(?:\.(\d+))?$/;

/** An exact decimal as digits over 10^scale. */
interface Exact {
  minor: bigint;
  scale: number;
}

/**
 * The first limit `amountMinor` breaks, as a message in the `money` namespace, or null. Minimum
 * comes first, then maximum, then the step; the amounts in the message are formatted for
 * `locale` with at least 2 decimals and the currency is given by its code.
 *
 * Malformed limits or an unknown currency without `scale` are programming errors and throw a
 * RangeError: letting an amount through unchecked would be worse than failing loudly.
 */
export function checkLimits(
  amountMinor: bigint,
  limits: Limits,
  options: LimitCheckOptions = {},
): Message | null {
  const scale = options.scale ?? findCurrency(limits.currency)?.scale;
  if (scale === undefined) throw new RangeError(`Unknown currency ${limits.currency} and no scale given`);
  const locale = options.locale ?? 'en';
  const amount: Exact = { minor: amountMinor, scale };
  const currency = limits.currency;

  const min = readBound(limits.min, 'min');
  if (min && compareExact(amount, min) < 0) {
    return { key: 'money.limits.belowMinimum', params: { amount: formatExact(min, locale), currency } };
  }
  const max = readBound(limits.max, 'max');
  if (max && compareExact(amount, max) > 0) {
    return { key: 'money.limits.aboveMaximum', params: { amount: formatExact(max, locale), currency } };
  }
  const step = readBound(limits.mult, 'mult');
  if (step && step.minor > 0n && !isMultipleOf(amount, step)) {
    return { key: 'money.limits.notMultiple', params: { step: formatExact(step, locale, 0), currency } };
  }
  return null;
}

function readBound(text: string | null | undefined, name: string): Exact | null {
  if (text === null || text === undefined) return null;
  const match = UNSIGNED_DECIMAL.exec(text);
  const scale = match?.[1]?.length ?? 0;
  const minor = match ? decimalToMinor(text, scale) : null;
  if (minor === null)
    throw new RangeError(`Limit ${name} must be a plain non-negative decimal, got "${text}"`);
  return { minor, scale };
}

function toCommonScale(left: Exact, right: Exact): [bigint, bigint] {
  const scale = Math.max(left.scale, right.scale);
  return [left.minor * 10n ** BigInt(scale - left.scale), right.minor * 10n ** BigInt(scale - right.scale)];
}

function compareExact(left: Exact, right: Exact): number {
  const [a, b] = toCommonScale(left, right);
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function isMultipleOf(amount: Exact, step: Exact): boolean {
  const [a, b] = toCommonScale(amount, step);
  return a % b === 0n;
}

function formatExact(value: Exact, locale: string, minimumFractionDigits?: number): string {
  return formatAmount(value.minor, value.scale, locale, { minimumFractionDigits });
}
