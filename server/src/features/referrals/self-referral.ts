import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ReferralPorts, RewardRow } from './referral-terms';

/** Normalised payout details (IBAN, crypto address) a person's payouts went to. */
async function payoutDetailsOf(db: Kysely<Schema>, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('transactions')
    .innerJoin('profiles', 'profiles.id', 'transactions.profile_id')
    .select(['transactions.requisite'])
    .where('profiles.user_id', '=', userId)
    .where('transactions.direction', '=', 'PAYOUT')
    .where('transactions.requisite', 'is not', null)
    .execute();
  const details = new Set<string>();
  for (const row of rows) {
    const requisite = row.requisite ?? {};
    for (const key of ['iban', 'address'] as const) {
      const value = requisite[key];
      if (typeof value === 'string' && value.trim() !== '')
        details.add(`${key}:${value.replace(/\s+/g, '').toLowerCase()}`);
    }
  }
  return details;
}

/**
 * Whether the friend is the referrer under another account: the same Telegram id, phone, verified
 * identity document or payout details. Answers the refusal's reason, or null.
 */
export async function selfReferralOf(
  db: Kysely<Schema>,
  ports: ReferralPorts,
  reward: RewardRow,
  friendPerson: string,
): Promise<string | null> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'tg_id', 'phone', 'referrer_tg_id'])
    .where('id', 'in', [reward.referrer_user_id, reward.friend_user_id])
    .execute();
  const referrer = users.find((user) => user.id === reward.referrer_user_id);
  const friend = users.find((user) => user.id === reward.friend_user_id);
  if (!referrer || !friend) return 'account_gone';
  if (friend.tg_id !== null && String(friend.tg_id) === String(referrer.tg_id)) return 'same_telegram_id';
  if (friend.referrer_tg_id !== null && String(friend.referrer_tg_id) === String(friend.tg_id))
    return 'same_telegram_id';
  if (friend.phone !== null && friend.phone === referrer.phone) return 'same_phone';
  const referrerProfiles = await db
    .selectFrom('profiles')
    .select('id')
    .where('user_id', '=', referrer.id)
    .where('kind', '<>', 'card')
    .execute();
  for (const profile of referrerProfiles) {
    if ((await ports.personOf(db, profile.id)) === friendPerson) return 'same_identity';
  }
  // A second account of one friend earns the referrer nothing more than the first did.
  const sameFriend = await db
    .selectFrom('referral_rewards')
    .select('id')
    .where('referrer_user_id', '=', reward.referrer_user_id)
    .where('friend_user_id', '<>', reward.friend_user_id)
    .where('friend_identity', '=', friendPerson)
    .where('kind', '=', reward.kind)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (reward.kind === 'REF_DEPOSIT' && sameFriend) return 'identity_already_rewarded';
  const [referrerDetails, friendDetails] = await Promise.all([
    payoutDetailsOf(db, referrer.id),
    payoutDetailsOf(db, friend.id),
  ]);
  for (const detail of friendDetails) if (referrerDetails.has(detail)) return 'same_payout_details';
  return null;
}
