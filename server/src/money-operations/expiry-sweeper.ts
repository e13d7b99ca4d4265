import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { BackgroundWorker } from '../workers/background-worker';
import { runMoneyTransaction } from './money-transaction';
import type { Transactions } from './transactions.service';

const BATCH_SIZE = 100;

/**
 * Ends transactions whose time ran out while they still waited (NEW or WAIT): each becomes
 * EXPIRED in its own database transaction, which gives any held money back and tells the user.
 * Rows are claimed with SKIP LOCKED, so several instances sweep side by side, and a transaction
 * a request is moving right now is left for the next pass.
 */
export function createExpirySweeper(ctx: {
  db: Kysely<Schema>;
  transactions: Transactions;
  nowMs: () => number;
}): BackgroundWorker {
  return {
    name: 'transaction-expiry',
    intervalMs: 5_000,
    async runOnce() {
      let expired = 0;
      for (let index = 0; index < BATCH_SIZE; index += 1) {
        const didExpire = await runMoneyTransaction(ctx.db, async (trx) => {
          const due = await trx
            .selectFrom('transactions')
            .select('id')
            .where('status', 'in', ['NEW', 'WAIT'])
            .where('expires_at', '<=', new Date(ctx.nowMs()))
            .orderBy('expires_at')
            .limit(1)
            .forUpdate()
            .skipLocked()
            .executeTakeFirst();
          if (!due) return false;
          await ctx.transactions.transition(trx, due.id, 'EXPIRED', { reason: 'expired' });
          return true;
        });
        if (!didExpire) break;
        expired += 1;
      }
      return expired;
    },
  };
}
