import { randomUUID } from 'node:crypto';
import { paymentOrderSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
import { createKeyThroughApi, sendMerchantRequest } from '../../test-support/api-keys.test-kit';
import { expectLedgerBalanced } from '../../test-support/deposits.test-kit';
import { card, type PaymentOrdersWorld, startPaymentOrdersWorld } from './payment-orders.test-kit';

let world: PaymentOrdersWorld;

beforeAll(async () => {
  world = await startPaymentOrdersWorld();
});
afterAll(async () => {
  await world.dispose();
});
beforeEach(() => {
  world.reset();
});

const REPLAY_KEY = randomUUID();

describe('payment orders', () => {
  it('creates an order with a signed request, replays it for the same Idempotency-Key', async () => {
    const body = world.orderBody({ merchant_reference: 'cart-replay' });
    const first = await world.merchant('POST', 'payment-orders', body, REPLAY_KEY);
    expect(first.status).toBe(200);
    const order = paymentOrderSchema.parse(first.body);
    expect(order).toMatchObject({ status: 'NEW', amount: '25.5', currency: 'EUR', test_mode: true });
    expect(order.pay_url).toMatch(/\/pay-frame\/order\/[A-Za-z0-9_-]{43}\?apiKey=/);
    expect(Date.parse(order.expires_at) - world.nowMs).toBe(1800 * 1000);
    // A new signature (a request signed anew a second later), the same Idempotency-Key.
    world.nowMs += 1000;
    const again = await world.merchant('POST', 'payment-orders', body, REPLAY_KEY);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(
      await world.testApp.context.db
        .selectFrom('payment_orders')
        .where('merchant_reference', '=', 'cart-replay')
        .select('id')
        .execute(),
    ).toHaveLength(1);
    const read = await world.merchant('GET', `payment-orders/${order.id}`);
    expect(read.body).toEqual(first.body);
  });

  it.each([
    ['a zero amount', { amount: '0' }, 'VALIDATION_ERROR'],
    ['more decimals than the currency has', { amount: '1.001' }, 'VALIDATION_ERROR'],
    ['an amount past the ledger’s bound', { amount: '9'.repeat(80) }, 'VALIDATION_ERROR'],
    ['an unknown currency', { currency: 'XXX' }, 'NOT_FOUND'],
    ['an expiry under a minute', { expires_in_seconds: 10 }, 'VALIDATION_ERROR'],
    ['an expiry over a day', { expires_in_seconds: 86_401 }, 'VALIDATION_ERROR'],
    ['an unknown field', { status: 'DONE' }, 'VALIDATION_ERROR'],
  ])('refuses %s', async (_case, extra, code) => {
    const answer = await world.merchant('POST', 'payment-orders', world.orderBody(extra));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toMatchObject({ error: { code } });
  });

  it('refuses an unsigned create and hides another key’s order', async () => {
    const unsigned = await world.customer('POST', 'payment-orders', world.orderBody());
    expect(unsigned.status).toBe(401);
    const { order } = await world.newOrder();
    const other = await createKeyThroughApi(world.testApp, await world.testApp.signIn(), {
      name: 'Other',
      type: 'exchanger',
      permissions: ['create_buy_order'],
      is_test_mode: true,
    });
    const response = await sendMerchantRequest(
      world.testApp,
      { key: other.apiKey.key, secret: other.secret },
      { method: 'GET', path: `payment-orders/${order.id}` },
    );
    expect(response.status).toBe(404);
  });

  it('pays a live key’s order into the owner’s own profile; a wallet key may not create orders', async () => {
    const liveOwner = await world.testApp.signIn();
    const live = await createKeyThroughApi(world.testApp, liveOwner, {
      name: 'Live shop',
      type: 'exchanger',
      permissions: ['create_buy_order'],
      is_test_mode: false,
    });
    const liveCredentials = { key: live.apiKey.key, secret: live.secret };
    const body = JSON.stringify(world.orderBody({ amount: '10' }));
    const created = await sendMerchantRequest(
      world.testApp,
      liveCredentials,
      { method: 'POST', path: 'payment-orders', body },
      { 'Idempotency-Key': randomUUID() },
    );
    const order = paymentOrderSchema.parse(await created.json());
    expect(order.test_mode).toBe(false);
    const token = new URL(order.pay_url).pathname.split('/').pop() as string;
    const paid = await world.customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(paid.body).toMatchObject({ status: 'DONE' });
    expect(await world.balancesOf(liveOwner.uuid)).toContainEqual({
      currency: 'EUR',
      balance: expect.any(String),
    });

    const wallet = await createKeyThroughApi(world.testApp, liveOwner, {
      name: 'Wallet',
      type: 'wallet',
      permissions: [],
      is_test_mode: true,
    });
    const refused = await sendMerchantRequest(
      world.testApp,
      { key: wallet.apiKey.key, secret: wallet.secret },
      { method: 'POST', path: 'payment-orders', body },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'ACCESS_DENIED' } });
    await expectLedgerBalanced(world.testApp);
  });

  it('answers NOT_FOUND for an unknown pay token', async () => {
    const answer = await world.customer('GET', `pay-orders/${'x'.repeat(43)}`);
    expect(answer.status).toBe(404);
  });
});
