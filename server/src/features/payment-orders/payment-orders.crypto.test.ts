import { randomUUID } from 'node:crypto';
import { type PayOrderCrypto, payOrderSchema } from '@ferry/shared/contracts';
import { decimalToMinor } from '@ferry/shared/domain';
import { Address, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_BASE } from '../../test-support/api-keys.test-kit';
import { type CoinShop, openCoinShop } from '../../test-support/coin-shop.test-kit';
import { expectLedgerBalanced } from '../../test-support/deposits.test-kit';
import { jettonTransferBody } from '../../test-support/ton-wallets';

/** Confirmations asked of TON deposits here: the order shows WAIT while they gather. */
const CONFIRMATIONS = 2;

let nowMs = Date.now();
let shop: CoinShop;

beforeAll(async () => {
  shop = await openCoinShop({ coins: ['TON', 'USDT'], confirmations: CONFIRMATIONS, nowMs: () => nowMs });
}, 60_000);
afterAll(() => shop.dispose());

const settle = () => shop.settle();
const nextBlock = () => shop.nextBlock();
const newOrder = (body: Record<string, unknown>) => shop.newOrder(body);

/** The customer's wallet sends TON with the memo as its comment. */
async function sendTon(to: string, nanotons: bigint, memo: string) {
  const { chain, wallet } = shop;
  const seqno = await chain.getSeqno(wallet.address);
  const transfer = wallet.transfer({ seqno, to: Address.parse(to), value: nanotons, body: memo });
  await chain.sendExternal(transfer);
}

/** USDT through the customer's jetton wallet, the memo in the forward payload. */
async function sendUsdt(to: string, units: bigint, memo: string) {
  const { chain, wallet } = shop;
  const balances = await chain.getJettonBalances(wallet.address);
  const own = balances.find((balance) => balance.jetton.address === chain.usdtMaster.toRawString());
  if (!own) throw new Error('The customer holds no USDT');
  const body = jettonTransferBody({
    to: Address.parse(to),
    responseTo: wallet.address,
    amount: units,
    comment: memo,
  });
  const seqno = await chain.getSeqno(wallet.address);
  await chain.sendExternal(
    wallet.transfer({ seqno, to: Address.parse(own.wallet_address.address), value: toNano('0.1'), body }),
  );
}

