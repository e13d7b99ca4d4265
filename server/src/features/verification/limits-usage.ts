import {
  findCurrency,
  isTransactionType,
  LEVEL_LIMITS_CURRENCY,
  type LimitDirection,
  limitDirectionsOf,
  limitPeriodsAt,
  minorToDecimal,
  type PeriodUsage,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** A movement that did not happen counts against no limit. */
const NOT_MOVED = ['CANCELLED', 'REJECT', 'EXPIRED', 'FAIL'];

interface MovementRow {
  type: string;
  currency: string;
  amount: string;
  to_currency: string | null;
  to_amount: string | null;
  created_at: Date;
}

/**
 * The side of a movement that counts in `direction`, when it is in the limits currency: an
 * exchange counts what was paid in and what was delivered out; any other movement its own side in
 * that currency. Sides in other currencies are not counted yet (docs/decisions.md, "Verification:
 * limits usage counts EUR sides").
 */
function countedMinor(row: MovementRow, direction: LimitDirection): bigint {
  const isExchange = row.type === 'EXCHANGE' || row.type === 'AUTOEXCHANGE';
  const paid = row.currency === LEVEL_LIMITS_CURRENCY ? BigInt(row.amount) : 0n;
  const delivered =
    row.to_currency === LEVEL_LIMITS_CURRENCY && row.to_amount !== null ? BigInt(row.to_amount) : 0n;
  if (isExchange) return direction === 'in' ? paid : delivered;
  return paid > 0n ? paid : delivered;
}

/**
 * What the profile moved in and out today and this month (UTC), in the limits currency, from the
 * core's transactions.
 */
export async function readLimitsUsage(
  db: Kysely<Schema>,
  profileId: string,
  now: Date,
): Promise<Record<LimitDirection, PeriodUsage>> {
  const periods = limitPeriodsAt(now);
  const rows: MovementRow[] = await db
    .selectFrom('transactions')
    .select(['type', 'currency', 'amount', 'to_currency', 'to_amount', 'created_at'])
    .where('profile_id', '=', profileId)
    .where('created_at', '>=', periods.monthStart)
    .where('created_at', '<', periods.monthEnd)
    .where('status', 'not in', NOT_MOVED)
    .where((eb) =>
      eb.or([eb('currency', '=', LEVEL_LIMITS_CURRENCY), eb('to_currency', '=', LEVEL_LIMITS_CURRENCY)]),
    )
    .execute();
  const sums = { in: { day: 0n, month: 0n }, out: { day: 0n, month: 0n } };
  for (const row of rows) {
    if (!isTransactionType(row.type)) continue;
    const isToday = row.created_at >= periods.dayStart && row.created_at < periods.dayEnd;
    for (const direction of limitDirectionsOf(row.type)) {
      const minor = countedMinor(row, direction);
      sums[direction].month += minor;
      if (isToday) sums[direction].day += minor;
    }
  }
  const scale = findCurrency(LEVEL_LIMITS_CURRENCY)?.scale ?? 2;
  const write = (minor: bigint) => minorToDecimal(minor, scale);
  return {
    in: { today: write(sums.in.day), thisMonth: write(sums.in.month) },
    out: { today: write(sums.out.day), thisMonth: write(sums.out.month) },
  };
}
