import { randomUUID } from 'node:crypto';
import { available, house } from '../../ledger/ledger-types';
import { toMinor } from '../../ledger/minor';
import { lockProfileForLimits } from '../../level-limits/level-limits';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import {
  DAY_MS,
  isAtLeast,
  PROMOTIONS_ACCOUNT,
  type ReferralEngineContext,
  type ReferralPorts,
  VERIFIED_LEVEL,
} from './referral-terms';
import { defaultProfileOf, lockReward, markReward } from './reward-rows';
import { selfReferralOf } from './self-referral';
import { isReversed } from './source-reversal';

/**
 * One pending reward, in a money transaction of its own under its row lock: voided when its
 * transaction was refunded first; left waiting (false) while the refund window runs or the friend
 * is not identity-verified; refused for a self-referral; else paid from the house promotion
 * account to the referrer's default profile as a REF_DEPOSIT / REF_CONVERT transaction.
 */
export async function payReward(
  ctx: ReferralEngineContext,
  ports: ReferralPorts,
  id: string,
): Promise<boolean> {
  const { settings } = ctx;
  return runMoneyTransaction(ctx.db, async (trx) => {
    const reward = await lockReward(trx, id);
    if (reward?.status !== 'pending') return false;
    const now = new Date(ctx.nowMs());
    if (await isReversed(trx, reward.source_transaction_id)) {
      await markReward(trx, id, { status: 'void', settled_at: now });
      return true;
    }
    const holdEndsMs = reward.created_at.getTime() + settings.holdDays * DAY_MS;
    if (ctx.nowMs() < holdEndsMs) return false;
    const friendProfile = await defaultProfileOf(ctx, trx, reward.friend_user_id);
    if (!friendProfile) return false;
    const level = await ports.levelOf(trx, friendProfile);
    const person = await ports.personOf(trx, friendProfile);
    if (!isAtLeast(level, VERIFIED_LEVEL) || person === null) return false;
    const refusal = await selfReferralOf(trx, ports, reward, person);
    if (refusal) {
      await markReward(trx, id, {
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
    await markReward(trx, id, {
      status: 'paid',
      friend_identity: person,
      reward_transaction_id: paid.id,
      settled_at: now,
    });
    return true;
  });
}
