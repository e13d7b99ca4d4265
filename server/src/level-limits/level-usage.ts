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
  type TransactionType,
  VOIDING_STATUSES,
} from '@ferry/shared/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Schema } from '../db/schema';
import { toMinor } from '../ledger/minor';
import type { RatesProvider } from '../providers/rates/rates-provider';

/**
 * Values in the limits currency keep 18 digits after the point (as the domain's checkLevelLimit
 * compares them), so a crypto movement is never rounded to cents before it is compared.
 */
export const LIMIT_VALUE_SCALE = 18;

/** A movement that did not happen, or whose money went back (a refunded refused payout), counts nothing. */
const NOT_COUNTED_STATUSES = [...VOIDING_STATUSES, 'RESOLVED'];

const EXCHANGE_TYPES: readonly TransactionType[] = ['EXCHANGE', 'AUTOEXCHANGE'];

/** What a movement is, as far as the level's limits care. */
export interface LimitedMovement {
  type: TransactionType;
  currency: string;
  amountMinor: bigint;
  toCurrency?: string | null;
  toAmountMinor?: bigint | null;
  payway?: string | null;
  /** The type of the transaction it is a step of (an exchange's payout), when it has one. */
  parentType?: TransactionType | null;
  /**
   * A provider took a credited deposit back (a chargeback, a bank's recall:
   * money-operations/deposit-reversal.ts): money the person did not send.
   */
  isDepositReversal?: boolean;
}

export interface CountedSide {
  currency: string;
  amountMinor: bigint;
}

/**
 * The directions a movement counts in: its type's (limit-movements.ts), less any direction its
 * parent already counts (an exchange delivered to a card counts its money out once, on the
 * exchange, not again on the payout it orders). Money moved to or from another Ferry profile
 * (payway `balance`, not an exchange) stays inside and counts nothing. A deposit taken back by its
 * provider counts nothing either: the person sent nothing out, and the deposit it undoes keeps
 * counting as money in, as it did arrive.
 */
export function countedDirections(movement: LimitedMovement): LimitDirection[] {
  if (movement.isDepositReversal) return [];
  if (movement.payway === 'balance' && !EXCHANGE_TYPES.includes(movement.type)) return [];
  const parentDirections = movement.parentType ? limitDirectionsOf(movement.parentType) : [];
  return limitDirectionsOf(movement.type).filter((direction) => !parentDirections.includes(direction));
}

/**
 * The side of a movement that counts in `direction`: an exchange counts what was paid in and
 * what was delivered out; any other movement its side in the limits currency when it has one (no
 * rate needed), else the amount it was made for.
 */
export function countedSide(movement: LimitedMovement, direction: LimitDirection): CountedSide | null {
  const paid = { currency: movement.currency, amountMinor: movement.amountMinor };
  const delivered =
    movement.toCurrency && movement.toAmountMinor !== null && movement.toAmountMinor !== undefined
      ? { currency: movement.toCurrency, amountMinor: movement.toAmountMinor }
      : null;
  if (EXCHANGE_TYPES.includes(movement.type)) return direction === 'in' ? paid : delivered;
  if (paid.currency !== LEVEL_LIMITS_CURRENCY && delivered?.currency === LEVEL_LIMITS_CURRENCY)
    return delivered;
  return paid;
}

/** Minor units at LIMIT_VALUE_SCALE of the limits currency, per direction, today and this month. */
export type LevelUsageMinor = Record<LimitDirection, { todayMinor: bigint; thisMonthMinor: bigint }>;

export interface UsageOptions {
  /**
   * A check refuses when a counted currency cannot be priced (a movement must not pass because a
   * rate is missing); a screen counts such a currency as nothing rather than failing to show.
   */
  isStrict: boolean;
}

/**
 * Values amounts in the limits currency at the mid rate of a given moment: each movement at the
 * moment it was made (what it was worth when it moved, which a later rate does not change), a new
 * one at the moment it is checked. One rate per currency and moment is asked for.
 */
export function limitsValuer(rates: RatesProvider, options: UsageOptions) {
  const known = new Map<string, Promise<string | null>>();
  const rateOf = (currency: string, atMs: number) => {
    const key = `${currency}@${atMs}`;
    let rate = known.get(key);
    if (!rate) {
      rate =
        currency === LEVEL_LIMITS_CURRENCY
          ? Promise.resolve('1')
          : rates.price(currency, LEVEL_LIMITS_CURRENCY, atMs, 'mid').catch((error: unknown) => {
              if (!options.isStrict && error instanceof DomainError) return null;
              throw error;
            });
      known.set(key, rate);
    }
    return rate;
  };
  return async (side: CountedSide, atMs: number): Promise<bigint> => {
    const scale = findCurrency(side.currency)?.scale;
    if (scale === undefined) {
      if (options.isStrict)
        throw new DomainError('CONVERT_CURRENCY_UNAVAILABLE', { currency: side.currency });
      return 0n;
    }
    if (side.amountMinor <= 0n) return 0n;
    const rate = await rateOf(side.currency, atMs);
    if (rate === null) return 0n;
    return convertMinorDown(side.amountMinor, { fromScale: scale, toScale: LIMIT_VALUE_SCALE, rate });
  };
}

