import { randomUUID } from 'node:crypto';
import { isDomainError } from '@ferry/shared/domain';
import { available, house } from '../../ledger/ledger-types';
import { toMinor } from '../../ledger/minor';
import { lockProfileForLimits } from '../../level-limits/level-limits';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import { PROMOTIONS_ACCOUNT, type ReferralEngineContext } from './referral-terms';
import { lockReward, markReward } from './reward-rows';
import { isReversed } from './source-reversal';

/**
 * One paid reward whose transaction was refunded: taken back to the promotion account, in a money
 * transaction of its own under its row lock (false while the transaction stands, or while the
 * referrer's balance does not cover it). It is booked as REF_CLAWBACK, a child of the reward: Ferry
 * taking its own promotion back is no spend of the user's, so it counts against no limit and
 * shows in history as what it is (docs/decisions.md "Frens: a clawback is a REF_CLAWBACK").
 */
export async function clawBackReward(ctx: ReferralEngineContext, id: string): Promise<boolean> {
  try {
    return await runMoneyTransaction(ctx.db, async (trx) => {
      const reward = await lockReward(trx, id);
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
        type: 'REF_CLAWBACK',
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
      await markReward(trx, id, {
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
