import { randomUUID } from 'node:crypto';
import { type PayOrderCrypto, paymentOrderSchema, payOrderSchema } from '@ferry/shared/contracts';
import { decimalToMinor } from '@ferry/shared/domain';
import { Address, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMerchantRequest, WIDGET_BASE } from '../../test-support/api-keys.test-kit';
import { type CoinShop, cryptoOrderDeposits, openCoinShop } from '../../test-support/coin-shop.test-kit';
import { expectLedgerBalanced } from '../../test-support/deposits.test-kit';
import type { TestApp } from '../../test-support/test-app';
import { cryptoProgressOf } from './crypto-progress';
import { settleInOrderCurrency } from './order-settlement';
import { lockOrder } from './order-status';

/** Settlement of coin-paid orders in the order's currency, on the local TON chain. */
const CONFIRMATIONS = 1;

let shop: CoinShop;
let testApp: TestApp;

beforeAll(async () => {
  shop = await openCoinShop({ coins: ['TON'], confirmations: CONFIRMATIONS });
  testApp = shop.testApp;
}, 60_000);
afterAll(() => shop.dispose());

/** The customer's wallet sends TON with the memo; the next blocks confirm it and the orders follow. */
async function sendTonAndConfirm(target: PayOrderCrypto, nanotons: bigint) {
  const { chain, wallet } = shop;
  const seqno = await chain.getSeqno(wallet.address);
  await chain.sendExternal(
    wallet.transfer({ seqno, to: Address.parse(target.address), value: nanotons, body: target.memo ?? '' }),
  );
  await shop.settle();
  for (let block = 0; block <= CONFIRMATIONS; block += 1) await shop.nextBlock();
}

async function newEurOrder(amount: string) {
  const { order, token } = await shop.newOrder({ amount, currency: 'EUR' });
  expect(order.settlement).toBeNull();
  const answer = await testApp.app.request(`${WIDGET_BASE}pay-orders/${token}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ payway: 'crypto', currency: 'TON' }),
  });
  expect(answer.status).toBe(200);
  const target = payOrderSchema.parse(await answer.json()).crypto;
  if (!target) throw new Error('no crypto target');
  return { order, target, nanotons: decimalToMinor(target.amount, 9) ?? 0n };
}

async function merchantOrder(id: string) {
  const response = await sendMerchantRequest(testApp, shop.credentials, {
    method: 'GET',
    path: `payment-orders/${id}`,
  });
  expect(response.status).toBe(200);
  return paymentOrderSchema.parse(await response.json());
}

async function balancesOf(orderId: string) {
  const { profile_id: profileId } = await testApp.context.db
    .selectFrom('payment_orders')
    .select('profile_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const balances = await testApp.context.ledger.balances(testApp.context.db, profileId);
  const of = (currency: string) => balances.find((b) => b.currency === currency)?.availableMinor ?? 0n;
  return { eur: of('EUR'), ton: of('TON') };
}

async function doneMessages(orderId: string) {
  return testApp.context.db
    .selectFrom('merchant_webhook_messages')
    .select('payload')
    .where('transaction_ref', '=', `payment_order:${orderId}`)
    .where('transaction_status', '=', 'DONE')
    .execute();
}

async function settlementsOf(orderId: string) {
  return testApp.context.db
    .selectFrom('payment_order_settlements')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();
}

describe('a payment order paid in a coin settles in its own currency', () => {
  it('credits an EUR order paid in TON with exactly its amount in EUR, converting once', async () => {
    const { order, target, nanotons } = await newEurOrder('25.50');
    const before = await balancesOf(order.id);
    await sendTonAndConfirm(target, nanotons);

    const done = await merchantOrder(order.id);
    expect(done.status).toBe('DONE');
    const after = await balancesOf(order.id);
    expect(after.eur - before.eur).toBe(2550n);
    expect(after.ton).toBe(before.ton);
    expect(done.settlement).toMatchObject({
      coin: 'TON',
      coin_amount: target.amount,
      amount: '25.5',
      currency: 'EUR',
      rate: target.rate,
      kept_in_coin: '0',
    });
    // The merchant sees the conversion: a CONVERT child of the deposit that paid, naming the order.
    const conversion = await testApp.context.db
      .selectFrom('transactions as t')
      .innerJoin('transactions as parent', 'parent.id', 't.parent_id')
      .select(['t.type', 't.status', 't.requisite', 'parent.external_id as parent_external_id'])
      .where('t.external_id', '=', done.settlement?.transaction_id ?? '')
      .executeTakeFirstOrThrow();
    expect(conversion).toMatchObject({
      type: 'CONVERT',
      status: 'DONE',
      parent_external_id: done.transaction_id,
      requisite: { payment_order_id: order.id, merchant_reference: order.merchant_reference },
    });
    const messages = await doneMessages(order.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.payload).toMatchObject({
      data: { settlement: { amount: '25.5', kept_in_coin: '0' } },
    });

    // A repeated settlement (a retry, a second sweep) converts nothing more.
    await testApp.context.db.transaction().execute(async (trx) => {
      const row = await lockOrder(trx, 'id', order.id);
      const progress = await cryptoProgressOf(cryptoOrderDeposits, trx, order.id);
      if (!row || !progress?.paid) throw new Error('the order is not paid');
      const deps = { ledger: testApp.context.ledger, transactions: testApp.context.transactions };
      await settleInOrderCurrency(deps, trx, row, progress.paid, new Date());
      await settleInOrderCurrency(deps, trx, row, progress.paid, new Date());
    });
    await shop.settle();
    expect(await settlementsOf(order.id)).toHaveLength(1);
    expect(await balancesOf(order.id)).toEqual(after);
    expect(await doneMessages(order.id)).toHaveLength(1);
    await expectLedgerBalanced(testApp);
  }, 60_000);

  it('converts nothing while underpaid, then leaves an overpayment in TON', async () => {
    const { order, target, nanotons } = await newEurOrder('10');
    const before = await balancesOf(order.id);
    const firstNanotons = nanotons / 2n;
    await sendTonAndConfirm(target, firstNanotons);
    const underpaid = await testApp.context.db
      .selectFrom('payment_orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(underpaid.status).toBe('NEW');
    expect(await settlementsOf(order.id)).toHaveLength(0);
    expect(await balancesOf(order.id)).toEqual({ eur: before.eur, ton: before.ton + firstNanotons });

    const extraNanotons = toNano('1');
    await sendTonAndConfirm(target, nanotons - firstNanotons + extraNanotons);
    const done = await merchantOrder(order.id);
    expect(done.status).toBe('DONE');
    expect(done.settlement).toMatchObject({ coin_amount: target.amount, amount: '10', kept_in_coin: '1' });
    const after = await balancesOf(order.id);
    expect(after.eur - before.eur).toBe(1000n);
    expect(after.ton - before.ton).toBe(extraNanotons);
    expect(await doneMessages(order.id)).toHaveLength(1);
    await expectLedgerBalanced(testApp);
  }, 60_000);
});