async function customer(method: string, path: string, body?: unknown) {
  const response = await shop.testApp.app.request(`${WIDGET_BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function payInCoin(token: string, currency: 'TON' | 'USDT'): Promise<PayOrderCrypto> {
  const answer = await customer('POST', `pay-orders/${token}/pay`, { payway: 'crypto', currency });
  expect(answer.status).toBe(200);
  const view = payOrderSchema.parse(answer.body);
  expect(view.status).toBe('NEW');
  if (!view.crypto) throw new Error('no crypto target');
  return view.crypto;
}

async function readOrder(token: string) {
  return payOrderSchema.parse((await customer('GET', `pay-orders/${token}`)).body);
}

async function statusMessages(orderId: string) {
  const rows = await shop.testApp.context.db
    .selectFrom('merchant_webhook_messages')
    .select(['transaction_status'])
    .where('transaction_ref', '=', `payment_order:${orderId}`)
    .execute();
  return rows.map((row) => row.transaction_status);
}

async function balanceOf(orderId: string, currency: string): Promise<bigint> {
  const row = await shop.testApp.context.db
    .selectFrom('payment_orders as o')
    .leftJoin('ledger_accounts as l', (join) =>
      join
        .onRef('l.profile_id', '=', 'o.profile_id')
        .on('l.currency', '=', currency)
        .on('l.kind', '=', 'user_available'),
    )
    .select('l.balance')
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  return BigInt(row.balance ?? 0);
}

const minorOf = (amount: string, scale: number) => decimalToMinor(amount, scale) ?? 0n;

describe('payment orders paid in crypto on the local TON chain', () => {
  it('gives an EUR order its own TON memo and amount; the transfer makes it WAIT, then DONE, told once', async () => {
    const { order, token } = await newOrder({ amount: '25.50', currency: 'EUR' });
    const target = await payInCoin(token, 'TON');
    const hotWallet = await shop.testApp.context.db
      .selectFrom('ton_hot_wallets')
      .select('address')
      .where('currency', '=', 'TON')
      .executeTakeFirstOrThrow();
    expect(Address.parse(target.address).toRawString()).toBe(hotWallet.address);
    expect(target.memo).toMatch(/^\d{10}$/);
    expect(target).toMatchObject({ currency: 'TON', network: 'TON', received: '0' });
    const nanotons = minorOf(target.amount, 9);
    expect(nanotons % 100_000n).toBe(0n);
    // The amount's worth at the fixed rate covers the order.
    expect(Number(target.amount) * Number(target.rate)).toBeGreaterThanOrEqual(25.5);
    expect(target.deep_link).toBe(`ton://transfer/${target.address}?amount=${nanotons}&text=${target.memo}`);
    // Choosing the coin again answers the same target and price; another order gets another memo.
    expect(await payInCoin(token, 'TON')).toEqual(target);
    const other = await newOrder({ amount: '25.50', currency: 'EUR' });
    expect((await payInCoin(other.token, 'TON')).memo).not.toBe(target.memo);

    const before = await balanceOf(order.id, 'TON');
    const eurBefore = await balanceOf(order.id, 'EUR');
    await sendTon(target.address, nanotons, target.memo ?? '');
    await settle();
    const waiting = await readOrder(token);
    expect(waiting).toMatchObject({ status: 'WAIT', payment: { status: 'PROCESSING', payway: 'crypto' } });
    expect(waiting.crypto?.received).toBe(target.amount);
    for (let block = 0; block < CONFIRMATIONS; block += 1) await nextBlock();
    expect(await readOrder(token)).toMatchObject({ status: 'DONE', payment: { status: 'DONE' } });
    await settle();
    expect((await statusMessages(order.id)).sort()).toEqual(['DONE', 'WAIT']);
    // Settled in the order's currency (payment-orders.crypto-settlement.test.ts): EUR, not TON.
    expect(await balanceOf(order.id, 'TON')).toBe(before);
    expect((await balanceOf(order.id, 'EUR')) - eurBefore).toBe(2550n);
    await expectLedgerBalanced(shop.testApp);
  }, 60_000);

  it('takes an underpaid USDT order’s rest in a second transfer; an overpayment stays the merchant’s', async () => {
    const { order, token } = await newOrder({ amount: '10', currency: 'USDT' });
    const target = await payInCoin(token, 'USDT');
    expect(target).toMatchObject({ amount: '10', rate: '1' });
    expect(target.deep_link).toContain('jetton=');
    await sendUsdt(target.address, 4_000_000n, target.memo ?? '');
    await settle();
    for (let block = 0; block < CONFIRMATIONS; block += 1) await nextBlock();
    // Short of the amount: back to NEW, the received part shown, the rest still to send.
    expect(await readOrder(token)).toMatchObject({ status: 'NEW', crypto: { received: '4' } });
    await sendUsdt(target.address, 7_000_000n, target.memo ?? '');
    await settle();
    for (let block = 0; block < CONFIRMATIONS; block += 1) await nextBlock();
    await settle();
    expect(await readOrder(token)).toMatchObject({ status: 'DONE', crypto: { received: '11' } });
    expect((await statusMessages(order.id)).filter((status) => status === 'DONE')).toHaveLength(1);
    await expectLedgerBalanced(shop.testApp);
  }, 60_000);

  it('refuses crypto for an expired order; a late transfer is credited to the merchant and moves nothing', async () => {
    const { order, token } = await newOrder({ amount: '5', currency: 'TON', expires_in_seconds: 60 });
    const target = await payInCoin(token, 'TON');
    nowMs += 61_000;
    const refused = await customer('POST', `pay-orders/${token}/pay`, { payway: 'crypto', currency: 'TON' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { code: 'CONFLICT_ERROR', details: { reason: 'payment_order_expired' } },
    });
    const before = await balanceOf(order.id, 'TON');
    await sendTon(target.address, toNano(target.amount), target.memo ?? '');
    await settle();
    for (let block = 0; block < CONFIRMATIONS; block += 1) await nextBlock();
    await settle();
    expect(await readOrder(token)).toMatchObject({ status: 'EXPIRED', crypto: { received: '5' } });
    expect(await balanceOf(order.id, 'TON')).toBeGreaterThan(before);
    expect(await statusMessages(order.id)).toEqual(['EXPIRED']);
    await expectLedgerBalanced(shop.testApp);
  }, 60_000);

  it('asks which coin, and refuses one it does not take', async () => {
    const { token } = await newOrder({ amount: '1', currency: 'EUR' });
    const noCoin = await customer('POST', `pay-orders/${token}/pay`, { payway: 'crypto' });
    expect(noCoin.body).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: { field: 'currency' } },
    });
    const wrong = await customer('POST', `pay-orders/${token}/pay`, { payway: 'crypto', currency: 'BTC' });
    expect(wrong.status).toBe(400);
  });
});
