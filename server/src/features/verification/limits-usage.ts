import {
  convertMinorDown,
  DomainError,
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
import type { RatesProvider } from '../../providers/rates/rates-provider';

/** A movement that did not happen counts against no limit. */
const NOT_MOVED = ['CANCELLED', 'REJECT', 'EXPIRED', 'FAIL'];

/** Converted sums keep 18 digits (as the domain's limit check does) until the total is written. */
const SUM_SCALE = 18;

interface MovementRow {
  type: string;
  currency: string;
  amount: string;
  to_currency: string | null;
  to_amount: string | null;
  created_at: Date;
}

interface Side {
  currency: string;
  amountMinor: bigint;
}

/**
 * The side of a movement that counts in `direction`: an exchange counts what was paid in and what
 * was delivered out; any other movement its side in the limits currency when it has one (no rate
 * needed), else the amount it was made for.
 */
function countedSide(row: MovementRow, direction: LimitDirection): Side | null {
  const paid = { currency: row.currency, amountMinor: BigInt(row.amount) };
  const delivered =
    row.to_currency !== null && row.to_amount !== null
      ? { currency: row.to_currency, amountMinor: BigInt(row.to_amount) }
      : null;
  if (row.type === 'EXCHANGE' || row.type === 'AUTOEXCHANGE') return direction === 'in' ? paid : delivered;
  if (paid.currency !== LEVEL_LIMITS_CURRENCY && delivered?.currency === LEVEL_LIMITS_CURRENCY)
    return delivered;
  return paid;
}

/**
 * The side's value in the limits currency at the mid rate of the moment it was made (the server's
 * rates, as balances are valued). A currency the rates cannot price counts nothing, rather than
 * failing the whole view.
 */
async function valueInLimitsCurrency(side: Side, atMs: number, rates: RatesProvider): Promise<bigint> {
  const scale = findCurrency(side.currency)?.scale;
  if (scale === undefined || side.amountMinor <= 0n) return 0n;
  const rate =
    side.currency === LEVEL_LIMITS_CURRENCY
      ? '1'
      : await rates.price(side.currency, LEVEL_LIMITS_CURRENCY, atMs, 'mid').catch((error: unknown) => {
          if (error instanceof DomainError) return null;
          throw error;
        });
  if (rate === null) return 0n;
  return convertMinorDown(side.amountMinor, { fromScale: scale, toScale: SUM_SCALE, rate });
}

/** A sum written in cents, rounded up: what is shown as used is never less than what was. */
function writeUsed(minor: bigint): string {
  const scale = findCurrency(LEVEL_LIMITS_CURRENCY)?.scale ?? 2;
  const step = 10n ** BigInt(SUM_SCALE - scale);
  return minorToDecimal((minor + step - 1n) / step, scale);
}

/**
 * What the profile moved in and out today and this month (UTC), valued in the limits currency,
 * from the core's transactions.
 */
export async function readLimitsUsage(
  db: Kysely<Schema>,
  rates: RatesProvider,
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
    .execute();
  const sums = { in: { day: 0n, month: 0n }, out: { day: 0n, month: 0n } };
  for (const row of rows) {
    if (!isTransactionType(row.type)) continue;
    const isToday = row.created_at >= periods.dayStart && row.created_at < periods.dayEnd;
    for (const direction of limitDirectionsOf(row.type)) {
      const side = countedSide(row, direction);
      if (!side) continue;
      const value = await valueInLimitsCurrency(side, row.created_at.getTime(), rates);
      sums[direction].month += value;
      if (isToday) sums[direction].day += value;
    }
  }
  return {
    in: { today: writeUsed(sums.in.day), thisMonth: writeUsed(sums.in.month) },
    out: { today: writeUsed(sums.out.day), thisMonth: writeUsed(sums.out.month) },
  };
}
