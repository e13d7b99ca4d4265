import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  type LoginResponse,
  listMerchantWebhookDeliveries,
  type MerchantWebhookDelivery,
  setMerchantWebhook,
} from '@ferry/shared/contracts';
import { Webhook } from 'standardwebhooks';
import { expect, vi } from 'vitest';
import { createKeyThroughApi } from '../../test-support/api-keys.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import { MERCHANT_WEBHOOK_DELIVERY } from './delivery-worker';
import { MERCHANT_WEBHOOK_INTAKE } from './event-intake';
import { MERCHANT_WEBHOOK_RETRY_DELAYS_MS } from './retry-schedule';

/** A merchant's receiver on 127.0.0.1: answers each request with the next scripted status. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The clock of the app when it arrived (what the receiver's clock would say). */
  atMs: number;
  status: number;
}

export const SECOND = 1000;
export const HOUR = 3600 * SECOND;
/** The largest wait the schedule can draw after `failures` failures (jitter is up to +20 %). */
export const latestRetryMs = (failures: number) =>
  Math.ceil((MERCHANT_WEBHOOK_RETRY_DELAYS_MS[failures - 1] ?? 0) * 1.2);

const headersOf = (request: Received) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

/** The `standardwebhooks` package's verdict, on the receiver's clock at arrival. */
export function verifiesWith(secret: string, request: Received): boolean {
  const clock = vi.spyOn(Date, 'now').mockReturnValue(request.atMs);
  try {
    new Webhook(secret).verify(request.body, headersOf(request));
    return true;
  } catch {
    return false;
  } finally {
    clock.mockRestore();
  }
}

/** The same check written from the spec alone: any `v1,` value equal to the HMAC verifies. */
export function verifiesBySpec(secret: string, request: Received): boolean {
  const {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': header,
  } = headersOf(request);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest();
  return header.split(' ').some((part) => {
    const [version, value = ''] = part.split(',');
    const given = Buffer.from(value, 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export type MerchantWebhooksWorld = Awaited<ReturnType<typeof startMerchantWebhooksWorld>>;

/**
 * One app on a movable clock, a receiver that answers with scripted statuses, an owner's
 * test-mode key with no webhook yet, and a user to become that key's customer. Each test file
 * starts its own.
 */
export async function startMerchantWebhooksWorld() {
  let receiver: WebhookReceiver | undefined;
  const world = {
    nowMs: Date.now(),
    received: [] as Received[],
    answers: [] as number[],
    receiverUrl: '',
    testApp: undefined as unknown as TestApp,
    owner: undefined as unknown as LoginResponse,
    key: undefined as unknown as { id: string },
    customer: undefined as unknown as LoginResponse,

    /** Clears what the receiver got and its scripted answers (before each test). */
    reset() {
      world.received = [];
      world.answers = [];
    },

    async dispose() {
      await receiver?.close();
      await world.testApp.dispose();
    },

    /** A token issued now for the same user: the tests move the clock past an access token's life. */
    async freshLogin(login: LoginResponse): Promise<LoginResponse> {
      const user = await world.testApp.context.users.findById(login.uuid);
      if (!user) throw new Error('no such user');
      return world.testApp.context.loginIssuer.issue({
        user,
        base: 'client',
        signInMethod: 'email',
        isNewUser: false,
      });
    },

    async call(method: string, path: string, login: LoginResponse, body?: unknown) {
      const response = await world.testApp.app.request(`/api/client/v1/${path}`, {
        method,
        headers: bearer(await world.freshLogin(login), { 'Content-Type': 'application/json' }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },

    /** Points the key's webhook at the receiver; answers the secret it shows once. */
    async setEndpoint(): Promise<string> {
      const set = await world.call('PUT', `api-keys/${world.key.id}/webhook`, world.owner, {
        url: world.receiverUrl,
      });
      return setMerchantWebhook.response.parse(set.body).secret as string;
    },

    /** Runs the intake and the delivery worker until neither finds work. */
    async drain() {
      const intake = world.testApp.worker(MERCHANT_WEBHOOK_INTAKE);
      const delivery = world.testApp.worker(MERCHANT_WEBHOOK_DELIVERY);
      while ((await intake.runOnce()) + (await delivery.runOnce()) > 0);
    },

    async deliveries(): Promise<MerchantWebhookDelivery[]> {
      const answer = await world.call('GET', `api-keys/${world.key.id}/webhook/deliveries`, world.owner);
      expect(answer.status).toBe(200);
      return listMerchantWebhookDeliveries.response.parse(answer.body).deliveries;
    },

    async newTransaction() {
      const profileId = world.customer.profiles_id[0] as string;
      return world.testApp.context.db.transaction().execute((trx) =>
        world.testApp.context.transactions.create(trx, {
          profileId,
          type: 'PAYIN',
          currency: 'EUR',
          amountMinor: 1250n,
        }),
      );
    },
  };

  receiver = await startWebhookReceiver((request) => {
    const status = world.answers.shift() ?? 200;
    world.received.push({ headers: request.headers, body: request.body, atMs: world.nowMs, status });
    return status;
  });
  world.receiverUrl = `${receiver.url}/hooks/ferry`;
  world.testApp = await createTestApp({
    nowMs: () => world.nowMs,
    environment: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
  });
  world.owner = await world.testApp.signIn();
  world.key = (
    await createKeyThroughApi(world.testApp, world.owner, {
      name: 'Shop',
      type: 'exchanger',
      permissions: [],
      is_test_mode: true,
    })
  ).apiKey;
  world.customer = await world.testApp.signIn();
  return world;
}
