import {
  checkInDay,
  checkInPointsFor,
  DomainError,
  type FarmTask,
  farmConversion,
  isFarmTask,
  localDayOf,
  nextLocalDayStartMs,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { available, house } from '../../ledger/ledger-types';
import type { Transactions } from '../../money-operations/transactions.service';
import { farmRepo } from './farm.repo';
import { doneTasks, type FarmDeps, isIdentityVerified } from './farm-view';

/** A farm may take a new zone from the client this long after the last one (travel, not hopping). */
const ZONE_CHANGE_INTERVAL_MS = 7 * 86_400_000;

/** The house account every promotion pays from (the frens rewards too). */
export const promotionsAccount = (currency: string) => house('fees', currency, 'promotions');

export interface FarmServiceDeps extends FarmDeps {
  ledger: Ledger;
  transactions: Transactions;
}

/** The member row, locked, made on first use; its zone moves to the client's at most once a week. */
async function lockMember(
  deps: FarmDeps,
  trx: Kysely<Schema>,
  userId: string,
  clientTimeZone: string | undefined,
) {
  const now = new Date(deps.nowMs());
  await farmRepo.ensureMember(trx, userId, clientTimeZone ?? 'UTC', now);
  const member = await farmRepo.findMember(trx, userId, true);
  if (!member) throw new Error('The farm member row vanished inside its transaction');
  const isZoneDue = now.getTime() - member.time_zone_set_at.getTime() >= ZONE_CHANGE_INTERVAL_MS;
  if (clientTimeZone && clientTimeZone !== member.time_zone && isZoneDue) {
    await trx
      .updateTable('farm_members')
      .set({ time_zone: clientTimeZone, time_zone_set_at: now })
      .where('user_id', '=', userId)
      .execute();
    return { ...member, time_zone: clientTimeZone };
  }
  return member;
}

async function addPoints(trx: Kysely<Schema>, userId: string, points: number) {
  await trx
    .updateTable('farm_members')
    .set((eb) => ({ points: eb('points', '+', points) }))
    .where('user_id', '=', userId)
    .execute();
}

/** Today's check-in; a second one the same local day is DAILY_LIMIT_EXCEEDED with the wait. */
export async function checkIn(deps: FarmServiceDeps, trx: Kysely<Schema>, userId: string, timeZone: string) {
  const member = await lockMember(deps, trx, userId, timeZone);
  const nowMs = deps.nowMs();
  const lastRow = await farmRepo.lastCheckIn(trx, userId);
  const last = lastRow ? { atMs: lastRow.checked_at.getTime(), streak: lastRow.streak } : null;
  const day = checkInDay({ atMs: nowMs, timeZone: member.time_zone, last });
  if (day.kind === 'alreadyToday')
    throw new DomainError('DAILY_LIMIT_EXCEEDED', {
      message_key: 'farm.refusal.alreadyCheckedIn',
      next_check_in_at: new Date(day.nextAtMs).toISOString(),
      retry_after_seconds: secondsUntil(day.nextAtMs, nowMs),
    });
  const points = checkInPointsFor(day.streak, deps.rules);
  await trx
    .insertInto('farm_check_ins')
    .values({
      user_id: userId,
      local_day: localDayOf(nowMs, member.time_zone),
      time_zone: member.time_zone,
      streak: day.streak,
      points,
      checked_at: new Date(nowMs),
    })
    .execute();
  await addPoints(trx, userId, points);
  return { streak: day.streak, points };
}

/** A done task's points, once per farm. */
export async function claimTask(deps: FarmServiceDeps, trx: Kysely<Schema>, userId: string, task: string) {
  if (!isFarmTask(task)) throw new DomainError('NOT_FOUND', { field: 'task' });
  await lockMember(deps, trx, userId, undefined);
  const claimed = await farmRepo.claimedTasks(trx, userId);
  if (claimed.some((row) => row.task === task))
    throw new DomainError('CONFLICT_ERROR', { message_key: 'farm.refusal.taskClaimed', task });
  if (!(await doneTasks(deps, trx, userId)).has(task as FarmTask))
    throw new DomainError('CONFLICT_ERROR', { message_key: 'farm.refusal.taskNotDone', task });
  const points = deps.rules.taskPoints[task];
  await trx
    .insertInto('farm_task_claims')
    .values({ user_id: userId, task, points, claimed_at: new Date(deps.nowMs()) })
    .execute();
  await addPoints(trx, userId, points);
  return { points };
}

/**
 * The points into the profile's balance: an identity-verified user, one farm per verified person
 * (the first farm to convert takes the person), within today's and the total cap. The money comes
 * from the promotions house account as one FARM_REWARD transaction and one ledger transfer.
 */
export async function convertPoints(
  deps: FarmServiceDeps,
  trx: Kysely<Schema>,
  userId: string,
  profileId: string,
) {
  const member = await lockMember(deps, trx, userId, undefined);
  if (!isIdentityVerified(await deps.levelOf(trx, profileId)))
    throw new DomainError('ACCESS_DENIED', { message_key: 'farm.refusal.verificationRequired' });
  const personKey = await deps.personKeyOf(trx, profileId);
  if (!personKey)
    throw new DomainError('ACCESS_DENIED', { message_key: 'farm.refusal.verificationRequired' });
  if (member.identity_key !== personKey) {
    const holder = await farmRepo.findMemberByIdentity(trx, personKey);
    if (holder && holder.user_id !== userId)
      throw new DomainError('ACCESS_DENIED', { message_key: 'farm.refusal.identityTaken' });
    await trx
      .updateTable('farm_members')
      .set({ identity_key: personKey })
      .where('user_id', '=', userId)
      .execute();
  }
  const nowMs = deps.nowMs();
  const localDay = localDayOf(nowMs, member.time_zone);
  const converted = await farmRepo.convertedMinor(trx, userId, localDay);
  const conversion = farmConversion({
    points: member.points,
    convertedTodayMinor: converted.todayMinor,
    convertedTotalMinor: converted.totalMinor,
    rules: deps.rules,
  });
  if (conversion.amountMinor <= 0n)
    throw refusalOf(conversion.limitedBy, nextLocalDayStartMs(nowMs, member.time_zone), nowMs);
  const { currency } = deps.rules;
  const transaction = await deps.transactions.create(trx, {
    profileId,
    type: 'FARM_REWARD',
    status: 'DONE',
    amountMinor: conversion.amountMinor,
    currency,
    requisite: { farm_points: conversion.pointsSpent },
  });
  await deps.ledger.post(trx, [
    {
      id: crypto.randomUUID(),
      kind: 'farm_reward',
      transactionId: transaction.id,
      debit: promotionsAccount(currency),
      credit: available(profileId, currency),
      amountMinor: conversion.amountMinor,
    },
  ]);
  await trx
    .insertInto('farm_conversions')
    .values({
      user_id: userId,
      profile_id: profileId,
      local_day: localDay,
      points: conversion.pointsSpent,
      currency,
      amount: conversion.amountMinor.toString(),
      transaction_id: transaction.id,
      created_at: new Date(nowMs),
    })
    .execute();
  await addPoints(trx, userId, -conversion.pointsSpent);
  return { transaction, pointsSpent: conversion.pointsSpent };
}

/** Whole seconds to wait, at least one, so a client told to retry never retries at once. */
function secondsUntil(atMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((atMs - nowMs) / 1000));
}

/** The daily cap opens again at the next local day, the wait the refusal names. */
function refusalOf(limit: string, nextDayMs: number, nowMs: number): DomainError {
  if (limit === 'daily')
    return new DomainError('DAILY_LIMIT_EXCEEDED', {
      message_key: 'farm.refusal.dailyCapReached',
      next_conversion_at: new Date(nextDayMs).toISOString(),
      retry_after_seconds: secondsUntil(nextDayMs, nowMs),
    });
  if (limit === 'total')
    return new DomainError('CONFLICT_ERROR', { message_key: 'farm.refusal.totalCapReached' });
  return new DomainError('CONFLICT_ERROR', { message_key: 'farm.refusal.noPoints' });
}
