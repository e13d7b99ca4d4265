import { findCurrency, minorToDecimal } from '@ferry/shared/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import { enqueueWebhook } from '../../events/user-events';
import type { CryptoOrderDeposits } from '../../money-operations/crypto-order-deposits';
import type { MerchantWebhookPorts } from '../../webhooks/merchant-webhook-ports';
import { cryptoProgressOf } from './crypto-progress';
import { type OrderSettlementDeps, settleInOrderCurrency } from './order-settlement';
import type { PaymentOrderStatus, PaymentOrdersTable } from './payment-orders.schema';
import { settlementViewOf } from './settlement-view';

export type OrderRow = Selectable<PaymentOrdersTable>;

/**
 * What settling an order needs: the money core, the transfers the deposits saw to its targets,
 * and the merchant webhooks' queue its status messages go to.
 */
export type OrderStatusDeps = OrderSettlementDeps & {
  orderDeposits: CryptoOrderDeposits;
  merchantWebhooks: MerchantWebhookPorts;
};

export const PAYMENT_ORDER_STATUS_CHANGED = 'payment_order.status_changed';

/** Transaction statuses after which the payment can no longer pay the order. */
const ENDED_PAYMENT = new Set(['FAIL', 'REJECT', 'EXPIRED', 'CANCELLED']);

export function orderAmount(row: Pick<OrderRow, 'amount_minor' | 'currency'>): string {
  return minorToDecimal(BigInt(row.amount_minor), findCurrency(row.currency)?.scale ?? 0);
}

/**
 * The message the key's webhook endpoint receives for an order's new status. It goes in as a
 * merchant webhook message (the same table, worker, signature, retries and delivery log as the
 * key's transaction webhooks) in the transaction that moves the order: it exists exactly when the
 * move commits, and the table's (key, ref, status) uniqueness tells each status once.
 */
async function enqueueStatusWebhook(
  webhooks: MerchantWebhookPorts,
  trx: Kysely<Schema>,
  order: OrderRow,
  transactionRef: string | null,
  now: Date,
) {
  const data = {
    order_id: order.id,
    merchant_reference: order.merchant_reference,
    customer_reference: order.customer_reference,
    status: order.status,
    amount: orderAmount(order),
    currency: order.currency,
    transaction_id: transactionRef,
    settlement: order.status === 'DONE' ? await settlementViewOf(trx, order) : null,
    test_mode: order.is_test_mode,
  };
  const payload = { type: PAYMENT_ORDER_STATUS_CHANGED, timestamp: now.toISOString(), data };
  const webhookId = `msg_po_${order.id.replaceAll('-', '')}_${order.status.toLowerCase()}`;
  await webhooks.enqueue(trx, {
    apiKeyId: order.api_key_id,
    webhookId,
    eventType: PAYMENT_ORDER_STATUS_CHANGED,
    payload,
    transactionRef: `payment_order:${order.id}`,
    transactionStatus: order.status,
    at: now,
  });
  if (order.callback_url) await enqueueOrderCallback(trx, order, order.callback_url, data, now);
}

/**
 * The order's own `callback_url` hears the same news through the per-key callback webhooks (signed
 * with the key's secret, Ferry-Webhook-* headers, retried by the `webhooks` worker). A status is
 * told there once too: under the order's row lock, a status already queued for it is not queued
 * again (an order may pass WAIT twice when a first payment failed).
 */
async function enqueueOrderCallback(
  trx: Kysely<Schema>,
  order: OrderRow,
  url: string,
  data: Record<string, unknown>,
  now: Date,
) {
  const told = await trx
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('api_key_id', '=', order.api_key_id)
    .where(sql<boolean>`payload->>'type' = ${PAYMENT_ORDER_STATUS_CHANGED}`)
    .where(sql<boolean>`payload->'data'->>'order_id' = ${order.id}`)
    .where(sql<boolean>`payload->'data'->>'status' = ${order.status}`)
    .executeTakeFirst();
  if (told) return;
  await enqueueWebhook(trx, {
    apiKeyId: order.api_key_id,
    url,
    type: PAYMENT_ORDER_STATUS_CHANGED,
    data,
    createdAt: now,
  });
}

