import type { FarmTask } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';

/** Transaction types that bring money in from outside, and those that exchange or convert. */
const DEPOSIT_TYPES = ['PAYIN', 'UDEPOSIT', 'AUTOPAYIN', 'PAYIN_CONVERT', 'AUTOPAYIN_CONVERT'] as const;
const EXCHANGE_TYPES = ['EXCHANGE', 'AUTOEXCHANGE', 'CONVERT', 'UCONVERT'] as const;

/** The farm's rows, and the facts about the user it reads from the core's tables. */
export const farmRepo = {
  findMember(db: Kysely<Schema>, userId: string, forUpdate = false) {
    const query = db.selectFrom('farm_members').selectAll().where('user_id', '=', userId);
    return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  },

  async ensureMember(db: Kysely<Schema>, userId: string, timeZone: string, now: Date) {
    await db
      .insertInto('farm_members')
      .values({ user_id: userId, time_zone: timeZone, time_zone_set_at: now, created_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  },

  findMemberByIdentity(db: Kysely<Schema>, identityKey: string) {
    return db
      .selectFrom('farm_members')
      .select('user_id')
      .where('identity_key', '=', identityKey)
      .executeTakeFirst();
  },

  lastCheckIn(db: Kysely<Schema>, userId: string) {
    return db
      .selectFrom('farm_check_ins')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('checked_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  claimedTasks(db: Kysely<Schema>, userId: string) {
    return db.selectFrom('farm_task_claims').selectAll().where('user_id', '=', userId).execute();
  },

  /** Minor units converted on `localDay` and in all. */
  async convertedMinor(db: Kysely<Schema>, userId: string, localDay: string) {
    const row = await db
      .selectFrom('farm_conversions')
      .select([
        sql<string>`coalesce(sum(amount) filter (where local_day = ${localDay}), 0)::text`.as('today'),
        sql<string>`coalesce(sum(amount), 0)::text`.as('total'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { todayMinor: BigInt(row.today), totalMinor: BigInt(row.total) };
  },

  defaultProfileId(db: Kysely<Schema>, userId: string) {
    return db
      .selectFrom('profiles')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .executeTakeFirst()
      .then((row) => row?.id ?? null);
  },

  /** A DONE transaction of one of the types on any money profile of the user. */
  async hasDoneTransaction(
    db: Kysely<Schema>,
    userId: string,
    task: Extract<FarmTask, 'firstDeposit' | 'firstExchange'>,
  ) {
    const types = task === 'firstDeposit' ? DEPOSIT_TYPES : EXCHANGE_TYPES;
    const row = await db
      .selectFrom('transactions')
      .innerJoin('profiles', 'profiles.id', 'transactions.profile_id')
      .select('transactions.id')
      .where('profiles.user_id', '=', userId)
      .where('transactions.type', 'in', [...types])
      .where('transactions.status', '=', 'DONE')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The default profiles of the active users who came by this user's referral link (first 50). */
  async invitedProfiles(db: Kysely<Schema>, userId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('users as me')
      .innerJoin('users as friend', 'friend.referrer_tg_id', 'me.tg_id')
      .innerJoin('profiles', (join) =>
        join.onRef('profiles.user_id', '=', 'friend.id').on('profiles.is_default', '=', true),
      )
      .select('profiles.id')
      .where('me.id', '=', userId)
      .where('friend.id', '<>', userId)
      .where('friend.status', '=', 'active')
      .orderBy('friend.created_at')
      .limit(50)
      .execute();
    return rows.map((row) => row.id);
  },
};
