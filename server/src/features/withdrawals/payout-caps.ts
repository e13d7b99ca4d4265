import { DomainError, minorToDecimal, VOIDING_STATUSES } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { PeriodLimits } from '../../catalogue-model/catalogue-types';
import type { Schema } from '../../db/schema';
import { toMinor } from '../../ledger/minor';

/** Transactions that pay money out of Ferry (a transfer to another Ferry profile stays inside). */
export const PAYOUT_ORDER_TYPES = ['PAYOUT', 'UPAYOUT', 'UCONVERT_PAYOUT', 'CONVERT_PAYOUT'] as const;

export interface PayoutUsage {
  dayMinor: bigint;
  monthMinor: bigint;
}

/** Midnight of the UTC day and the first of the UTC month that contain `now`. */
export function periodStartsOf(now: Date): { dayStart: Date; monthStart: Date } {
  return {
    dayStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    monthStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  };
}

/**
 * The profile's payouts that count against what it may pay out: every payout to outside Ferry
 * not ended without moving money. A refused payout waiting in ACTION_REQUIRED counts (its money
 * is held for a RETRY); once the user chose REFUND it is RESOLVED with nothing paid, and counts
 * no more. Each counts what was paid (a partial payout less than asked), in minor units.
 */
export function countedPayouts(trx: Kysely<Schema>, profileId: string) {
  return trx
    .selectFrom('transactions')
    .where('profile_id', '=', profileId)
    .where('type', 'in', [...PAYOUT_ORDER_TYPES])
    .where((eb) => eb.or([eb('payway', 'is', null), eb('payway', '<>', 'balance')]))
    .where('status', 'not in', [...VOIDING_STATUSES, 'RESOLVED']);
}

/** What a counted payout paid, in minor units of its currency. */
export const paidAmount = sql<string>`coalesce(paid_amount, amount)`;

/** What the profile paid out in `currency` this UTC day and month (see `countedPayouts`). */
export async function sumPayoutUsage(
  trx: Kysely<Schema>,
  profileId: string,
  currency: string,
  now: Date,
): Promise<PayoutUsage> {
  const { dayStart, monthStart } = periodStartsOf(now);
  const row = await countedPayouts(trx, profileId)
    .select([
      sql<string>`coalesce(sum(${paidAmount}) FILTER (WHERE created_at >= ${dayStart}), 0)::text`.as('day'),
      sql<string>`coalesce(sum(${paidAmount}), 0)::text`.as('month'),
    ])
    .where('currency', '=', currency)
    .where('created_at', '>=', monthStart)
    .executeTakeFirstOrThrow();
  return { dayMinor: toMinor(row.day), monthMinor: toMinor(row.month) };
}

/** PAYOUT_DAILY_LIMIT_VIOLATION / PAYOUT_MONTHLY_LIMIT_VIOLATION when `amountMinor` does not fit. */
export function checkPayoutCaps(
  limits: PeriodLimits,
  usage: PayoutUsage,
  amountMinor: bigint,
  scale: number,
): void {
  // Whole units, as the message "amount exceeds monthly maximum of {amount} {currency}" shows them.
  const details = (limitMinor: bigint, usedMinor: bigint) => ({
    currency: limits.currency,
    limit: minorToDecimal(limitMinor, scale),
    used: minorToDecimal(usedMinor, scale),
  });
  if (limits.dailyMinor !== null && usage.dayMinor + amountMinor > limits.dailyMinor) {
    throw new DomainError('PAYOUT_DAILY_LIMIT_VIOLATION', details(limits.dailyMinor, usage.dayMinor));
  }
  if (limits.monthlyMinor !== null && usage.monthMinor + amountMinor > limits.monthlyMinor) {
    throw new DomainError('PAYOUT_MONTHLY_LIMIT_VIOLATION', details(limits.monthlyMinor, usage.monthMinor));
  }
}
