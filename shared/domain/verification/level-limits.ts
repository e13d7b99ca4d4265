import type { Message } from '@ferry/locales';
import type { ErrorCode } from '../errors/error-codes';
import { decimalToMinor, minorToDecimal } from '../money/decimal';
import { formatAmount } from '../money/format-amount';
import {
  LEVEL_LIMITS_CURRENCY,
  type LimitDirection,
  type LimitPeriod,
  levelRow,
  type VerificationLevel,
} from './levels';

/**
 * Sums are taken at 18 digits after the point: amounts converted into the limits currency from
 * crypto carry more digits than cents, and no such amount is rounded before it is compared.
 */
const SUM_SCALE = 18;

/** What a user already moved in one direction, in the limits currency, as plain decimals. */
export interface PeriodUsage {
  today: string;
  thisMonth: string;
}

/**
 * The spec's code for a limit broken: money out has its payout codes (000 §8); money in has the
 * account catalogue's DAILY_LIMIT_EXCEEDED (001 §8) for the day and, as no code names a monthly
 * one, the account limit code PAYIN_MAX_ADMIN_LIMIT_VIOLATION for the month.
 */
const REFUSAL_CODES = {
  out: { day: 'PAYOUT_DAILY_LIMIT_VIOLATION', month: 'PAYOUT_MONTHLY_LIMIT_VIOLATION' },
  in: { day: 'DAILY_LIMIT_EXCEEDED', month: 'PAYIN_MAX_ADMIN_LIMIT_VIOLATION' },
} as const satisfies Record<LimitDirection, Record<LimitPeriod, ErrorCode>>;

export type LevelLimitCode = (typeof REFUSAL_CODES)[LimitDirection][LimitPeriod];

/** "Amount exceeds daily (monthly) maximum of {amount} {currency}" (001 §8). */
const MESSAGE_KEYS = {
  day: 'errors.messages.dailyLimitExceeded',
  month: 'errors.messages.monthlyLimitExceeded',
} as const satisfies Record<LimitPeriod, Message['key']>;

export interface LevelLimitRefusal {
  code: LevelLimitCode;
  direction: LimitDirection;
  period: LimitPeriod;
  currency: string;
  /** The period's limit, what was moved in it before, what is left of it, and what was asked. */
  limit: string;
  used: string;
  left: string;
  amount: string;
  message: Message;
}

export type LevelLimitCheck = { isAllowed: true } | { isAllowed: false; refusal: LevelLimitRefusal };

export interface LevelLimitRequest {
  level: VerificationLevel;
  direction: LimitDirection;
  used: PeriodUsage;
  /** The new movement, in the limits currency. */
  amount: string;
  /** Locale of the amount inside the message; defaults to en. */
  locale?: string;
}

export interface Allowance {
  today: string;
  thisMonth: string;
  /** The most one movement may be now: the smaller of the two. */
  now: string;
}

/**
 * Whether `amount` fits the level's day and month in its direction. Reaching a limit exactly is
 * allowed; a cent over is not. When both periods are broken the refusal names the one with less
 * left, so "what is left" in the message is what could still pass.
 */
export function checkLevelLimit(request: LevelLimitRequest): LevelLimitCheck {
  const amountMinor = readAmount(request.amount, 'amount');
  const left = allowanceMinor(request.level, request.direction, request.used);
  const period: LimitPeriod | null =
    amountMinor <= left.day && amountMinor <= left.month ? null : left.month < left.day ? 'month' : 'day';
  if (period === null) return { isAllowed: true };

  const limitMinor = limitOf(request.level, request.direction, period);
  const usedMinor = period === 'day' ? left.usedToday : left.usedThisMonth;
  const locale = request.locale ?? 'en';
  return {
    isAllowed: false,
    refusal: {
      code: REFUSAL_CODES[request.direction][period],
      direction: request.direction,
      period,
      currency: LEVEL_LIMITS_CURRENCY,
      limit: write(limitMinor),
      used: write(usedMinor),
      left: write(left[period]),
      amount: write(amountMinor),
      message: {
        key: MESSAGE_KEYS[period],
        params: { amount: formatAmount(limitMinor, SUM_SCALE, locale), currency: LEVEL_LIMITS_CURRENCY },
      },
    },
  };
}

/** What is left today and this month in one direction; never below zero. */
export function levelAllowance(
  level: VerificationLevel,
  direction: LimitDirection,
  used: PeriodUsage,
): Allowance {
  const left = allowanceMinor(level, direction, used);
  return {
    today: write(left.day),
    thisMonth: write(left.month),
    now: write(smallerOf(left.day, left.month)),
  };
}

function allowanceMinor(level: VerificationLevel, direction: LimitDirection, used: PeriodUsage) {
  const usedToday = readAmount(used.today, 'used today');
  const usedThisMonth = readAmount(used.thisMonth, 'used this month');
  // A level lowered by a late RED may leave more used than the new limit allows: nothing is left.
  const clamp = (value: bigint) => (value > 0n ? value : 0n);
  return {
    usedToday,
    usedThisMonth,
    day: clamp(limitOf(level, direction, 'day') - usedToday),
    month: clamp(limitOf(level, direction, 'month') - usedThisMonth),
  };
}

function limitOf(level: VerificationLevel, direction: LimitDirection, period: LimitPeriod): bigint {
  return readAmount(levelRow(level).limits[direction][period], 'limit');
}

/** A malformed or negative amount is a programming error: letting it through would be worse. */
function readAmount(text: string, name: string): bigint {
  const minor = decimalToMinor(text, SUM_SCALE);
  if (minor === null || minor < 0n)
    throw new RangeError(`${name} must be a plain non-negative decimal, got "${text}"`);
  return minor;
}

/** Math.min takes no bigint. */
function smallerOf(left: bigint, right: bigint): bigint {
  return left < right ? left : right;
}

function write(minor: bigint): string {
  return minorToDecimal(minor, SUM_SCALE);
}
