import {
  checkLevelLimit,
  convertMinorDown,
  DomainError,
  LEVEL_LIMITS_CURRENCY,
  limitDirectionsOf,
  limitPeriodsAt,
  minorToDecimal,
} from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Catalogue } from '../../catalogue-model/catalogue-types';
import type { Schema } from '../../db/schema';
import { toMinor } from '../../ledger/minor';
import type { RatesProvider } from '../../providers/rates/rates-provider';
import type { LevelSource } from './level-source-port';
import { countedPayouts, PAYOUT_ORDER_TYPES, paidAmount } from './payout-caps';

/**
 * Digits after the point of a EUR value: checkLevelLimit compares at 18 digits, so a payout in a
 * crypto currency is not rounded to cents before it is compared.
 */
const VALUE_SCALE = 18;

/** The payout kinds the level's money-out limits count (all of them today; the table decides). */
const LEVEL_COUNTED_TYPES = PAYOUT_ORDER_TYPES.filter((type) => limitDirectionsOf(type).includes('out'));

export interface PayoutLevelDeps {
  catalogue: Catalogue;
  rates: RatesProvider;
  levelSource: LevelSource;
}

export interface PayoutLevelRequest {
  profileId: string;
  currency: string;
  amountMinor: bigint;
  now: Date;
}

/** USER_BLOCKED with the reason when the profile's money out is held (a late RED, a rejection). */
export async function ensurePayoutNotHeld(
  trx: Kysely<Schema>,
  levelSource: LevelSource,
  profileId: string,
): Promise<void> {
  const hold = await levelSource.holdOf(trx, profileId);
  if (hold)
    throw new DomainError('USER_BLOCKED', { reason: 'verification_hold', reason_code: hold.reasonCode });
}

/**
 * PAYOUT_DAILY_LIMIT_VIOLATION / PAYOUT_MONTHLY_LIMIT_VIOLATION when `amountMinor` does not fit
 * what the profile's level still lets out this UTC day and month. Every counted payout is valued
 * in EUR at the mid rate of the check (docs/decisions.md, "Level limits in the money core"). The
 * caller holds the profile's payout lock, so no other payout of the profile is summed meanwhile.
 */
export async function checkPayoutLevelLimit(
  trx: Kysely<Schema>,
  deps: PayoutLevelDeps,
  request: PayoutLevelRequest,
): Promise<void> {
  const level = await deps.levelSource.levelOf(trx, request.profileId);
  const inEur = eurValuer(trx, deps, request.now.getTime());
  let todayMinor = 0n;
  let thisMonthMinor = 0n;
  for (const row of await usageByCurrency(trx, request.profileId, request.now)) {
    todayMinor += await inEur(row.currency, toMinor(row.day));
    thisMonthMinor += await inEur(row.currency, toMinor(row.month));
  }
  const check = checkLevelLimit({
    level,
    direction: 'out',
    used: { today: write(todayMinor), thisMonth: write(thisMonthMinor) },
    amount: write(await inEur(request.currency, request.amountMinor)),
  });
  if (check.isAllowed) return;
  const { refusal } = check;
  throw new DomainError(refusal.code, {
    limit_kind: 'verification_level',
    level,
    period: refusal.period,
    currency: refusal.currency,
    limit: refusal.limit,
    used: refusal.used,
    left: refusal.left,
    amount: refusal.amount,
    message_key: refusal.message.key,
    message_params: refusal.message.params,
  });
}

/** The profile's counted payouts of the UTC month that holds `now`, per currency, day and month. */
function usageByCurrency(trx: Kysely<Schema>, profileId: string, now: Date) {
  const { dayStart, dayEnd, monthStart, monthEnd } = limitPeriodsAt(now);
  const isToday = sql<boolean>`created_at >= ${dayStart} AND created_at < ${dayEnd}`;
  return countedPayouts(trx, profileId)
    .where('type', 'in', LEVEL_COUNTED_TYPES)
    .where('created_at', '>=', monthStart)
    .where('created_at', '<', monthEnd)
    .select([
      'currency',
      sql<string>`coalesce(sum(${paidAmount}) FILTER (WHERE ${isToday}), 0)::text`.as('day'),
      sql<string>`coalesce(sum(${paidAmount}), 0)::text`.as('month'),
    ])
    .groupBy('currency')
    .execute();
}

/** Minor units of a currency as EUR at VALUE_SCALE, at one mid rate per currency for the check. */
function eurValuer(trx: Kysely<Schema>, deps: PayoutLevelDeps, atMs: number) {
  const legs = new Map<string, Promise<{ fromScale: number; rate: string }>>();
  const legsOf = async (currency: string) => {
    const info = await deps.catalogue.currency(trx, currency);
    if (!info) throw new RangeError(`A payout in ${currency}, which the catalogue does not know`);
    const rate =
      currency === LEVEL_LIMITS_CURRENCY
        ? '1'
        : await deps.rates.price(currency, LEVEL_LIMITS_CURRENCY, atMs, 'mid');
    return { fromScale: info.scale, rate };
  };
  return async (currency: string, amountMinor: bigint): Promise<bigint> => {
    let known = legs.get(currency);
    if (!known) {
      known = legsOf(currency);
      legs.set(currency, known);
    }
    return convertMinorDown(amountMinor, { ...(await known), toScale: VALUE_SCALE });
  };
}

function write(valueMinor: bigint): string {
  return minorToDecimal(valueMinor, VALUE_SCALE);
}
