import type { Farm } from '@ferry/shared/contracts';
import {
  checkInDay,
  checkInPointsFor,
  currentStreak,
  FARM_TASKS,
  type FarmRules,
  type FarmTask,
  farmConversion,
  farmCurrencyScale,
  localDayOf,
  minorToDecimal,
  pointsValueMinor,
  VERIFICATION_LEVELS,
  type VerificationLevel,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { farmRepo } from './farm.repo';
import type { FarmPorts } from './farm-ports';

export interface FarmDeps extends FarmPorts {
  rules: FarmRules;
  nowMs: () => number;
}

/** Converting needs this level or above: the first with a completed identity check. */
export function isIdentityVerified(level: VerificationLevel): boolean {
  return VERIFICATION_LEVELS.indexOf(level) >= VERIFICATION_LEVELS.indexOf('verified');
}

/** Whether the data shows each task done (claimed or not). */
export async function doneTasks(deps: FarmDeps, db: Kysely<Schema>, userId: string): Promise<Set<FarmTask>> {
  const done = new Set<FarmTask>();
  if (await farmRepo.hasDoneTransaction(db, userId, 'firstDeposit')) done.add('firstDeposit');
  if (await farmRepo.hasDoneTransaction(db, userId, 'firstExchange')) done.add('firstExchange');
  if (await deps.hasUsedTonWallet(db, userId)) done.add('tonWallet');
  if (await hasVerifiedFriend(deps, db, userId)) done.add('friendVerified');
  return done;
}

/** An invited friend whose identity is verified and is not the user's own person (a second account). */
async function hasVerifiedFriend(deps: FarmDeps, db: Kysely<Schema>, userId: string): Promise<boolean> {
  const friends = await farmRepo.invitedProfiles(db, userId);
  if (friends.length === 0) return false;
  const ownProfile = await farmRepo.defaultProfileId(db, userId);
  const ownKey = ownProfile ? await deps.personKeyOf(db, ownProfile) : null;
  for (const profileId of friends) {
    if (!isIdentityVerified(await deps.levelOf(db, profileId))) continue;
    const friendKey = await deps.personKeyOf(db, profileId);
    if (friendKey !== null && friendKey === ownKey) continue;
    return true;
  }
  return false;
}

/** The farm as the screen shows it, in the member's zone (or the client's, before the first check-in). */
export async function viewFarm(
  deps: FarmDeps,
  db: Kysely<Schema>,
  userId: string,
  clientTimeZone: string | undefined,
): Promise<Farm> {
  const { rules } = deps;
  const nowMs = deps.nowMs();
  const member = await farmRepo.findMember(db, userId);
  const timeZone = member?.time_zone ?? clientTimeZone ?? 'UTC';
  const points = member?.points ?? 0;
  const lastRow = await farmRepo.lastCheckIn(db, userId);
  const last = lastRow ? { atMs: lastRow.checked_at.getTime(), streak: lastRow.streak } : null;
  const day = checkInDay({ atMs: nowMs, timeZone, last });
  const streak = currentStreak({ atMs: nowMs, timeZone, last });
  const nextStreak = day.kind === 'allowed' ? day.streak : streak + 1;
  const converted = await farmRepo.convertedMinor(db, userId, localDayOf(nowMs, timeZone));
  const conversion = farmConversion({
    points,
    convertedTodayMinor: converted.todayMinor,
    convertedTotalMinor: converted.totalMinor,
    rules,
  });
  const claimed = new Set((await farmRepo.claimedTasks(db, userId)).map((row) => row.task));
  const done = await doneTasks(deps, db, userId);
  const profileId = await farmRepo.defaultProfileId(db, userId);
  const level = profileId ? await deps.levelOf(db, profileId) : 'starter';
  const personKey = profileId ? await deps.personKeyOf(db, profileId) : null;
  const holder = personKey ? await farmRepo.findMemberByIdentity(db, personKey) : undefined;
  const scale = farmCurrencyScale(rules);
  const decimal = (minor: bigint) => minorToDecimal(minor, scale);
  return {
    rules: {
      currency: rules.currency,
      points_per_unit: rules.pointsPerUnit,
      daily_cap: rules.dailyCap,
      total_cap: rules.totalCap,
      check_in_points: rules.checkInPoints,
      streak_step_points: rules.streakStepPoints,
      streak_max_days: rules.streakMaxDays,
      task_points: { ...rules.taskPoints },
    },
    time_zone: timeZone,
    points,
    points_value: decimal(pointsValueMinor(points, rules)),
    convertible: decimal(conversion.amountMinor),
    converted_today: decimal(converted.todayMinor),
    converted_total: decimal(converted.totalMinor),
    check_in: {
      streak,
      is_done_today: day.kind === 'alreadyToday',
      next_points: checkInPointsFor(nextStreak, rules),
      next_at: day.kind === 'alreadyToday' ? new Date(day.nextAtMs).toISOString() : null,
      seconds_left:
        day.kind === 'alreadyToday' ? Math.max(0, Math.ceil((day.nextAtMs - nowMs) / 1000)) : null,
    },
    tasks: FARM_TASKS.map((task) => ({
      task,
      points: rules.taskPoints[task],
      status: claimed.has(task) ? 'claimed' : done.has(task) ? 'ready' : 'todo',
    })),
    conversion: {
      is_verification_required: !isIdentityVerified(level),
      is_identity_taken: holder !== undefined && holder.user_id !== userId,
    },
  };
}
