import type { Kysely } from 'kysely';
import type { Sealing } from '../../auth/sealing';
import type { Schema } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { toMinor } from '../../ledger/minor';
import type { Logger } from '../../logging/logger';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import type { Transactions } from '../../money-operations/transactions.service';
import {
  type PayoutProvider,
  type PayoutRequest,
  type PayoutResult,
  payoutRequestId,
} from '../../providers/payouts/payout-provider';
import type { BackgroundWorker } from '../../workers/background-worker';
import { createPayoutBooking } from './book-payout-answer';
import { PAYOUT_ORDER_TYPES } from './payout-caps';

export const PAYOUT_WORKER_NAME = 'payouts';

export interface PayoutWorkerDeps {
  db: Kysely<Schema>;
  ledger: Ledger;
  transactions: Transactions;
  provider: PayoutProvider;
  sealing: Sealing;
  logger: Logger;
  nowMs: () => number;
  /** How long a taken order is left to its worker before another may resume it. */
  leaseMs?: number;
  batchSize?: number;
  intervalMs?: number;
}

const DEFAULT_LEASE_MS = 60_000;

/**
 * Hands NEW payouts to the provider and books its answer. Three short steps, so no database lock
 * is held while the provider is asked:
 * 1. take orders (NEW, or PROCESSING whose lease ran out: a worker died mid-payout) under
 *    FOR UPDATE SKIP LOCKED, move them to PROCESSING and lease them;
 * 2. ask the provider, which is idempotent by request id (the transaction id and the user's retry
 *    round), so asking again after a crash pays once and answers the first result;
 * 3. book the answer only if the transaction is still PROCESSING (exactly once, whoever asked):
 *    DONE posts the hold (amount to the provider's clearing account, fees to `fees` and
 *    `network_fees`), a partial payout posts the paid part and returns the rest, a refusal keeps
 *    the hold and stops in ACTION_REQUIRED for the user's RETRY or REFUND.
 * No answer (a throw) leaves the order PROCESSING until its lease runs out, then it is asked again.
 */
/** Asked this many times without an answer, a payout goes to support (MANUAL) instead. */
export const MAX_ATTEMPTS = 10;

export function createPayoutWorker(deps: PayoutWorkerDeps): BackgroundWorker {
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = deps.batchSize ?? 20;
  const book = createPayoutBooking(deps);

  async function take() {
    return runMoneyTransaction(deps.db, async (trx) => {
      const now = new Date(deps.nowMs());
      const orders = await trx
        .selectFrom('transactions as t')
        .innerJoin('payout_orders as o', 'o.transaction_id', 't.id')
        .select([
          't.id',
          't.status',
          't.currency',
          't.amount',
          'o.kind',
          'o.destination_sealed',
          'o.network',
          'o.memo',
          'o.attempts',
          'o.round',
        ])
        .where('t.type', 'in', [...PAYOUT_ORDER_TYPES])
        .where((eb) =>
          eb.or([
            eb('t.status', '=', 'NEW'),
            eb.and([
              eb('t.status', '=', 'PROCESSING'),
              eb.or([eb('o.leased_until', 'is', null), eb('o.leased_until', '<', now)]),
            ]),
          ]),
        )
        .orderBy('t.created_at')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      const toSend: typeof orders = [];
      for (const order of orders) {
        if (order.attempts >= MAX_ATTEMPTS) {
          // The money stays held: support finds out from the provider whether it was paid.
          await deps.transactions.transition(trx, order.id, 'MANUAL', {
            changes: { failure_code: 'PAYOUT_VERIFICATION_ERROR' },
            reason: `payout provider gave no answer in ${MAX_ATTEMPTS} attempts`,
          });
          continue;
        }
        toSend.push(order);
        if (order.status === 'NEW')
          await deps.transactions.transition(trx, order.id, 'PROCESSING', {
            reason: 'sent to payout provider',
          });
        await trx
          .updateTable('payout_orders')
          .set((eb) => ({
            attempts: eb('attempts', '+', 1),
            leased_until: new Date(now.getTime() + leaseMs),
          }))
          .where('transaction_id', '=', order.id)
          .execute();
      }
      return toSend;
    });
  }

  return {
    name: PAYOUT_WORKER_NAME,
    intervalMs: deps.intervalMs ?? 1_000,
    async runOnce() {
      const orders = await take();
      for (const order of orders) {
        const request: PayoutRequest = {
          transactionId: order.id,
          requestId: payoutRequestId(order.id, order.round),
          kind: order.kind,
          destination: deps.sealing.open(order.destination_sealed),
          network: order.network,
          memo: order.memo,
          currency: order.currency,
          amountMinor: toMinor(order.amount),
        };
        let result: PayoutResult;
        try {
          result = await deps.provider.send(request);
        } catch (error) {
          deps.logger.warn(
            { err: error, transactionId: order.id },
            'payout provider gave no answer; retried after the lease',
          );
          continue;
        }
        try {
          await book(order.id, result);
        } catch (error) {
          // The order stays PROCESSING and is booked again after its lease; the others go on.
          deps.logger.error({ err: error, transactionId: order.id }, 'payout answer could not be booked');
        }
      }
      return orders.length;
    },
  };
}
