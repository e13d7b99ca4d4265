import {
  confirmSandboxPayment,
  openSandboxMonobankPage,
  reportSandboxBankTransfer,
  reportSandboxCryptoTransfer,
  reportSandboxDepositReversal,
} from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { defineRoute, type EndpointRoute } from '../../http/endpoint-route';
import { defineWireRoute } from '../../http/wire-route';
import type { ModuleContext } from '../../module-context/module-context';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import { receiveCryptoTransfer } from './crypto-deposits';
import type { DepositDeps } from './deposit-flow';
import { settleExternalPayment } from './external-deposits';
import { monobankPage } from './monobank-page';
import { reportDepositReversal } from './sandbox-deposit-reversal';

/**
 * The sandbox's outside world, for developers, the browser tests and the bank test: a bank
 * transfer arrives, a Blik or monobank payment is confirmed, a crypto transfer is sent to a
 * deposit address; a credited deposit is charged back or recalled. Each report is idempotent — the
 * same payment (or reversal) reported twice is booked once.
 * Mounted only when providers are in sandbox mode.
 */
export function createSandboxRoutes(ctx: ModuleContext, deps: DepositDeps): EndpointRoute[] {
  const inTransaction = <T>(work: (trx: Kysely<Schema>) => Promise<T>) => runMoneyTransaction(ctx.db, work);
  const viewOf = (trx: Kysely<Schema>, row: Parameters<typeof ctx.transactions.view>[1]) =>
    ctx.transactions.view(trx, row);

  return [
    defineRoute(reportSandboxBankTransfer, ({ body }) =>
      inTransaction(async (trx) => {
        const settled = await settleExternalPayment(deps, trx, {
          kind: 'bank_transfer',
          reference: body.reference,
          arrivedAmount: body.amount,
        });
        return { outcome: settled.outcome, transaction: await viewOf(trx, settled.row) };
      }),
    ),
    defineRoute(confirmSandboxPayment, ({ params }) =>
      inTransaction(async (trx) => {
        const settled = await settleExternalPayment(deps, trx, { reference: params.reference ?? '' });
        return { outcome: settled.outcome, transaction: await viewOf(trx, settled.row) };
      }),
    ),
    defineRoute(reportSandboxDepositReversal, ({ body }) =>
      inTransaction(async (trx) => {
        const reported = await reportDepositReversal(ctx, trx, {
          externalId: body.transaction_id,
          reason: body.reason,
        });
        return { outcome: reported.outcome, transaction: await viewOf(trx, reported.row) };
      }),
    ),
    defineWireRoute(openSandboxMonobankPage, async ({ c, params }) => {
      const invoiceId = params.invoiceId ?? '';
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
    }),
    defineRoute(reportSandboxCryptoTransfer, async ({ body }) => {
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
        return { is_new: true, transaction: await viewOf(ctx.db, row) };
      }
      return inTransaction(async (trx) => {
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
    }),
  ];
}