/** Moves a locked order to `status` and tells the merchant (a move to NEW, a retry's start, is not told). */
export async function moveOrder(
  webhooks: MerchantWebhookPorts,
  trx: Kysely<Schema>,
  order: OrderRow,
  status: PaymentOrderStatus,
  now: Date,
  changes: Partial<Pick<OrderRow, 'transaction_id' | 'crypto_transfers_seen'>> & {
    next_action?: string | null;
  } = {},
): Promise<OrderRow> {
  const moved = await trx
    .updateTable('payment_orders')
    .set({ status, updated_at: now, ...changes })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (status !== 'NEW' && status !== order.status) {
    const transactionRef = moved.transaction_id
      ? ((
          await trx
            .selectFrom('transactions')
            .select('external_id')
            .where('id', '=', moved.transaction_id)
            .executeTakeFirst()
        )?.external_id ?? null)
      : null;
    await enqueueStatusWebhook(webhooks, trx, moved, transactionRef, now);
  }
  return moved;
}

export function lockOrder(trx: Kysely<Schema>, column: 'id' | 'pay_token', value: string) {
  return trx
    .selectFrom('payment_orders')
    .selectAll()
    .where(column, '=', value)
    .forUpdate()
    .executeTakeFirst();
}

const isRunOut = (order: OrderRow, now: Date) =>
  order.status === 'NEW' && order.expires_at.getTime() <= now.getTime();

/**
 * Brings a locked order up to date with its payment and its clock: a paid payment makes it DONE,
 * a payment that ended unpaid returns it to NEW (the customer may try again), and a NEW order past
 * its expiry is EXPIRED. A payment under way keeps the order WAIT past its expiry: money may still
 * arrive, and it then pays the order.
 */
export async function settleOrder(
  deps: OrderStatusDeps,
  trx: Kysely<Schema>,
  order: OrderRow,
  now: Date,
): Promise<OrderRow> {
  // Expiry comes first: a transfer to a crypto target that was not seen before the order ran out
  // is a late payment (credited to the merchant in the coin, the order stays EXPIRED).
  let current = isRunOut(order, now)
    ? await moveOrder(deps.merchantWebhooks, trx, order, 'EXPIRED', now)
    : order;
  current = await settleCrypto(deps, trx, current, now);
  if (current.status === 'WAIT' && current.transaction_id) {
    const payment = await trx
      .selectFrom('transactions')
      .select('status')
      .where('id', '=', current.transaction_id)
      .executeTakeFirstOrThrow();
    if (payment.status === 'DONE')
      current = await moveOrder(deps.merchantWebhooks, trx, current, 'DONE', now, { next_action: null });
    else if (ENDED_PAYMENT.has(payment.status))
      current = await moveOrder(deps.merchantWebhooks, trx, current, 'NEW', now, { next_action: null });
  }
  if (isRunOut(current, now)) current = await moveOrder(deps.merchantWebhooks, trx, current, 'EXPIRED', now);
  return current;
}

/**
 * Follows the transfers to an open order's crypto targets: a coin's amount credited makes it
 * DONE, settled in the order's currency in the same transaction (order-settlement.ts); a transfer
 * confirming makes it WAIT on that transfer (unless a card or bank payment is under way); a
 * transfer credited short of the amount returns it to NEW, so the rest may still be sent. Money that reaches a target of an order already ended stays credited to the merchant
 * and moves nothing (docs/decisions.md: underpayment, overpayment, late payment).
 */
async function settleCrypto(
  deps: OrderStatusDeps,
  trx: Kysely<Schema>,
  order: OrderRow,
  now: Date,
): Promise<OrderRow> {
  if (order.status !== 'NEW' && order.status !== 'WAIT') return order;
  const progress = await cryptoProgressOf(deps.orderDeposits, trx, order.id);
  if (!progress) return order;
  const seen = { crypto_transfers_seen: progress.transferCount };
  const isOnCrypto = order.transaction_id !== null && progress.transactionIds.has(order.transaction_id);
  if (progress.paid) {
    await settleInOrderCurrency(deps, trx, order, progress.paid, now);
    return moveOrder(deps.merchantWebhooks, trx, order, 'DONE', now, {
      ...seen,
      transaction_id: progress.paid.transactionId,
      next_action: null,
    });
  }
  if (order.status === 'NEW' && progress.confirming)
    return moveOrder(deps.merchantWebhooks, trx, order, 'WAIT', now, {
      ...seen,
      transaction_id: progress.confirming,
      next_action: null,
    });
  if (order.status === 'WAIT' && isOnCrypto && order.transaction_id !== progress.confirming)
    return progress.confirming
      ? moveOrder(deps.merchantWebhooks, trx, order, 'WAIT', now, {
          ...seen,
          transaction_id: progress.confirming,
        })
      : moveOrder(deps.merchantWebhooks, trx, order, 'NEW', now, seen);
  if (order.crypto_transfers_seen === progress.transferCount) return order;
  return moveOrder(deps.merchantWebhooks, trx, order, order.status, now, seen);
}
