import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import { toMinor } from '../../ledger/minor';
import {
  CONVERT_TYPES,
  DEPOSIT_TYPES,
  minorOfBonus,
  PAGE_SIZE,
  perMillionOf,
  type ReferralEngineContext,
  SHARE_PRECISION,
  shareOfFee,
} from './referral-terms';
import type { ReferralRewardKind } from './referrals.schema';

async function recordReward(
  db: Kysely<Schema>,
  input: {
    kind: ReferralRewardKind;
    referrerUserId: string;
    friendUserId: string;
    sourceId: string;
    sourceAmount: bigint;
    sourceCurrency: string;
    amountMinor: bigint;
    currency: string;
    now: Date;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('referral_rewards')
    .values({
      kind: input.kind,
      referrer_user_id: input.referrerUserId,
      friend_user_id: input.friendUserId,
      source_transaction_id: input.sourceId,
      source_amount: input.sourceAmount,
      source_currency: input.sourceCurrency,
      amount: input.amountMinor,
      currency: input.currency,
      refusal_reason: null,
      friend_identity: null,
      reward_transaction_id: null,
      clawback_transaction_id: null,
      created_at: input.now,
      settled_at: null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? 1 : 0;
}

/**
 * The DONE transactions of invited friends, each with its friend and referrer (neither deleted,
 * never one person): what both kinds of reward are looked for in.
 */
function friendsDoneTransactions(db: Kysely<Schema>) {
  return db
    .selectFrom('users as friend')
    .innerJoin('users as referrer', 'referrer.tg_id', 'friend.referrer_tg_id')
    .innerJoin('profiles', 'profiles.user_id', 'friend.id')
    .innerJoin('transactions', 'transactions.profile_id', 'profiles.id')
    .select([
      'friend.id as friend_id',
      'referrer.id as referrer_id',
      'transactions.id as source_id',
      'transactions.amount',
      'transactions.currency',
    ])
    .where('friend.referrer_tg_id', 'is not', null)
    .where('friend.status', '<>', 'deleted')
    .where('referrer.status', '<>', 'deleted')
    .whereRef('referrer.id', '<>', 'friend.id')
    .where('transactions.status', '=', 'DONE');
}

/**
 * Finds friends' qualifying transactions (DONE) and records one pending reward for each: a
 * friend's first credited deposit (REF_DEPOSIT) and each exchange or conversion with a fee inside
 * the months after they joined (REF_CONVERT). `referral_rewards_once` makes a second pass, or a
 * second server, record nothing new. Answers how many it recorded.
 */
export async function qualifyRewards(ctx: ReferralEngineContext): Promise<number> {
  const { settings } = ctx;
  const now = new Date(ctx.nowMs());
  let found = 0;
  const bonusMinor = minorOfBonus(settings);
  if (bonusMinor !== null && bonusMinor > 0n) {
    // A friend's first credited deposit, for friends whose deposit bonus is not already standing.
    const deposits = await friendsDoneTransactions(ctx.db)
      .distinctOn('friend.id')
      .where('transactions.type', 'in', DEPOSIT_TYPES)
      .where('transactions.payway', 'is distinct from', 'balance')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('referral_rewards')
              .select('referral_rewards.id')
              .where('referral_rewards.kind', '=', 'REF_DEPOSIT')
              .where(({ or, eb }) =>
                or([
                  eb('referral_rewards.source_transaction_id', '=', eb.ref('transactions.id')),
                  eb.and([
                    eb('referral_rewards.friend_user_id', '=', eb.ref('friend.id')),
                    eb('referral_rewards.status', 'in', ['pending', 'paid', 'refused']),
                  ]),
                ]),
              ),
          ),
        ),
      )
      .orderBy('friend.id')
      .orderBy('transactions.created_at')
      .orderBy('transactions.id')
      .limit(PAGE_SIZE)
      .execute();
    for (const row of deposits) {
      found += await recordReward(ctx.db, {
        kind: 'REF_DEPOSIT',
        referrerUserId: row.referrer_id,
        friendUserId: row.friend_id,
        sourceId: row.source_id,
        sourceAmount: toMinor(row.amount),
        sourceCurrency: row.currency,
        amountMinor: bonusMinor,
        currency: settings.bonusCurrency,
        now,
      });
    }
  }
  if (settings.convertShare > 0 && settings.convertMonths > 0) {
    const converts = await friendsDoneTransactions(ctx.db)
      .select(['transactions.fee', 'transactions.fee_currency'])
      .where('transactions.type', 'in', CONVERT_TYPES)
      .where('transactions.fee', '>', '0')
      // A share that rounds to nothing is never recorded: leave it out here, or it would come back each pass.
      .where(
        sql<boolean>`transactions.fee * ${perMillionOf(settings.convertShare).toString()}::numeric >= ${SHARE_PRECISION.toString()}::numeric`,
      )
      .where(
        sql<boolean>`transactions.created_at < friend.created_at + make_interval(months => ${settings.convertMonths}::int)`,
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('referral_rewards')
              .select('referral_rewards.id')
              .where('referral_rewards.kind', '=', 'REF_CONVERT')
              .whereRef('referral_rewards.source_transaction_id', '=', 'transactions.id'),
          ),
        ),
      )
      .orderBy('transactions.created_at')
      .limit(PAGE_SIZE)
      .execute();
    for (const row of converts) {
      const amountMinor = shareOfFee(toMinor(row.fee), settings.convertShare);
      if (amountMinor <= 0n) continue;
      found += await recordReward(ctx.db, {
        kind: 'REF_CONVERT',
        referrerUserId: row.referrer_id,
        friendUserId: row.friend_id,
        sourceId: row.source_id,
        sourceAmount: toMinor(row.amount),
        sourceCurrency: row.currency,
        amountMinor,
        currency: row.fee_currency ?? row.currency,
        now,
      });
    }
  }
  return found;
}
