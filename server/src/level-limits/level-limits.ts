import {
  checkLevelLimit,
  DomainError,
  isTransactionType,
  type LimitDirection,
  limitPeriodsAt,
  type PeriodUsage,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { LimitsStamp } from '../http/idempotency-one-call';
import type { RatesProvider } from '../providers/rates/rates-provider';
import type { LevelSource } from './level-source-port';
import {
  countedDirections,
  countedSide,
  type LevelUsageMinor,
  type LevelUsageRow,
  type LimitedMovement,
  limitsValuer,
  readLevelUsage,
  USAGE_UNCOUNTED_STATUSES,
  usageRows,
  valueLevelUsage,
  writeLimitValue,
} from './level-usage';

export interface LevelLimitsDeps {
  rates: RatesProvider;
  levelSource: LevelSource;
  nowMs: () => number;
}

/** A movement about to be made for a profile; `parentId` names the transaction it is a step of. */
export interface MovementToCheck extends Omit<LimitedMovement, 'parentType'> {
  profileId: string;
  parentId?: string | null;
}

/**
 * Serialises the movements a profile's limits count: until the caller's transaction ends, no
 * other movement of the profile can sum its usage, so two movements cannot both fit under a limit
 * only one of them fits. The same row lock serialises a profile's payouts (their catalogue caps).
 */
export async function lockProfileForLimits(trx: Kysely<Schema>, profileId: string): Promise<void> {
  await trx.selectFrom('profiles').select('id').where('id', '=', profileId).forUpdate().executeTakeFirst();
}

/**
 * The money core's one check of a movement against the profile's verification level: the daily
 * and monthly limits in each direction the movement counts in (level-usage.ts), in the caller's
 * transaction and under the profile's lock, so that what it allows is what is then written.
 */
export function createLevelLimits(deps: LevelLimitsDeps) {
  return {
    /** USER_BLOCKED with the reason when the profile's money out is held (a late RED, a rejection). */
    async ensureNotHeld(trx: Kysely<Schema>, profileId: string): Promise<void> {
      const hold = await deps.levelSource.holdOf(trx, profileId);
      if (hold)
        throw new DomainError('USER_BLOCKED', { reason: 'verification_hold', reason_code: hold.reasonCode });
    },

    /** What the profile moved this UTC day and month, as the screens show it. */
    usage(db: Kysely<Schema>, profileId: string, now: Date): Promise<LevelUsageMinor> {
      return readLevelUsage(db, deps.rates, profileId, now, { isStrict: false });
    },

    /**
     * DAILY_LIMIT_EXCEEDED / PAYIN_MAX_ADMIN_LIMIT_VIOLATION (in) or PAYOUT_DAILY_LIMIT_VIOLATION
     * / PAYOUT_MONTHLY_LIMIT_VIOLATION (out) when the movement does not fit what the profile's
     * level still lets through; reaching a limit exactly passes. Takes the profile's lock first,
     * whatever the movement counts.
     */
    async enforce(trx: Kysely<Schema>, movement: MovementToCheck): Promise<void> {
      // Locked even when nothing counts (a conversion), so that every money operation takes the
      // profile's lock before the ledger's rows, in one order, and two of them never wait on each
      // other the other way round.
      await lockProfileForLimits(trx, movement.profileId);
      await check(trx, movement);
    },

    /**
     * The same check for a movement planned for one database call, read without the profile's
     * lock: the stamp of the month's counted rows it read, which money_apply compares under the
     * lock (`limits`); a row added or changed since makes the plan stale, and the operation runs
     * again on the transaction path (`enforce`). Null when nothing counts.
     */
    async planned(db: Kysely<Schema>, movement: MovementToCheck): Promise<LimitsStamp | null> {
      return check(db, movement);
    },
  };

  /** The refusal when the movement does not fit, else the stamp of what was read (null: nothing counts). */
  async function check(db: Kysely<Schema>, movement: MovementToCheck): Promise<LimitsStamp | null> {
    const parentType = movement.parentId ? await typeOf(db, movement.parentId) : null;
    const limited: LimitedMovement = { ...movement, parentType };
    const directions = countedDirections(limited);
    if (directions.length === 0) return null;
    const now = new Date(deps.nowMs());
    const level = await deps.levelSource.levelOf(db, movement.profileId);
    const rows = await usageRows(db, movement.profileId, now).execute();
    const usage = await valueLevelUsage(deps.rates, rows, now, { isStrict: true });
    const valueIn = limitsValuer(deps.rates, { isStrict: true });
    for (const direction of directions) {
      const side = countedSide(limited, direction);
      if (!side) continue;
      const check = checkLevelLimit({
        level,
        direction,
        used: periodUsage(usage, direction),
        amount: writeLimitValue(await valueIn(side, now.getTime())),
      });
      if (check.isAllowed) continue;
      const { refusal } = check;
      throw new DomainError(refusal.code, {
        limit_kind: 'verification_level',
        level,
        direction,
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
    return stampOf(movement.profileId, rows, now);
  }
}

export type LevelLimits = ReturnType<typeof createLevelLimits>;

function stampOf(profileId: string, rows: readonly LevelUsageRow[], now: Date): LimitsStamp {
  const periods = limitPeriodsAt(now);
  let last: bigint | null = null;
  for (const row of rows) {
    const changed = BigInt(row.changed_us ?? '0');
    if (last === null || changed > last) last = changed;
  }
  return {
    profileId,
    monthStart: periods.monthStart,
    monthEnd: periods.monthEnd,
    uncountedStatuses: USAGE_UNCOUNTED_STATUSES,
    count: rows.length,
    lastChangedUs: last === null ? null : last.toString(),
  };
}

function periodUsage(usage: LevelUsageMinor, direction: LimitDirection): PeriodUsage {
  return {
    today: writeLimitValue(usage[direction].todayMinor),
    thisMonth: writeLimitValue(usage[direction].thisMonthMinor),
  };
}

async function typeOf(trx: Kysely<Schema>, transactionId: string) {
  const row = await trx
    .selectFrom('transactions')
    .select('type')
    .where('id', '=', transactionId)
    .executeTakeFirst();
  return row && isTransactionType(row.type) ? row.type : null;
}
