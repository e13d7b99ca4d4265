import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type LoginResponse, paymentOrderSchema, setMerchantWebhook } from '@ferry/shared/contracts';
import { Webhook } from 'standardwebhooks';
import { expect, vi } from 'vitest';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  sendMerchantRequest,
  WIDGET_BASE,
} from '../../test-support/api-keys.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import { WEBHOOKS_WORKER } from '../../webhooks/webhooks-worker';
import { PAYMENT_ORDER_SWEEPER } from './order-sweeper';

/** The merchant-webhooks workers, by name (a feature does not import another's files). */
const MERCHANT_WEBHOOK_INTAKE = 'merchant-webhook-intake';
const MERCHANT_WEBHOOK_DELIVERY = 'merchant-webhook-delivery';
/** The schedule's first two waits (5 s, 5 min) at their largest jitter (+20 %). */
export const FIRST_RETRIES_MS = [6_000, 360_000];

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  atMs: number;
  status: number;
}

export const card = (number: string) => ({
  number,
  expiry: '12 / 39',
  cvv: '123',
  holder_name: 'Guest Payer',
});

export type PaymentOrdersWorld = Awaited<ReturnType<typeof startPaymentOrdersWorld>>;

/**
 * One app on a movable clock, a merchant key in test mode whose webhook points at a local
 * receiver, and the calls a merchant, its customer and the key's owner make. Each test file
 * starts its own, so no state passes between files.
 */
export async function startPaymentOrdersWorld() {
  let receiver: WebhookReceiver | undefined;
  let idempotencyCounter = 0;

  const world = {
    nowMs: Date.now(),
    received: [] as Received[],
    /** Scripted answers for the order's DONE message; everything else is answered 200. */
    doneAnswers: [] as number[],
    receiverUrl: '',
    testApp: undefined as unknown as TestApp,
    owner: undefined as unknown as LoginResponse,
    keyId: '',
    credentials: undefined as unknown as MerchantCredentials,
    webhookSecret: '',

    /** Clears what the receiver got and its scripted answers (before each test). */
    reset() {
      world.received = [];
      world.doneAnswers = [];
    },

    async dispose() {
      await receiver?.close();
      await world.testApp.dispose();
    },

    async ownerCall(method: string, path: string, body?: unknown) {
      const user = await world.testApp.context.users.findById(world.owner.uuid);
      if (!user) throw new Error('no owner');
      const login = await world.testApp.context.loginIssuer.issue({
        user,
        base: 'client',
        signInMethod: 'email',
        isNewUser: false,
      });
      const response = await world.testApp.app.request(`/api/client/v1/${path}`, {
        method,
        headers: bearer(login, { 'Content-Type': 'application/json' }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },

    async merchant(method: string, path: string, body?: unknown, idempotencyKey?: string) {
      const text = body === undefined ? undefined : JSON.stringify(body);
      idempotencyCounter += 1;
      const key = idempotencyKey ?? (method === 'POST' ? randomUUID() : undefined);
      const response = await sendMerchantRequest(
        world.testApp,
        world.credentials,
        { method, path, ...(text === undefined ? {} : { body: text }) },
        { 'Idempotency-Key': key },
      );
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as Record<string, unknown>,
      };
    },

    async customer(method: string, path: string, body?: unknown) {
      const response = await world.testApp.app.request(`${WIDGET_BASE}${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(method === 'POST' ? { 'Idempotency-Key': randomUUID() } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },

    orderBody: (extra: Record<string, unknown> = {}) => ({
      amount: '25.50',
      currency: 'EUR',
      merchant_reference: `cart-${idempotencyCounter}`,
      customer_reference: 'cust-7',
      return_url: 'https://shop.example/thanks',
      ...extra,
    }),

    async newOrder(extra: Record<string, unknown> = {}) {
      const created = await world.merchant('POST', 'payment-orders', world.orderBody(extra));
      expect(created.status).toBe(200);
      const order = paymentOrderSchema.parse(created.body);
      const token = new URL(order.pay_url).pathname.split('/').pop() as string;
      return { order, token };
    },

    async drain() {
      const workers = [
        PAYMENT_ORDER_SWEEPER,
        MERCHANT_WEBHOOK_INTAKE,
        MERCHANT_WEBHOOK_DELIVERY,
        WEBHOOKS_WORKER,
      ].map((name) => world.testApp.worker(name));
      for (;;) {
        let work = 0;
        for (const worker of workers) work += await worker.runOnce();
        if (work === 0) return;
      }
    },

    async balancesOf(userId: string) {
      return world.testApp.context.db
        .selectFrom('ledger_accounts')
        .innerJoin('profiles', 'profiles.id', 'ledger_accounts.profile_id')
        .select(['ledger_accounts.currency', 'ledger_accounts.balance'])
        .where('profiles.user_id', '=', userId)
        .where('ledger_accounts.kind', '=', 'user_available')
        .execute();
    },

    verifies(request: Received): boolean {
      const clock = vi.spyOn(Date, 'now').mockReturnValue(request.atMs);
      try {
        new Webhook(world.webhookSecret).verify(request.body, {
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
    },

    orderEvents: () =>
      world.received
        .filter((request) => request.status === 200)
        .map((request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> })
        .filter((event) => event.type === 'payment_order.status_changed'),
  };

  receiver = await startWebhookReceiver(({ headers, body }) => {
    const isOrderDone = body.includes('"payment_order.status_changed"') && body.includes('"status":"DONE"');
    const status = isOrderDone ? (world.doneAnswers.shift() ?? 200) : 200;
    world.received.push({ headers, body, atMs: world.nowMs, status });
    return status;
  });
  world.receiverUrl = `${receiver.url}/hooks`;
  world.testApp = await createTestApp({
    nowMs: () => world.nowMs,
    environment: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
  });
  world.owner = await world.testApp.signIn();
  const created = await createKeyThroughApi(world.testApp, world.owner, {
    name: 'Shop',
    type: 'exchanger',
    permissions: ['create_buy_order'],
    is_test_mode: true,
  });
  world.keyId = created.apiKey.id;
  world.credentials = { key: created.apiKey.key, secret: created.secret };
  const set = await world.ownerCall('PUT', `api-keys/${world.keyId}/webhook`, { url: world.receiverUrl });
  world.webhookSecret = setMerchantWebhook.response.parse(set.body).secret as string;
  return world;
}
