import { randomUUID } from 'node:crypto';
import {
  decimalToMinor,
  findCurrency,
  isDomainError,
  type TransactionType,
  VERIFICATION_LEVELS,
  type VerificationLevel,
} from '@ferry/shared/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { ReferralSettings } from '../../config/referral-settings';
import type { Schema } from '../../db/schema';
import { available, house } from '../../ledger/ledger-types';
import { toMinor } from '../../ledger/minor';
import { lockProfileForLimits } from '../../level-limits/level-limits';
import type { ModuleContext } from '../../module-context/module-context';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import type { BackgroundWorker } from '../../workers/background-worker';
import type { ReferralRewardKind, ReferralRewardsTable } from './referrals.schema';

/** The house account every promotion is paid from (the farm's rewards too): docs/decisions.md. */
export const PROMOTIONS_ACCOUNT = 'promotions';

/** A friend's deposit: money that came into Ferry from outside (not a transfer from another user). */
export const DEPOSIT_TYPES: readonly TransactionType[] = [
  'PAYIN',
  'UDEPOSIT',
  'AUTOPAYIN',
  'PAYIN_CONVERT',
  'AUTOPAYIN_CONVERT',
];

/** A friend's exchange or conversion: Ferry's fee on it pays REF_CONVERT's share. */
export const CONVERT_TYPES: readonly TransactionType[] = [
  'EXCHANGE',
  'CONVERT',
  'UCONVERT',
  'PAYIN_CONVERT',
  'AUTOPAYIN_CONVERT',
  'AUTOEXCHANGE',
];

/** The level a friend's identity counts as verified at (its IDENTITY step done). */
export const VERIFIED_LEVEL: VerificationLevel = 'verified';

/**
 * What the referrals feature asks of verification, filled by the composition root
 * (compose-referral-ports.ts): the friend's level, and the person their identity document shows,
 * as one comparable key (null until the document is read).
 */
export interface ReferralPorts {
  levelOf(db: Kysely<Schema>, profileId: string): Promise<VerificationLevel>;
  personOf(db: Kysely<Schema>, profileId: string): Promise<string | null>;
}

export type RewardRow = Selectable<ReferralRewardsTable>;

const PAGE_SIZE = 100;
const SHARE_PRECISION = 1_000_000n;

function minorOfBonus(settings: ReferralSettings): bigint | null {
  const currency = findCurrency(settings.bonusCurrency);
  if (!currency) return null;
  return decimalToMinor(settings.depositBonus, currency.scale);
}

function perMillionOf(share: number): bigint {
  return BigInt(Math.round(share * Number(SHARE_PRECISION)));
}

