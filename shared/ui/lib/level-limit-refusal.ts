import { isApiError } from '@ferry/shared/api';
import {
  decimalToMinor,
  isVerificationLevel,
  LEVEL_LIMITS_CURRENCY,
  LEVEL_TABLE,
  type LimitDirection,
  minorToDecimal,
  type VerificationLevel,
} from '@ferry/shared/domain';

// Money out answers with the payout codes, money in with DAILY_LIMIT_EXCEEDED (day) and
// PAYIN_MAX_ADMIN_LIMIT_VIOLATION (month); `limit_kind` tells the level's limit from other caps.
const LEVEL_CODES = new Set([
  'PAYOUT_DAILY_LIMIT_VIOLATION',
  'PAYOUT_MONTHLY_LIMIT_VIOLATION',
  'DAILY_LIMIT_EXCEEDED',
  'PAYIN_MAX_ADMIN_LIMIT_VIOLATION',
]);

/** The server writes level figures at 18 digits after the point; the screen reads cents. */
const WIRE_SCALE = 18;
const CENTS_SCALE = 2;
const TO_CENTS = 10n ** BigInt(WIRE_SCALE - CENTS_SCALE);

/** A payout refused by the verification level's own EUR limit, not by the currency's cap. */
export interface LevelLimitRefusal {
  period: 'day' | 'month';
  /** Money into Ferry or out of it: each direction has its own limits. */
  direction: LimitDirection;
  level: VerificationLevel;
  /** Always EUR: every level's limits are written and summed in it. */
  currency: string;
  /** The level's limit for the period, what is left of it and what was asked, in cents. */
  limit: string;
  left: string;
  amount: string;
  /** The lowest level whose limits take this payout on top of what was moved; null when none does. */
  goal: VerificationLevel | null;
}

interface LevelDetails {
  limit_kind?: unknown;
  direction?: unknown;
  level?: unknown;
  period?: unknown;
  limit?: unknown;
  used?: unknown;
  left?: unknown;
  amount?: unknown;
}

function wireMinor(value: unknown): bigint | null {
  return typeof value === 'string' ? decimalToMinor(value, WIRE_SCALE) : null;
}

/** Cents rounded down: what is left is never shown as more than it is. */
function cents(minor: bigint): string {
  return minorToDecimal(minor / TO_CENTS, CENTS_SCALE);
}

/**
 * The level whose day and month limits hold `used + amount`, above `level`. The period's own usage
 * is the least the month has used too, so a level that fits it on the day may still fall short
 * on the month; the server then answers again and the screen asks for the next one.
 */
function goalLevel(
  level: VerificationLevel,
  direction: LimitDirection,
  neededMinor: bigint,
): VerificationLevel | null {
  const index = LEVEL_TABLE.findIndex((row) => row.level === level);
  for (const row of LEVEL_TABLE.slice(index + 1)) {
    const day = decimalToMinor(row.limits[direction].day, WIRE_SCALE) ?? 0n;
    const month = decimalToMinor(row.limits[direction].month, WIRE_SCALE) ?? 0n;
    if (day >= neededMinor && month >= neededMinor) return row.level;
  }
  return null;
}

/**
 * A level code with `limit_kind: 'verification_level'` (the server's level limits): the profile's
 * level lets through less than asked. Its figures are EUR whatever the movement's currency, so it
 * is no "We can pay out X of Y" offer.
 */
export function readLevelLimitRefusal(error: unknown): LevelLimitRefusal | null {
  if (!isApiError(error) || !LEVEL_CODES.has(error.code)) return null;
  const details = (error.details ?? {}) as LevelDetails;
  if (details.limit_kind !== 'verification_level' || !isVerificationLevel(details.level)) return null;
  const limit = wireMinor(details.limit);
  const used = wireMinor(details.used) ?? 0n;
  const amount = wireMinor(details.amount);
  if (limit === null || amount === null) return null;
  const left = wireMinor(details.left) ?? (limit > used ? limit - used : 0n);
  const direction: LimitDirection = details.direction === 'in' ? 'in' : 'out';
  return {
    period: details.period === 'month' ? 'month' : 'day',
    direction,
    level: details.level,
    currency: LEVEL_LIMITS_CURRENCY,
    limit: cents(limit),
    left: cents(left),
    amount: cents(amount + TO_CENTS - 1n),
    goal: goalLevel(details.level, direction, used + amount),
  };
}

/** USER_BLOCKED because the profile's money out is held after its verification (a late RED). */
export function isVerificationHold(error: unknown): boolean {
  if (!isApiError(error) || error.code !== 'USER_BLOCKED') return false;
  return (error.details as { reason?: unknown } | undefined)?.reason === 'verification_hold';
}