/** A transaction of the month as the usage counts it (amounts in minor units, as text). */
export interface LevelUsageRow {
  type: string;
  currency: string;
  amount: string;
  paid_amount: string | null;
  to_currency: string | null;
  to_amount: string | null;
  payway: string | null;
  created_at: Date;
  parent_type: string | null;
  is_deposit_reversal: boolean;
  /** When the row last changed, in microseconds since the epoch (a plan's stamp: level-limits.ts). */
  changed_us?: string;
}

/** A movement that did not happen, or whose money went back, by status: what usage leaves out. */
export const USAGE_UNCOUNTED_STATUSES: readonly string[] = NOT_COUNTED_STATUSES;

/**
 * Which rows can count, by what never changes on a row (migration 0076's money_limits_counted,
 * which an index holds): the month's transfers and conversions, however many, are not read.
 * `countedDirections` still decides what each row read counts (its parent's share).
 */
const CAN_COUNT = sql<boolean>`money_limits_counted(t.type, t.payway, t.requisite)`;

/** The month's counted transactions of one profile or several (a card's owner and its card). */
export function usageRows(
  db: Kysely<Schema>,
  profileId: string | readonly (string | RawBuilder<string>)[],
  now: Date,
) {
  const periods = limitPeriodsAt(now);
  return db
    .selectFrom('transactions as t')
    .leftJoin('transactions as parent', 'parent.id', 't.parent_id')
    .select([
      't.type',
      't.currency',
      sql<string>`t.amount::text`.as('amount'),
      sql<string | null>`t.paid_amount::text`.as('paid_amount'),
      't.to_currency',
      sql<string | null>`t.to_amount::text`.as('to_amount'),
      't.payway',
      't.created_at',
      'parent.type as parent_type',
      sql<boolean>`(t.requisite ->> 'reversal_of') IS NOT NULL`.as('is_deposit_reversal'),
      sql<string>`(extract(epoch FROM t.updated_at) * 1000000)::bigint::text`.as('changed_us'),
    ])
    .where((eb) =>
      typeof profileId === 'string'
        ? eb('t.profile_id', '=', profileId)
        : eb('t.profile_id', 'in', [...profileId]),
    )
    .where('t.created_at', '>=', periods.monthStart)
    .where('t.created_at', '<', periods.monthEnd)
    .where(CAN_COUNT)
    .where('t.status', 'not in', NOT_COUNTED_STATUSES);
}

/**
 * The same rows as one JSON value, for a caller that reads them inside a larger statement (the
 * card's decision reads them with its balances); `levelUsageRowsFromJson` reads them back.
 */
export function levelUsageRowsJson(
  db: Kysely<Schema>,
  /** Ids, or columns of the statement the rows are read in. */
  profileIds: readonly (string | RawBuilder<string>)[],
  now: Date,
) {
  return sql<unknown>`(SELECT coalesce(json_agg(u), '[]'::json) FROM (${usageRows(db, profileIds, now)}) u)`;
}

export function levelUsageRowsFromJson(value: unknown): LevelUsageRow[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as (Omit<
    LevelUsageRow,
    'created_at'
  > & { created_at: string })[];
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

/**
 * The one definition of what a profile moved in and out today and this month (UTC), which the
 * money core enforces and the screens show: every transaction of the month not ended without
 * moving money, through `countedDirections` and `countedSide`, at what was paid (a partial payout
 * less than asked), each valued by `limitsValuer` at the moment it was made.
 */
export async function readLevelUsage(
  db: Kysely<Schema>,
  rates: RatesProvider,
  profileId: string,
  now: Date,
  options: UsageOptions,
): Promise<LevelUsageMinor> {
  return valueLevelUsage(rates, await usageRows(db, profileId, now).execute(), now, options);
}

/** What `rows` (the month's counted transactions) add up to, today and this month. */
export async function valueLevelUsage(
  rates: RatesProvider,
  rows: readonly LevelUsageRow[],
  now: Date,
  options: UsageOptions,
): Promise<LevelUsageMinor> {
  const periods = limitPeriodsAt(now);
  const valueIn = limitsValuer(rates, options);
  const usage: LevelUsageMinor = {
    in: { todayMinor: 0n, thisMonthMinor: 0n },
    out: { todayMinor: 0n, thisMonthMinor: 0n },
  };
  for (const row of rows) {
    if (!isTransactionType(row.type)) continue;
    const movement: LimitedMovement = {
      type: row.type,
      currency: row.currency,
      amountMinor: toMinor(row.paid_amount ?? row.amount),
      toCurrency: row.to_currency,
      toAmountMinor: row.to_amount === null ? null : toMinor(row.to_amount),
      payway: row.payway,
      parentType: row.parent_type !== null && isTransactionType(row.parent_type) ? row.parent_type : null,
      isDepositReversal: row.is_deposit_reversal === true,
    };
    const isToday = row.created_at >= periods.dayStart && row.created_at < periods.dayEnd;
    for (const direction of countedDirections(movement)) {
      const side = countedSide(movement, direction);
      if (!side) continue;
      const value = await valueIn(side, row.created_at.getTime());
      usage[direction].thisMonthMinor += value;
      if (isToday) usage[direction].todayMinor += value;
    }
  }
  return usage;
}

export function writeLimitValue(valueMinor: bigint): string {
  return minorToDecimal(valueMinor, LIMIT_VALUE_SCALE);
}
