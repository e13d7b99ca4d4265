import { lockProfileForLimits } from '../../level-limits/level-limits';
import type { ModuleContext } from '../../module-context/module-context';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import type { BackgroundWorker } from '../../workers/background-worker';
import { settleTerminatedCard } from './collect-card-overdrafts';
import type { PaymentCardDeps } from './payment-card-ports';
import { paymentCardsRepo } from './payment-cards.repo';

const PAGE_SIZE = 100;

/**
 * Settles terminated cards again: a capture or a force post the network sends after the card was
 * terminated (captures always post) opens a debt no top-up can repay any more, a debt the owner's
 * balance did not cover at termination waits for the owner's next money, and a hold the network
 * releases after termination puts money back on a card that can no longer spend it. Each card in
 * a transaction of its own, its row and then its owner's profile locked (the order of every card
 * operation), through the same settlement termination runs; one card's failure (its owner
 * blocked, say) is logged and leaves the others to settle. Counts the cards where money moved, so
 * a pass that finds only debts no balance covers does not run again at once.
 */
export function createCardOverdraftCollection(
  ctx: Pick<ModuleContext, 'db' | 'logger'>,
  deps: Pick<PaymentCardDeps, 'ledger' | 'transactions' | 'nowMs'>,
): BackgroundWorker {
  async function settle(cardId: string): Promise<boolean> {
    try {
      return await runMoneyTransaction(ctx.db, async (trx) => {
        const card = await paymentCardsRepo.lock(trx, cardId);
        if (card?.state !== 'terminated') return false;
        await lockProfileForLimits(trx, card.owner_profile_id);
        return settleTerminatedCard(deps, trx, card);
      });
    } catch (error) {
      ctx.logger.warn({ cardId, reason: (error as Error).message }, 'terminated card not settled');
      return false;
    }
  }

  return {
    name: 'card-overdraft-collection',
    intervalMs: 60_000,
    async runOnce() {
      let settled = 0;
      let afterId: string | null = null;
      for (;;) {
        const page = await paymentCardsRepo.terminatedToSettle(ctx.db, afterId, PAGE_SIZE);
        for (const cardId of page) if (await settle(cardId)) settled += 1;
        if (page.length < PAGE_SIZE) return settled;
        afterId = page[page.length - 1] ?? null;
      }
    },
  };
}
