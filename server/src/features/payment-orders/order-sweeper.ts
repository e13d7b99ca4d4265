import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import type { BackgroundWorker } from '../../workers/background-worker';
import { lockOrder, type OrderStatusDeps, settleOrder } from './order-status';

export const PAYMENT_ORDER_SWEEPER = 'payment-order-sweeper';
const BATCH_SIZE = 100;

/**
 * Keeps orders in step when nobody is looking: a NEW order past its expiry becomes EXPIRED, and an
 * order whose payment moved on (a bank transfer credited, a 3-D Secure step that ran out) follows
 * it, and an open order whose crypto targets received a transfer it has not yet counted takes it
 * into account. Each order is settled under its row lock in a transaction of its own, so the move and its
 * webhook message commit together and two instances settle an order once.
 */
export function createPaymentOrderSweeper(
  deps: OrderStatusDeps & {
    db: Kysely<Schema>;
    nowMs: () => number;
  },
): BackgroundWorker {
  return {
    name: PAYMENT_ORDER_SWEEPER,
    intervalMs: 1000,
    async runOnce() {
      const now = new Date(deps.nowMs());
      const due = await deps.db
        .selectFrom('payment_orders as o')
        .leftJoin('transactions as t', 't.id', 'o.transaction_id')
        .select('o.id')
        .where((eb) =>
          eb.or([
            eb.and([eb('o.status', '=', 'NEW'), eb('o.expires_at', '<=', now)]),
            eb.and([eb('o.status', '=', 'WAIT'), eb('t.status', 'not in', ['NEW', 'WAIT', 'PROCESSING'])]),
            eb.and([
              eb('o.status', 'in', ['NEW', 'WAIT']),
              sql<boolean>`o.crypto_transfers_seen <> ${deps.orderDeposits.transferCountSql(sql.ref('o.id'))}`,
            ]),
          ]),
        )
        .limit(BATCH_SIZE)
        .execute();
      let moved = 0;
      for (const { id } of due) {
        const changed = await deps.db.transaction().execute(async (trx) => {
          const order = await lockOrder(trx, 'id', id);
          if (!order) return false;
          return (await settleOrder(deps, trx, order, now)).status !== order.status;
        });
        if (changed) moved += 1;
      }
      return moved;
    },
  };
}
