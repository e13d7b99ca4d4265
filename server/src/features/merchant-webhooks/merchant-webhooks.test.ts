import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  type LoginResponse,
  listMerchantWebhookDeliveries,
  type MerchantWebhookDelivery,
  rotateMerchantWebhookSecret,
  setMerchantWebhook,
} from '@ferry/shared/contracts';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeyThroughApi } from '../../test-support/api-keys.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import { MERCHANT_WEBHOOK_DELIVERY } from './delivery-worker';
import { MERCHANT_WEBHOOK_INTAKE } from './event-intake';
import { MERCHANT_WEBHOOK_SECRET_OVERLAP_MS } from './merchant-webhooks.service';
import { MERCHANT_WEBHOOK_RETRY_DELAYS_MS } from './retry-schedule';

/** A merchant's receiver on 127.0.0.1: answers each request with the next scripted status. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The clock of the app when it arrived (what the receiver's clock would say). */
  atMs: number;
  status: number;
}
let receiver: WebhookReceiver;
let receiverUrl: string;
let received: Received[] = [];
let answers: number[] = [];

let nowMs = Date.now();
let testApp: TestApp;
let owner: LoginResponse;
let key: { id: string };
let customer: LoginResponse;

const SECOND = 1000;
const HOUR = 3600 * SECOND;
/** The largest wait the schedule can draw after `failures` failures (jitter is up to +20 %). */
const latestRetryMs = (failures: number) =>
  Math.ceil((MERCHANT_WEBHOOK_RETRY_DELAYS_MS[failures - 1] ?? 0) * 1.2);

beforeAll(async () => {
  receiver = await startWebhookReceiver((request) => {
    const status = answers.shift() ?? 200;
    received.push({ headers: request.headers, body: request.body, atMs: nowMs, status });
    return status;
  });
  receiverUrl = `${receiver.url}/hooks/ferry`;
  testApp = await createTestApp({
    nowMs: () => nowMs,
    environment: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
  });
  owner = await testApp.signIn();
  key = (
    await createKeyThroughApi(testApp, owner, {
      name: 'Shop',
      type: 'exchanger',
      permissions: [],
      is_test_mode: true,
    })
  ).apiKey;
  customer = await testApp.signIn();
  await testApp.context.db
    .insertInto('merchant_customers')
    .values({ api_key_id: key.id, external_customer_id: 'cust-42', user_id: customer.uuid })
    .execute();
});
afterAll(async () => {
  await receiver.close();
  await testApp.dispose();
});
beforeEach(() => {
  received = [];
  answers = [];
});

/** A token issued now for the same user: the tests move the clock past an access token's life. */
async function freshLogin(login: LoginResponse): Promise<LoginResponse> {
  const user = await testApp.context.users.findById(login.uuid);
  if (!user) throw new Error('no such user');
  return testApp.context.loginIssuer.issue({ user, base: 'client', signInMethod: 'email', isNewUser: false });
}

