import { findCurrency } from '../currencies/currency-catalogue';
import { decimalToMinor } from '../money/decimal';

/** The farm's activity tasks (issue 29), each worth points once per farm. */
export const FARM_TASKS = ['firstDeposit', 'firstExchange', 'friendVerified', 'tonWallet'] as const;
export type FarmTask = (typeof FARM_TASKS)[number];

export function isFarmTask(value: unknown): value is FarmTask {
  return typeof value === 'string' && (FARM_TASKS as readonly string[]).includes(value);
}

/**
 * The published rules: what a check-in and each task earn, and how points become money. Amounts
 * are decimal strings in whole units of `currency`; the server reads them from its settings
 * (FARM_* in the README, defaults in docs/decisions.md "The farm").
 */
export interface FarmRules {
  currency: string;
  /** Points worth one whole unit of `currency` (1000: 1 point = 0.001). */
  pointsPerUnit: number;
  /** Most of `currency` converted per local day, and over the farm's life. */
  dailyCap: string;
  totalCap: string;
  /** A check-in's points on the first day of a streak, and what each further day adds… */
  checkInPoints: number;
  streakStepPoints: number;
  /** …up to this day of the streak; later days earn as much as this one. */
  streakMaxDays: number;
  taskPoints: Readonly<Record<FarmTask, number>>;
}

export const DEFAULT_FARM_RULES: FarmRules = {
  currency: 'USDT',
  pointsPerUnit: 1000,
  dailyCap: '0.5',
  totalCap: '10',
  checkInPoints: 10,
  streakStepPoints: 5,
  streakMaxDays: 7,
  taskPoints: { firstDeposit: 200, firstExchange: 200, friendVerified: 300, tonWallet: 100 },
};

/** What one check-in earns on day `streak` of a streak (day 1 earns `checkInPoints`). */
export function checkInPointsFor(streak: number, rules: FarmRules): number {
  const days = Math.min(Math.max(streak, 1), rules.streakMaxDays);
  return rules.checkInPoints + rules.streakStepPoints * (days - 1);
}

/** The scale of the farm's currency (USDT: 6), so caps and amounts meet in minor units. */
export function farmCurrencyScale(rules: FarmRules): number {
  const info = findCurrency(rules.currency);
  if (!info) throw new Error(`The farm's currency ${rules.currency} is not in the catalogue`);
  return info.scale;
}

export function farmCapsMinor(rules: FarmRules): { dailyMinor: bigint; totalMinor: bigint } {
  const scale = farmCurrencyScale(rules);
  return {
    dailyMinor: decimalToMinor(rules.dailyCap, scale) ?? 0n,
    totalMinor: decimalToMinor(rules.totalCap, scale) ?? 0n,
  };
}

/** What `points` are worth in minor units of the farm's currency, cut down to whole minor units. */
export function pointsValueMinor(points: number, rules: FarmRules): bigint {
  const unitMinor = 10n ** BigInt(farmCurrencyScale(rules));
  return (BigInt(points) * unitMinor) / BigInt(rules.pointsPerUnit);
}

function smallerOf(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export type FarmConversionLimit = 'none' | 'daily' | 'total' | 'points';

export interface FarmConversion {
  amountMinor: bigint;
  /** Points the amount costs; the rest stay on the farm. */
  pointsSpent: number;
  /** What stopped the conversion short of all the points (or at nothing). */
  limitedBy: FarmConversionLimit;
}

/**
 * Points into money under the caps: as much as the points are worth, no more than what today's
 * and the lifetime cap leave. The points spent are what the amount costs, rounded up, so a cap
 * never eats points it did not pay for beyond one minor unit's worth.
 */
export function farmConversion(input: {
  points: number;
  convertedTodayMinor: bigint;
  convertedTotalMinor: bigint;
  rules: FarmRules;
}): FarmConversion {
  const { rules } = input;
  const caps = farmCapsMinor(rules);
  const dailyRoom = caps.dailyMinor - input.convertedTodayMinor;
  const totalRoom = caps.totalMinor - input.convertedTotalMinor;
  const worthMinor = pointsValueMinor(input.points, rules);
  const room = smallerOf(dailyRoom, totalRoom);
  const amountMinor = worthMinor < room ? worthMinor : room > 0n ? room : 0n;
  const limitedBy: FarmConversionLimit =
    amountMinor === worthMinor
      ? amountMinor > 0n
        ? 'none'
        : 'points'
      : totalRoom <= dailyRoom
        ? 'total'
        : 'daily';
  const unitMinor = 10n ** BigInt(farmCurrencyScale(rules));
  const costScaled = amountMinor * BigInt(rules.pointsPerUnit);
  const pointsSpent = Number((costScaled + unitMinor - 1n) / unitMinor);
  return { amountMinor, pointsSpent, limitedBy };
}
