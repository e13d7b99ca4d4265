import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  type LoginResponse,
  listMerchantWebhookDeliveries,
  paymentOrderSchema,
  payOrderSchema,
  setMerchantWebhook,
} from '@ferry/shared/contracts';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_3DS_CODE, SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  sendMerchantRequest,
  WIDGET_BASE,
} from '../../test-support/api-keys.test-kit';
import { expectLedgerBalanced } from '../../test-support/deposits.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import { verifyWebhookSignature } from '../../webhooks/verify-signature';
import { WEBHOOKS_WORKER } from '../../webhooks/webhooks-worker';
import { PAYMENT_ORDER_SWEEPER } from './order-sweeper';

/** The merchant-webhooks workers, by name (a feature does not import another's files). */
const MERCHANT_WEBHOOK_INTAKE = 'merchant-webhook-intake';
const MERCHANT_WEBHOOK_DELIVERY = 'merchant-webhook-delivery';
/** The schedule's first two waits (5 s, 5 min) at their largest jitter (+20 %). */
const FIRST_RETRIES_MS = [6_000, 360_000];

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  atMs: number;
  status: number;
}

let receiver: WebhookReceiver;
let receiverUrl: string;
let received: Received[] = [];
/** Scripted answers for the order's DONE message; everything else is answered 200. */
let doneAnswers: number[] = [];

let nowMs = Date.now();
let testApp: TestApp;
let owner: LoginResponse;
let keyId: string;
let credentials: MerchantCredentials;
let webhookSecret: string;

beforeAll(async () => {
  receiver = await startWebhookReceiver(({ headers, body }) => {
    const isOrderDone = body.includes('"payment_order.status_changed"') && body.includes('"status":"DONE"');
    const status = isOrderDone ? (doneAnswers.shift() ?? 200) : 200;
    received.push({ headers, body, atMs: nowMs, status });
    return status;
  });
  receiverUrl = `${receiver.url}/hooks`;
  testApp = await createTestApp({
    nowMs: () => nowMs,
    environment: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
  });
  owner = await testApp.signIn();
  const created = await createKeyThroughApi(testApp, owner, {
    name: 'Shop',
    type: 'exchanger',
    permissions: ['create_buy_order'],
    is_test_mode: true,
  });
  keyId = created.apiKey.id;
  credentials = { key: created.apiKey.key, secret: created.secret };
  const set = await ownerCall('PUT', `api-keys/${keyId}/webhook`, { url: receiverUrl });
  webhookSecret = setMerchantWebhook.response.parse(set.body).secret as string;
});
afterAll(async () => {
  await receiver.close();
  await testApp.dispose();
});
beforeEach(() => {
  received = [];
  doneAnswers = [];
});