async function call(method: string, path: string, login: LoginResponse, body?: unknown) {
  const response = await testApp.app.request(`/api/client/v1/${path}`, {
    method,
    headers: bearer(await freshLogin(login), { 'Content-Type': 'application/json' }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Runs the intake and the delivery worker until neither finds work. */
async function drain() {
  const intake = testApp.worker(MERCHANT_WEBHOOK_INTAKE);
  const delivery = testApp.worker(MERCHANT_WEBHOOK_DELIVERY);
  while ((await intake.runOnce()) + (await delivery.runOnce()) > 0);
}

async function deliveries(): Promise<MerchantWebhookDelivery[]> {
  const answer = await call('GET', `api-keys/${key.id}/webhook/deliveries`, owner);
  expect(answer.status).toBe(200);
  return listMerchantWebhookDeliveries.response.parse(answer.body).deliveries;
}

const headersOf = (request: Received) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

/** The `standardwebhooks` package's verdict, on the receiver's clock at arrival. */
function verifiesWith(secret: string, request: Received): boolean {
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
function verifiesBySpec(secret: string, request: Received): boolean {
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

async function newTransaction() {
  const profileId = customer.profiles_id[0] as string;
  return testApp.context.db.transaction().execute((trx) =>
    testApp.context.transactions.create(trx, {
      profileId,
      type: 'PAYIN',
      currency: 'EUR',
      amountMinor: 1250n,
    }),
  );
}

let secret = '';

describe('merchant webhook endpoint', () => {
  it.each([
    ['not a URL', 'shop'],
    ['another scheme', 'ftp://shop.example/hooks'],
    ['plain http to a public host', 'http://shop.example/hooks'],
    ['credentials in the URL', 'https://user:pass@shop.example/hooks'],
  ])('refuses %s with VALIDATION_ERROR', async (_case, url) => {
    const answer = await call('PUT', `api-keys/${key.id}/webhook`, owner, { url });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('sets the URL and shows a whsec_ secret once; setting it again keeps the secret', async () => {
    expect((await call('GET', `api-keys/${key.id}/webhook`, owner)).body).toEqual({ endpoint: null });
    const first = await call('PUT', `api-keys/${key.id}/webhook`, owner, { url: `${receiverUrl}?old` });
    expect(first.status).toBe(200);
    const parsed = setMerchantWebhook.response.parse(first.body);
    expect(parsed.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    secret = parsed.secret as string;
    const again = await call('PUT', `api-keys/${key.id}/webhook`, owner, { url: receiverUrl });
    expect(again.body).toMatchObject({
      endpoint: { url: receiverUrl, previous_secret_until: null },
      secret: null,
    });
    expect((await call('GET', `api-keys/${key.id}/webhook`, owner)).body).toMatchObject({
      endpoint: { url: receiverUrl },
    });
  });

  it('keeps another owner out of the key’s webhook, deliveries and resend (NOT_FOUND)', async () => {
    const stranger = await testApp.signIn();
    for (const [method, path] of [
      ['GET', `api-keys/${key.id}/webhook`],
      ['GET', `api-keys/${key.id}/webhook/deliveries`],
      ['POST', `api-keys/${key.id}/webhook/secret-rotation`],
      ['POST', `api-keys/${key.id}/webhook/deliveries/msg_1/resend`],
    ] as const) {
      const answer = await call(method, path, stranger);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    const put = await call('PUT', `api-keys/${key.id}/webhook`, stranger, { url: 'https://evil.example/' });
    expect(put.status).toBe(404);
  });
});

describe('merchant webhook delivery', () => {
  let doneId = '';

  it('tells the status change exactly once, signed, after two 500s, under one webhook-id', async () => {
    const transaction = await newTransaction();
    await drain();
    expect(received).toHaveLength(1);
    expect(JSON.parse((received[0] as Received).body)).toMatchObject({
      type: 'transaction.status_changed',
      data: { transaction_id: transaction.external_id, status: 'NEW' },
    });

    received = [];
    answers = [500, 500];
    await testApp.context.db
      .transaction()
      .execute((trx) => testApp.context.transactions.transition(trx, transaction.id, 'DONE'));
    await drain();
    expect(received.map((request) => request.status)).toEqual([500]);
    nowMs += latestRetryMs(1);
    await drain();
    nowMs += latestRetryMs(2);
    await drain();
    // A field change without a status move tells nothing new.
    await testApp.context.db
      .transaction()
      .execute((trx) => testApp.context.transactions.update(trx, transaction.id, { hash: 'abc' }));
    nowMs += 3 * 24 * HOUR;
    await drain();

    expect(received.map((request) => request.status)).toEqual([500, 500, 200]);
    const ids = new Set(received.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    doneId = String([...ids][0]);
    expect(doneId).toMatch(/^msg_\d+$/);
    for (const request of received) {
      expect(verifiesWith(secret, request)).toBe(true);
      expect(verifiesBySpec(secret, request)).toBe(true);
      expect(verifiesBySpec(secret, { ...request, body: request.body.replace('DONE', 'FAIL') })).toBe(false);
    }
    const accepted = received
      .filter((request) => request.status === 200)
      .map((request) => JSON.parse(request.body));
    expect(accepted).toEqual([
      {
        type: 'transaction.status_changed',
        timestamp: expect.any(String),
        data: {
          transaction_id: transaction.external_id,
          type: 'PAYIN',
          status: 'DONE',
          amount: '12.5',
          currency: 'EUR',
          fee: expect.any(String),
          fee_currency: null,
          to_amount: null,
          to_currency: null,
          paid_amount: null,
          failure_code: null,
          external_customer_id: 'cust-42',
          test_mode: true,
        },
      },
    ]);
  });

  it('shows all three attempts in the delivery log, newest first', async () => {
    const log = await deliveries();
    const done = log.find((delivery) => delivery.id === doneId);
    expect(done).toMatchObject({
      state: 'delivered',
      event_type: 'transaction.status_changed',
      next_attempt_at: null,
    });
    expect(done?.attempts.map((attempt) => [attempt.attempt, attempt.status_code])).toEqual([
      [3, 200],
      [2, 500],
      [1, 500],
    ]);
    const [last, second, first] = done?.attempts ?? [];
    expect(last?.next_retry_at).toBeNull();
    expect(first?.next_retry_at).not.toBeNull();
    expect(second?.next_retry_at).not.toBeNull();
    for (const attempt of done?.attempts ?? []) {
      expect(attempt.response_ms).toBeGreaterThanOrEqual(0);
      expect(attempt.error === null).toBe(attempt.status_code === 200);
    }
    expect(log.filter((delivery) => delivery.payload.data !== undefined)).toHaveLength(2);
  });

  it('resends under the same id as a new attempt', async () => {
    const answer = await call('POST', `api-keys/${key.id}/webhook/deliveries/${doneId}/resend`, owner);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: doneId, state: 'pending' });
    await drain();
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['webhook-id']).toBe(doneId);
    expect(verifiesWith(secret, received[0] as Received)).toBe(true);
    const done = (await deliveries()).find((delivery) => delivery.id === doneId);
    expect(done?.state).toBe('delivered');
    expect(done?.attempts[0]).toMatchObject({ attempt: 4, is_resend: true, status_code: 200 });
    const unknown = await call('POST', `api-keys/${key.id}/webhook/deliveries/msg_999999/resend`, owner);
    expect(unknown.status).toBe(404);
    const malformed = await call('POST', `api-keys/${key.id}/webhook/deliveries/abc/resend`, owner);
    expect(malformed.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('a failed resend of a delivered message is one attempt, not a new schedule', async () => {
    answers = [503];
    await call('POST', `api-keys/${key.id}/webhook/deliveries/${doneId}/resend`, owner);
    await drain();
    nowMs += 24 * HOUR;
    await drain();
    expect(received.map((request) => request.status)).toEqual([503]);
    const done = (await deliveries()).find((delivery) => delivery.id === doneId);
    expect(done).toMatchObject({ state: 'delivered', next_attempt_at: null });
    expect(done?.attempts[0]).toMatchObject({
      attempt: 5,
      is_resend: true,
      status_code: 503,
      next_retry_at: null,
    });
  });

  it('signs with the old and the new secret during the rotation overlap, then with the new one only', async () => {
    const rotated = await call('POST', `api-keys/${key.id}/webhook/secret-rotation`, owner);
    expect(rotated.status).toBe(200);
    const { secret: newSecret, endpoint } = rotateMerchantWebhookSecret.response.parse(rotated.body);
    expect(newSecret).not.toBe(secret);
    expect(Date.parse(endpoint.previous_secret_until ?? '')).toBe(nowMs + MERCHANT_WEBHOOK_SECRET_OVERLAP_MS);

    await call('POST', `api-keys/${key.id}/webhook/deliveries/${doneId}/resend`, owner);
    await drain();
    const during = received[0] as Received;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifiesWith(newSecret, during)).toBe(true);
    expect(verifiesWith(secret, during)).toBe(true);

    nowMs += MERCHANT_WEBHOOK_SECRET_OVERLAP_MS + SECOND;
    await call('POST', `api-keys/${key.id}/webhook/deliveries/${doneId}/resend`, owner);
    await drain();
    const after = received[1] as Received;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifiesWith(newSecret, after)).toBe(true);
    expect(verifiesWith(secret, after)).toBe(false);
    expect(verifiesBySpec(secret, after)).toBe(false);
    expect((await call('GET', `api-keys/${key.id}/webhook`, owner)).body).toMatchObject({
      endpoint: { previous_secret_until: null },
    });
    secret = newSecret;
  });

  it('retries a receiver that stays down for more than three days, then gives up', async () => {
    const transaction = await newTransaction();
    answers = Array.from({ length: 20 }, () => 500);
    const startMs = nowMs;
    await drain();
    for (let failures = 1; failures <= MERCHANT_WEBHOOK_RETRY_DELAYS_MS.length; failures += 1) {
      nowMs += latestRetryMs(failures);
      await drain();
    }
    nowMs += 7 * 24 * HOUR;
    await drain();
    expect(received).toHaveLength(MERCHANT_WEBHOOK_RETRY_DELAYS_MS.length + 1);
    expect(new Set(received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    const lastAt = (received[received.length - 1] as Received).atMs;
    expect(lastAt - startMs).toBeGreaterThan(72 * HOUR);
    const log = await deliveries();
    const failed = log.find(
      (delivery) =>
        delivery.payload.data &&
        (delivery.payload.data as { transaction_id: string }).transaction_id === transaction.external_id,
    );
    expect(failed).toMatchObject({ state: 'failed', next_attempt_at: null });
    expect(failed?.attempts).toHaveLength(11);
  });

  it('tells a live key about its own account’s transactions (no customer id, test_mode false)', async () => {
    const merchant = await testApp.signIn();
    const liveKey = (
      await createKeyThroughApi(testApp, merchant, { name: 'Live', type: 'exchanger', permissions: [] })
    ).apiKey;
    const set = await call('PUT', `api-keys/${liveKey.id}/webhook`, merchant, { url: receiverUrl });
    const liveSecret = setMerchantWebhook.response.parse(set.body).secret as string;
    const transaction = await testApp.context.db.transaction().execute((trx) =>
      testApp.context.transactions.create(trx, {
        profileId: merchant.profiles_id[0] as string,
        type: 'PAYIN',
        currency: 'EUR',
        amountMinor: 500n,
      }),
    );
    await drain();
    const about = received.filter((request) => request.body.includes(transaction.external_id));
    expect(about).toHaveLength(1);
    expect(verifiesWith(liveSecret, about[0] as Received)).toBe(true);
    expect(JSON.parse((about[0] as Received).body).data).toMatchObject({
      status: 'NEW',
      external_customer_id: null,
      test_mode: false,
    });
  });

  it('tells a test-mode key about its sandbox account’s transactions', async () => {
    const merchant = await testApp.signIn();
    const testKey = (
      await createKeyThroughApi(testApp, merchant, {
        name: 'Sandbox',
        type: 'exchanger',
        permissions: [],
        is_test_mode: true,
      })
    ).apiKey;
    await call('PUT', `api-keys/${testKey.id}/webhook`, merchant, { url: receiverUrl });
    // The account the key's own calls act for (made on its first call in real use).
    const sandbox = await testApp.signIn({ email: null });
    await testApp.context.db
      .updateTable('api_keys')
      .set({ sandbox_user_id: sandbox.uuid })
      .where('id', '=', testKey.id)
      .execute();
    const transaction = await testApp.context.db.transaction().execute((trx) =>
      testApp.context.transactions.create(trx, {
        profileId: sandbox.profiles_id[0] as string,
        type: 'PAYIN',
        currency: 'EUR',
        amountMinor: 700n,
      }),
    );
    await drain();
    const about = received.filter((request) => request.body.includes(transaction.external_id));
    expect(about).toHaveLength(1);
    expect(JSON.parse((about[0] as Received).body).data).toMatchObject({
      external_customer_id: null,
      test_mode: true,
    });
  });

  it('takes each event once when two intakes and two senders run together', async () => {
    const fresh = await newTransaction();
    const intake = testApp.worker(MERCHANT_WEBHOOK_INTAKE);
    const delivery = testApp.worker(MERCHANT_WEBHOOK_DELIVERY);
    await Promise.all([intake.runOnce(), intake.runOnce()]);
    await Promise.all([delivery.runOnce(), delivery.runOnce()]);
    await drain();
    const about = received.filter((request) => request.body.includes(fresh.external_id));
    expect(about).toHaveLength(1);
  });
});
