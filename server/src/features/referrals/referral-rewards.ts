import type { BackgroundWorker } from '../../workers/background-worker';
import { clawBackReward } from './claw-back-reward';
import { payReward } from './pay-reward';
import { qualifyRewards } from './qualify-rewards';
import { DAY_MS, PAGE_SIZE, type ReferralEngineContext, type ReferralPorts } from './referral-terms';
import { isRewardSourceReversedSql } from './source-reversal';

/**
 * The referral rewards' worker (docs/decisions.md "Frens: referral rewards"). Each pass:
 * 1. records a pending reward for each friend's qualifying transaction (qualify-rewards.ts);
 * 2. pays a pending reward once the friend is verified and its refund window has passed, refuses
 *    a self-referral, voids one refunded first (pay-reward.ts);
 * 3. claws back a paid reward whose transaction was refunded later (claw-back-reward.ts).
 * Each reward settles in a money transaction of its own, under its row lock, so one pays once.
 */
export function createReferralRewards(ctx: ReferralEngineContext, ports: ReferralPorts) {
  /**
   * The rewards a pass may change, a page after `afterId`: pending ones whose refund window has
   * passed or whose transaction was refunded, and paid ones whose transaction was refunded. A
   * reward still inside its window is not read at all, nor a paid one that stands.
   */
  function settleable(afterId: string | null) {
    const windowEnd = new Date(ctx.nowMs() - ctx.settings.holdDays * DAY_MS);
    let query = ctx.db
      .selectFrom('referral_rewards')
      .select(['id', 'status'])
      .where(({ or, and, eb }) =>
        or([
          and([
            eb('status', '=', 'pending'),
            or([eb('created_at', '<=', windowEnd), isRewardSourceReversedSql]),
          ]),
          and([eb('status', '=', 'paid'), isRewardSourceReversedSql]),
        ]),
      );
    if (afterId) query = query.where('id', '>', afterId);
    return query.orderBy('id').limit(PAGE_SIZE).execute();
  }

  async function runOnce(): Promise<number> {
    let handled = await qualifyRewards(ctx);
    let afterId: string | null = null;
    for (;;) {
      const page = await settleable(afterId);
      for (const reward of page) {
        try {
          const changed =
            reward.status === 'pending'
              ? await payReward(ctx, ports, reward.id)
              : await clawBackReward(ctx, reward.id);
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