async function ownerCall(method: string, path: string, body?: unknown) {
  const user = await testApp.context.users.findById(owner.uuid);
  if (!user) throw new Error('no owner');
  const login = await testApp.context.loginIssuer.issue({
    user,
    base: 'client',
    signInMethod: 'email',
    isNewUser: false,
  });
  const response = await testApp.app.request(`/api/client/v1/${path}`, {
    method,
    headers: bearer(login, { 'Content-Type': 'application/json' }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let idempotencyCounter = 0;
async function merchant(method: string, path: string, body?: unknown, idempotencyKey?: string) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  idempotencyCounter += 1;
  const key = idempotencyKey ?? (method === 'POST' ? randomUUID() : undefined);
  const response = await sendMerchantRequest(
    testApp,
    credentials,
    { method, path, ...(text === undefined ? {} : { body: text }) },
    { 'Idempotency-Key': key },
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function customer(method: string, path: string, body?: unknown) {
  const response = await testApp.app.request(`${WIDGET_BASE}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(method === 'POST' ? { 'Idempotency-Key': randomUUID() } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const orderBody = (extra: Record<string, unknown> = {}) => ({
  amount: '25.50',
  currency: 'EUR',
  merchant_reference: `cart-${idempotencyCounter}`,
  customer_reference: 'cust-7',
  return_url: 'https://shop.example/thanks',
  ...extra,
});

const card = (number: string) => ({ number, expiry: '12 / 39', cvv: '123', holder_name: 'Guest Payer' });

async function newOrder(extra: Record<string, unknown> = {}) {
  const created = await merchant('POST', 'payment-orders', orderBody(extra));
  expect(created.status).toBe(200);
  const order = paymentOrderSchema.parse(created.body);
  const token = new URL(order.pay_url).pathname.split('/').pop() as string;
  return { order, token };
}

async function drain() {
  const workers = [
    PAYMENT_ORDER_SWEEPER,
    MERCHANT_WEBHOOK_INTAKE,
    MERCHANT_WEBHOOK_DELIVERY,
    WEBHOOKS_WORKER,
  ].map((name) => testApp.worker(name));
  for (;;) {
    let work = 0;
    for (const worker of workers) work += await worker.runOnce();
    if (work === 0) return;
  }
}

async function balancesOf(userId: string) {
  return testApp.context.db
    .selectFrom('ledger_accounts')
    .innerJoin('profiles', 'profiles.id', 'ledger_accounts.profile_id')
    .select(['ledger_accounts.currency', 'ledger_accounts.balance'])
    .where('profiles.user_id', '=', userId)
    .where('ledger_accounts.kind', '=', 'user_available')
    .execute();
}

function verifies(request: Received): boolean {
  const clock = vi.spyOn(Date, 'now').mockReturnValue(request.atMs);
  try {
    new Webhook(webhookSecret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    });
    return true;
  } catch {
    return false;
  } finally {
    clock.mockRestore();
  }
}

const orderEvents = () =>
  received
    .filter((request) => request.status === 200)
    .map((request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> })
    .filter((event) => event.type === 'payment_order.status_changed');

const REPLAY_KEY = randomUUID();

describe('payment orders', () => {
  it('creates an order with a signed request, replays it for the same Idempotency-Key', async () => {
    const body = orderBody({ merchant_reference: 'cart-replay' });
    const first = await merchant('POST', 'payment-orders', body, REPLAY_KEY);
    expect(first.status).toBe(200);
    const order = paymentOrderSchema.parse(first.body);
    expect(order).toMatchObject({ status: 'NEW', amount: '25.5', currency: 'EUR', test_mode: true });
    expect(order.pay_url).toMatch(/\/pay-frame\/order\/[A-Za-z0-9_-]{43}\?apiKey=/);
    expect(Date.parse(order.expires_at) - nowMs).toBe(1800 * 1000);
    // A new signature (a request signed anew a second later), the same Idempotency-Key.
    nowMs += 1000;
    const again = await merchant('POST', 'payment-orders', body, REPLAY_KEY);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(
      await testApp.context.db
        .selectFrom('payment_orders')
        .where('merchant_reference', '=', 'cart-replay')
        .select('id')
        .execute(),
    ).toHaveLength(1);
    const read = await merchant('GET', `payment-orders/${order.id}`);
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
    const answer = await merchant('POST', 'payment-orders', orderBody(extra));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toMatchObject({ error: { code } });
  });

  it('refuses an unsigned create and hides another key’s order', async () => {
    const unsigned = await customer('POST', 'payment-orders', orderBody());
    expect(unsigned.status).toBe(401);
    const { order } = await newOrder();
    const other = await createKeyThroughApi(testApp, await testApp.signIn(), {
      name: 'Other',
      type: 'exchanger',
      permissions: ['create_buy_order'],
      is_test_mode: true,
    });
    const response = await sendMerchantRequest(
      testApp,
      { key: other.apiKey.key, secret: other.secret },
      { method: 'GET', path: `payment-orders/${order.id}` },
    );
    expect(response.status).toBe(404);
  });

  it('is paid by card with 3-D Secure into the key’s sandbox account; DONE is told once after two 500s', async () => {
    const { order, token } = await newOrder();
    const view = await customer('GET', `pay-orders/${token}`);
    expect(payOrderSchema.parse(view.body)).toMatchObject({ status: 'NEW', amount: '25.5', payment: null });

    const started = await customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.threeDs),
    });
    expect(started.status).toBe(200);
    expect(payOrderSchema.parse(started.body)).toMatchObject({
      status: 'WAIT',
      payment: { status: 'WAIT', next_action: { type: 'three_ds', code_length: 4 } },
    });
    // A second payment while one is under way is refused.
    const twice = await customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(twice.body).toMatchObject({ error: { code: 'CONFLICT_ERROR' } });

    doneAnswers = [500, 500];
    const done = await customer('POST', `pay-orders/${token}/3ds`, { code: SANDBOX_3DS_CODE });
    expect(done.status).toBe(200);
    expect(payOrderSchema.parse(done.body)).toMatchObject({ status: 'DONE', payment: { status: 'DONE' } });

    await drain();
    nowMs += FIRST_RETRIES_MS[0] ?? 0;
    await drain();
    nowMs += FIRST_RETRIES_MS[1] ?? 0;
    await drain();
    nowMs += 3 * 24 * 3600 * 1000;
    await drain();

    for (const request of received) expect(verifies(request)).toBe(true);
    const doneDeliveries = received.filter(
      (request) => request.body.includes('"payment_order.status_changed"') && request.body.includes('"DONE"'),
    );
    expect(doneDeliveries.map((request) => request.status)).toEqual([500, 500, 200]);
    expect(new Set(doneDeliveries.map((request) => request.headers['webhook-id'])).size).toBe(1);
    const events = orderEvents().filter((event) => event.data.order_id === order.id);
    expect(events.map((event) => event.data.status)).toEqual(['WAIT', 'DONE']);
    expect(events[1]?.data).toMatchObject({
      merchant_reference: order.merchant_reference,
      test_mode: true,
      amount: '25.5',
    });

    const log = await ownerCall('GET', `api-keys/${keyId}/webhook/deliveries`);
    const deliveries = listMerchantWebhookDeliveries.response.parse(log.body).deliveries;
    const doneDelivery = deliveries.find(
      (delivery) => delivery.id === doneDeliveries[0]?.headers['webhook-id'],
    );
    expect(doneDelivery?.event_type).toBe('payment_order.status_changed');
    expect(doneDelivery?.attempts.map((attempt) => attempt.status_code)).toEqual([200, 500, 500]);

    // The money is in the key's sandbox account, never the owner's live one.
    const sandbox = await testApp.context.db
      .selectFrom('api_keys')
      .select('sandbox_user_id')
      .where('id', '=', keyId)
      .executeTakeFirstOrThrow();
    expect(await balancesOf(sandbox.sandbox_user_id as string)).toContainEqual({
      currency: 'EUR',
      balance: expect.stringMatching(/^\d+$/),
    });
    expect(await balancesOf(owner.uuid)).toEqual([]);
    expect((await merchant('GET', `payment-orders/${order.id}`)).body).toMatchObject({
      status: 'DONE',
      transaction_id: expect.any(String),
    });
    await expectLedgerBalanced(testApp);
  });

  it('returns to NEW when the 3-D Secure code is wrong, so the customer may try again', async () => {
    const { token } = await newOrder();
    await customer('POST', `pay-orders/${token}/pay`, { payway: 'card', card: card(SANDBOX_CARDS.threeDs) });
    const wrong = await customer('POST', `pay-orders/${token}/3ds`, { code: '0000' });
    expect(wrong.body).toMatchObject({ status: 'NEW', payment: { status: 'FAIL' } });
    const paid = await customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(paid.body).toMatchObject({ status: 'DONE' });
    await expectLedgerBalanced(testApp);
  });

  it('gives bank details for a SEPA payment; the transfer’s arrival makes the order DONE', async () => {
    const { order, token } = await newOrder();
    const started = await customer('POST', `pay-orders/${token}/pay`, { payway: 'sepa' });
    expect(started.status).toBe(200);
    const waiting = payOrderSchema.parse(started.body);
    expect(waiting).toMatchObject({
      status: 'WAIT',
      payment: { next_action: { type: 'bank_transfer' }, bank_details: { reference: expect.any(String) } },
    });
    // The sandbox bank reports the transfer; the sweeper sees the payment done and moves the order.
    const arrived = await testApp.app.request('/api/dev/sandbox/bank-transfers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: waiting.payment?.bank_details?.reference }),
    });
    expect(arrived.status).toBe(200);
    await drain();
    expect((await merchant('GET', `payment-orders/${order.id}`)).body).toMatchObject({ status: 'DONE' });
    expect(
      orderEvents()
        .filter((event) => event.data.order_id === order.id)
        .map((event) => event.data.status),
    ).toEqual(['WAIT', 'DONE']);
    await expectLedgerBalanced(testApp);
  });

  it('refuses to pay an expired or a cancelled order and moves no money', async () => {
    const transactionsBefore = await testApp.context.db.selectFrom('transactions').select('id').execute();
    const expiring = await newOrder({ expires_in_seconds: 60 });
    nowMs += 61_000;
    await drain();
    expect((await merchant('GET', `payment-orders/${expiring.order.id}`)).body).toMatchObject({
      status: 'EXPIRED',
    });
    const late = await customer('POST', `pay-orders/${expiring.token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      error: { code: 'CONFLICT_ERROR', details: { reason: 'payment_order_expired' } },
    });

    const cancelled = await newOrder();
    const cancel = await merchant('POST', `payment-orders/${cancelled.order.id}/cancel`);
    expect(cancel.body).toMatchObject({ status: 'CANCELLED' });
    const refused = await customer('POST', `pay-orders/${cancelled.token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(refused.body).toMatchObject({
      error: { code: 'CONFLICT_ERROR', details: { reason: 'payment_order_cancelled' } },
    });
    expect((await customer('GET', `pay-orders/${cancelled.token}`)).body).toMatchObject({
      status: 'CANCELLED',
    });

    expect(await testApp.context.db.selectFrom('transactions').select('id').execute()).toHaveLength(
      transactionsBefore.length,
    );
    await drain();
    const told = orderEvents().map((event) => [event.data.order_id, event.data.status]);
    expect(told).toEqual(
      expect.arrayContaining([
        [expiring.order.id, 'EXPIRED'],
        [cancelled.order.id, 'CANCELLED'],
      ]),
    );
    await expectLedgerBalanced(testApp);
  });

  it('tells the order’s callback_url each status once, signed with the key’s secret', async () => {
    const { order, token } = await newOrder({ callback_url: `${receiverUrl}?order` });
    await customer('POST', `pay-orders/${token}/pay`, { payway: 'card', card: card(SANDBOX_CARDS.threeDs) });
    await customer('POST', `pay-orders/${token}/3ds`, { code: '0000' });
    await customer('POST', `pay-orders/${token}/pay`, { payway: 'card', card: card(SANDBOX_CARDS.success) });
    await drain();
    const callbacks = received.filter((request) => request.headers['ferry-webhook-id'] !== undefined);
    for (const request of callbacks) {
      const verdict = verifyWebhookSignature({
        secret: credentials.secret,
        header: (name) => {
          const value = request.headers[name.toLowerCase()];
          return typeof value === 'string' ? value : null;
        },
        body: request.body,
        nowSeconds: Math.floor(request.atMs / 1000),
      });
      expect(verdict.isValid).toBe(true);
    }
    const told = callbacks
      .map(
        (request) => JSON.parse(request.body) as { type: string; data: { order_id: string; status: string } },
      )
      .filter((event) => event.type === 'payment_order.status_changed' && event.data.order_id === order.id)
      .map((event) => event.data.status);
    // WAIT twice in the order's life (a failed 3-D Secure, then a card that paid), told once.
    expect(told).toEqual(['WAIT', 'DONE']);
  });

  it('pays a live key’s order into the owner’s own profile; a wallet key may not create orders', async () => {
    const liveOwner = await testApp.signIn();
    const live = await createKeyThroughApi(testApp, liveOwner, {
      name: 'Live shop',
      type: 'exchanger',
      permissions: ['create_buy_order'],
      is_test_mode: false,
    });
    const liveCredentials = { key: live.apiKey.key, secret: live.secret };
    const body = JSON.stringify(orderBody({ amount: '10' }));
    const created = await sendMerchantRequest(
      testApp,
      liveCredentials,
      { method: 'POST', path: 'payment-orders', body },
      { 'Idempotency-Key': randomUUID() },
    );
    const order = paymentOrderSchema.parse(await created.json());
    expect(order.test_mode).toBe(false);
    const token = new URL(order.pay_url).pathname.split('/').pop() as string;
    const paid = await customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(paid.body).toMatchObject({ status: 'DONE' });
    expect(await balancesOf(liveOwner.uuid)).toContainEqual({ currency: 'EUR', balance: expect.any(String) });

    const wallet = await createKeyThroughApi(testApp, liveOwner, {
      name: 'Wallet',
      type: 'wallet',
      permissions: [],
      is_test_mode: true,
    });
    const refused = await sendMerchantRequest(
      testApp,
      { key: wallet.apiKey.key, secret: wallet.secret },
      { method: 'POST', path: 'payment-orders', body },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'ACCESS_DENIED' } });
    await expectLedgerBalanced(testApp);
  });

  it('answers NOT_FOUND for an unknown pay token', async () => {
    const answer = await customer('GET', `pay-orders/${'x'.repeat(43)}`);
    expect(answer.status).toBe(404);
  });
});
