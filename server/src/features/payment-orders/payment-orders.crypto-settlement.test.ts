import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PayOrderCrypto, paymentOrderSchema, payOrderSchema } from '@ferry/shared/contracts';
import { decimalToMinor } from '@ferry/shared/domain';
import { Address, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalTonChain } from '../../providers/ton-chain/local-ton-chain';
import type { TonChain } from '../../providers/ton-chain/ton-chain';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  sendMerchantRequest,
  WIDGET_BASE,
} from '../../test-support/api-keys.test-support';
import { expectLedgerBalanced } from '../../test-support/deposits.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestWallet, type TestWallet } from '../../test-support/ton-wallets';
import { cryptoProgressOf } from './crypto-progress';
import { settleInOrderCurrency } from './order-settlement';
import { lockOrder } from './order-status';
import { PAYMENT_ORDER_SWEEPER } from './order-sweeper';

/** Settlement of coin-paid orders in the order's currency, on the local TON chain. */
const CONFIRMATIONS = 1;
const overrides = {
  paywayCurrencies: [
    {
      payway: 'crypto',
      currency: 'TON',
      direction: 'deposit',
      network: 'TON',
      confirmations: CONFIRMATIONS,
      limits: { min: '0.01' },
    },
  ],
};
const elsewhere = Address.parse('UQBKgXCNLPexWhs2L79kiARR1phGH1LwXxRbNsCFF9doczSI');

let dataDir: string;
let chain: TonChain;
let testApp: TestApp;
let credentials: MerchantCredentials;
let wallet: TestWallet;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'order-settlement-'));
  chain = await createLocalTonChain({ dataDir, clock: () => Date.now() });
  testApp = await createTestApp({
    watchedTonChain: chain,
    environment: {
      CATALOGUE_OVERRIDES: JSON.stringify(overrides),
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
  });
  const owner = await testApp.signIn();
  const created = await createKeyThroughApi(testApp, owner, {
    name: 'Coin shop',
    type: 'exchanger',
    permissions: [],
    is_test_mode: true,
  });
  credentials = { key: created.apiKey.key, secret: created.secret };
  const set = await testApp.app.request(`/api/client/v1/api-keys/${created.apiKey.id}/webhook`, {
    method: 'PUT',
    headers: bearer(owner, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({ url: 'http://127.0.0.1:9/hooks' }),
  });
  expect(set.status).toBe(200);
  wallet = createTestWallet('v5r1');
  await chain.faucet({ to: wallet.address, amount: toNano('500') });
  await settle();
}, 60_000);
afterAll(async () => {
  await testApp.dispose();
  await chain.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function settle() {
  await testApp.worker('ton-deposit-confirmations').runOnce();
  await testApp.worker(PAYMENT_ORDER_SWEEPER).runOnce();
}

/** The customer's wallet sends TON with the memo; the next blocks confirm it and the orders follow. */
async function sendTonAndConfirm(target: PayOrderCrypto, nanotons: bigint) {
  const seqno = await chain.getSeqno(wallet.address);
  await chain.sendExternal(
    wallet.transfer({ seqno, to: Address.parse(target.address), value: nanotons, body: target.memo ?? '' }),
  );
  await settle();
  for (let block = 0; block <= CONFIRMATIONS; block += 1) {
    await chain.faucet({ to: elsewhere, amount: toNano('0.01') });
    await settle();
  }
}

async function newEurOrder(amount: string) {
  const response = await sendMerchantRequest(
    testApp,
    credentials,
    {
      method: 'POST',
      path: 'payment-orders',
      body: JSON.stringify({ merchant_reference: randomUUID(), amount, currency: 'EUR' }),
    },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(response.status).toBe(200);
  const order = paymentOrderSchema.parse(await response.json());
  expect(order.settlement).toBeNull();
  const token = new URL(order.pay_url).pathname.split('/').pop() as string;
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
  const response = await sendMerchantRequest(testApp, credentials, {
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
      const progress = await cryptoProgressOf(trx, order.id);
      if (!row || !progress?.paid) throw new Error('the order is not paid');
      const deps = { ledger: testApp.context.ledger, transactions: testApp.context.transactions };
      await settleInOrderCurrency(deps, trx, row, progress.paid, new Date());
      await settleInOrderCurrency(deps, trx, row, progress.paid, new Date());
    });
    await settle();
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
