import { amountInput } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Schema } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { readValidBody } from '../../http/json-body';
import type { ModuleContext } from '../../module-context/module-context';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import { receiveCryptoTransfer } from './crypto-deposits';
import type { DepositDeps } from './deposit-flow';
import { settleExternalPayment } from './external-deposits';
import { monobankPage } from './monobank-page';

const bankTransferSchema = z.object({
  reference: z.string().trim().min(1).max(64),
  /** What arrived, in whole units of the deposit's currency; the amount asked when absent. */
  amount: amountInput.optional(),
});

const cryptoTransferSchema = z.object({
  network: z.string().trim().min(1).max(16),
  currency: z.string().trim().min(1).max(16),
  address: z.string().trim().min(1).max(128),
  memo: z.string().trim().max(120).optional(),
  amount: amountInput,
  /** The chain's id of the transfer; the same hash reported twice is one deposit. */
  tx_hash: z.string().trim().min(8).max(128).optional(),
});

/**
 * The sandbox's outside world, for developers, the browser tests and the bank test: a bank
 * transfer arrives, a Blik or monobank payment is confirmed, a crypto transfer is sent to a
 * deposit address. Each report is idempotent — the same payment reported twice is booked once.
 * Mounted only when providers are in sandbox mode.
 */
export function createSandboxRoutes(ctx: ModuleContext, deps: DepositDeps): Hono<AppEnv> {
  const inTransaction = <T>(work: (trx: Kysely<Schema>) => Promise<T>) => runMoneyTransaction(ctx.db, work);
  const viewOf = (trx: Kysely<Schema>, row: Parameters<typeof ctx.transactions.view>[1]) =>
    ctx.transactions.view(trx, row);

  return new Hono<AppEnv>()
    .post('/bank-transfers', async (c) => {
      const body = await readValidBody(c, bankTransferSchema);
      const answer = await inTransaction(async (trx) => {
        const settled = await settleExternalPayment(deps, trx, {
          kind: 'bank_transfer',
          reference: body.reference,
          arrivedAmount: body.amount,
        });
        return { outcome: settled.outcome, transaction: await viewOf(trx, settled.row) };
      });
      return c.json(answer);
    })
    .post('/payments/:reference/confirm', async (c) => {
      const reference = c.req.param('reference');
      const answer = await inTransaction(async (trx) => {
        const settled = await settleExternalPayment(deps, trx, { reference });
        return { outcome: settled.outcome, transaction: await viewOf(trx, settled.row) };
      });
      return c.json(answer);
    })
    .get('/monobank/:invoiceId', async (c) => {
      const invoiceId = c.req.param('invoiceId');
      const payment = await ctx.db
        .selectFrom('external_payments')
        .innerJoin('transactions', 'transactions.id', 'external_payments.transaction_id')
        .select(['external_payments.status', 'transactions.amount', 'transactions.currency'])
        .where('external_payments.kind', '=', 'monobank')
        .where('external_payments.reference', '=', invoiceId)
        .executeTakeFirst();
      if (!payment) throw new DomainError('NOT_FOUND');
      c.header('Cache-Control', 'no-store');
      return c.html(monobankPage({ invoiceId, ...payment }));
    })
    .post('/crypto-transfers', async (c) => {
      const body = await readValidBody(c, cryptoTransferSchema);
      // TON and USDT on TON arrive from the local TON chain (features/ton-deposits): no made-up
      // ones. When this instance runs that chain, the transfer is sent on it for real instead.
      const networks = deps.providers.cryptoNetworks;
      if (networks.isWatchedOnChain?.(body.network, body.currency)) {
        if (!networks.sendOnChain)
          throw new DomainError('UNAVAILABLE_PWCU', {
            network: body.network,
            reason: 'arrives_on_ton_chain',
          });
        const sent = await networks.sendOnChain({
          network: body.network,
          currency: body.currency,
          address: body.address,
          memo: body.memo,
          amount: body.amount,
        });
        if (!sent.transactionId) throw new DomainError('ADDRESS_NOT_FOUND');
        const row = await ctx.db
          .selectFrom('transactions')
          .selectAll()
          .where('id', '=', sent.transactionId)
          .executeTakeFirstOrThrow();
        return c.json({ is_new: true, transaction: await viewOf(ctx.db, row) });
      }
      const answer = await inTransaction(async (trx) => {
        const received = await receiveCryptoTransfer(deps, trx, {
          network: body.network,
          currency: body.currency,
          address: body.address,
          memo: body.memo,
          amount: body.amount,
          txHash: body.tx_hash,
        });
        const row = await trx
          .selectFrom('transactions')
          .selectAll()
          .where('id', '=', received.transactionId)
          .executeTakeFirstOrThrow();
        return { is_new: received.isNew, transaction: await viewOf(trx, row) };
      });
      return c.json(answer);
    });
}