/** The referrer's share of a fee, rounded down to the fee currency's minor unit. */
export function shareOfFee(feeMinor: bigint, share: number): bigint {
  return (feeMinor * perMillionOf(share)) / SHARE_PRECISION;
}

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
async function selfReferralOf(
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

/** The source was refunded: a reversal linked to it (money-operations/deposit-reversal.ts) stands. */
function isReversed(db: Kysely<Schema>, sourceId: string) {
  return db
    .selectFrom('transactions')
    .select('id')
    .where('parent_id', '=', sourceId)
    .where('direction', '=', 'PAYOUT')
    .where(sql<boolean>`requisite ->> 'reversal_of' IS NOT NULL`)
    .where('status', 'not in', ['CANCELLED', 'REJECT', 'EXPIRED', 'FAIL'])
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

async function defaultProfileOf(ctx: Pick<ModuleContext, 'users'>, trx: Kysely<Schema>, userId: string) {
  return (await ctx.users.profileIds(userId, trx))[0];
}

function atLeast(level: VerificationLevel, floor: VerificationLevel): boolean {
  return VERIFICATION_LEVELS.indexOf(level) >= VERIFICATION_LEVELS.indexOf(floor);
}

export type ReferralEngineContext = Pick<
  ModuleContext,
  'db' | 'ledger' | 'transactions' | 'users' | 'nowMs' | 'logger'
> & { settings: ReferralSettings };

/**
 * The referral rewards' worker (docs/decisions.md "Frens: referral rewards"). Each pass:
 * 1. finds friends' qualifying transactions (DONE) and records one pending reward for each
 *    (`referral_rewards_once`: a second pass, or a second server, records nothing new);
 * 2. pays a pending reward once the friend's identity is verified and the transaction has been
 *    DONE for the hold (its refund window), from the house promotion account to the referrer's
 *    default profile, as a REF_DEPOSIT / REF_CONVERT transaction; a self-referral is refused and a
 *    transaction refunded first voids it;
 * 3. claws back a paid reward whose transaction was refunded later, by a SERVICE_PAYMENT back to
 *    the promotion account.
 * Each reward settles in a money transaction of its own, under its row lock, so one pays once.
 */
export function createReferralRewards(ctx: ReferralEngineContext, ports: ReferralPorts) {
  const { settings } = ctx;

  async function discover(): Promise<number> {
    const now = new Date(ctx.nowMs());
    let found = 0;
    const bonusMinor = minorOfBonus(settings);
    if (bonusMinor !== null && bonusMinor > 0n) {
      // A friend's first credited deposit, for friends whose deposit bonus is not already standing.
      const deposits = await ctx.db
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
        .distinctOn('friend.id')
        .where('friend.referrer_tg_id', 'is not', null)
        .where('friend.status', '<>', 'deleted')
        .where('referrer.status', '<>', 'deleted')
        .whereRef('referrer.id', '<>', 'friend.id')
        .where('transactions.type', 'in', DEPOSIT_TYPES)
        .where('transactions.status', '=', 'DONE')
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
        found += await record({
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
      const converts = await ctx.db
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
          'transactions.fee',
          'transactions.fee_currency',
        ])
        .where('friend.referrer_tg_id', 'is not', null)
        .where('friend.status', '<>', 'deleted')
        .where('referrer.status', '<>', 'deleted')
        .whereRef('referrer.id', '<>', 'friend.id')
        .where('transactions.type', 'in', CONVERT_TYPES)
        .where('transactions.status', '=', 'DONE')
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
        found += await record({
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

  async function record(input: {
    kind: ReferralRewardKind;
    referrerUserId: string;
    friendUserId: string;
    sourceId: string;
    sourceAmount: bigint;
    sourceCurrency: string;
    amountMinor: bigint;
    currency: string;
    now: Date;
  }): Promise<number> {
    const inserted = await ctx.db
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

  async function lock(trx: Kysely<Schema>, id: string) {
    return trx.selectFrom('referral_rewards').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async function mark(trx: Kysely<Schema>, id: string, changes: Partial<Omit<RewardRow, 'id'>>) {
    await trx.updateTable('referral_rewards').set(changes).where('id', '=', id).execute();
  }

  /** One pending reward: paid, refused, voided or left waiting (false). */
  async function settlePending(id: string): Promise<boolean> {
    return runMoneyTransaction(ctx.db, async (trx) => {
      const reward = await lock(trx, id);
      if (reward?.status !== 'pending') return false;
      const now = new Date(ctx.nowMs());
      if (await isReversed(trx, reward.source_transaction_id)) {
        await mark(trx, id, { status: 'void', settled_at: now });
        return true;
      }
      const holdEndsMs = reward.created_at.getTime() + settings.holdDays * 86_400_000;
      if (ctx.nowMs() < holdEndsMs) return false;
      const friendProfile = await defaultProfileOf(ctx, trx, reward.friend_user_id);
      if (!friendProfile) return false;
      const level = await ports.levelOf(trx, friendProfile);
      const person = await ports.personOf(trx, friendProfile);
      if (!atLeast(level, VERIFIED_LEVEL) || person === null) return false;
      const refusal = await selfReferralOf(trx, ports, reward, person);
      if (refusal) {
        await mark(trx, id, {
          status: 'refused',
          refusal_reason: refusal,
          friend_identity: person,
          settled_at: now,
        });
        return true;
      }
      const referrerProfile = await defaultProfileOf(ctx, trx, reward.referrer_user_id);
      if (!referrerProfile) return false;
      await lockProfileForLimits(trx, referrerProfile);
      const amountMinor = toMinor(reward.amount);
      const paid = await ctx.transactions.create(trx, {
        profileId: referrerProfile,
        type: reward.kind,
        status: 'DONE',
        amountMinor,
        currency: reward.currency,
        payway: 'balance',
        requisite: { referral: reward.kind === 'REF_DEPOSIT' ? 'friend_deposit' : 'friend_exchange' },
      });
      await ctx.ledger.post(trx, [
        {
          id: randomUUID(),
          kind: 'referral_reward',
          transactionId: paid.id,
          debit: house('fees', reward.currency, PROMOTIONS_ACCOUNT),
          credit: available(referrerProfile, reward.currency),
          amountMinor,
        },
      ]);
      await mark(trx, id, {
        status: 'paid',
        friend_identity: person,
        reward_transaction_id: paid.id,
        settled_at: now,
      });
      return true;
    });
  }

  /** One paid reward whose transaction was refunded: taken back (false while it was not). */
  async function clawBack(id: string): Promise<boolean> {
    try {
      return await runMoneyTransaction(ctx.db, async (trx) => {
        const reward = await lock(trx, id);
        if (reward?.status !== 'paid' || !reward.reward_transaction_id) return false;
        if (!(await isReversed(trx, reward.source_transaction_id))) return false;
        const paid = await trx
          .selectFrom('transactions')
          .select(['id', 'profile_id', 'external_id'])
          .where('id', '=', reward.reward_transaction_id)
          .executeTakeFirstOrThrow();
        await lockProfileForLimits(trx, paid.profile_id);
        const amountMinor = toMinor(reward.amount);
        const clawback = await ctx.transactions.create(trx, {
          profileId: paid.profile_id,
          type: 'SERVICE_PAYMENT',
          status: 'DONE',
          amountMinor,
          currency: reward.currency,
          payway: 'balance',
          parentId: paid.id,
          requisite: { referral: 'clawback', reward_of: paid.external_id },
        });
        await ctx.ledger.post(trx, [
          {
            id: randomUUID(),
            kind: 'referral_clawback',
            transactionId: clawback.id,
            debit: available(paid.profile_id, reward.currency),
            credit: house('fees', reward.currency, PROMOTIONS_ACCOUNT),
            amountMinor,
          },
        ]);
        await mark(trx, id, {
          status: 'clawed_back',
          clawback_transaction_id: clawback.id,
          settled_at: new Date(ctx.nowMs()),
        });
        return true;
      });
    } catch (error) {
      // The referrer already spent it: tried again at each pass until their balance covers it.
      if (isDomainError(error) && error.code === 'INSUFFICIENT_BALANCE') {
        ctx.logger.warn({ rewardId: id }, 'referral reward clawback waits for the referrer’s balance');
        return false;
      }
      throw error;
    }
  }

  /**
   * The rewards a pass may change, a page after `afterId`: pending ones whose refund window has
   * passed or whose transaction was refunded, and paid ones whose transaction was refunded. A
   * reward still inside its window is not read at all, nor a paid one that stands.
   */
  function settleable(afterId: string | null) {
    const windowEnd = new Date(ctx.nowMs() - settings.holdDays * 86_400_000);
    const reversed = sql<boolean>`EXISTS (SELECT 1 FROM transactions reversal
      WHERE reversal.parent_id = referral_rewards.source_transaction_id AND reversal.direction = 'PAYOUT'
        AND reversal.requisite ->> 'reversal_of' IS NOT NULL
        AND reversal.status NOT IN ('CANCELLED', 'REJECT', 'EXPIRED', 'FAIL'))`;
    let query = ctx.db
      .selectFrom('referral_rewards')
      .select(['id', 'status'])
      .where(({ or, and, eb }) =>
        or([
          and([eb('status', '=', 'pending'), or([eb('created_at', '<=', windowEnd), reversed])]),
          and([eb('status', '=', 'paid'), reversed]),
        ]),
      );
    if (afterId) query = query.where('id', '>', afterId);
    return query.orderBy('id').limit(PAGE_SIZE).execute();
  }

  async function runOnce(): Promise<number> {
    let handled = await discover();
    let afterId: string | null = null;
    for (;;) {
      const page = await settleable(afterId);
      for (const reward of page) {
        try {
          const changed =
            reward.status === 'pending' ? await settlePending(reward.id) : await clawBack(reward.id);
          if (changed) handled += 1;
        } catch (error) {
          ctx.logger.warn(
            { rewardId: reward.id, reason: (error as Error).message },
            'referral reward not settled',
          );
        }
      }
      if (page.length < PAGE_SIZE) return handled;
      afterId = page[page.length - 1]?.id ?? null;
    }
  }

  const worker: BackgroundWorker = { name: 'referral-rewards', intervalMs: 60_000, runOnce };
  return { worker, runOnce };
}
