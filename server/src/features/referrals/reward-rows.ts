import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
import type { RewardRow } from './referral-terms';

/** A reward's row under its lock: one pass at a time settles it, so one pays once. */
export function lockReward(trx: Kysely<Schema>, id: string) {
  return trx.selectFrom('referral_rewards').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markReward(trx: Kysely<Schema>, id: string, changes: Partial<Omit<RewardRow, 'id'>>) {
  await trx.updateTable('referral_rewards').set(changes).where('id', '=', id).execute();
}

/** The profile a user's rewards are paid to and taken back from: their first. */
export async function defaultProfileOf(
  ctx: Pick<ModuleContext, 'users'>,
  trx: Kysely<Schema>,
  userId: string,
) {
  return (await ctx.users.profileIds(userId, trx))[0];
}
