import type { IncomingHttpHeaders } from 'node:http';
import type { LoginResponse } from '@ferry/shared/contracts';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createKeyThroughApi, type MerchantCredentials } from '../../test-support/api-keys.test-kit';
import { reviewAsLiveProvider } from '../../test-support/customer-verifications.test-kit';
import { createKeyCaller, type KeyAnswer } from '../../test-support/merchant-key-caller';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';

/** The merchant webhooks' delivery worker, by the name the app registers it under. */
const MERCHANT_WEBHOOK_DELIVERY = 'merchant-webhook-delivery';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let nowMs = Date.now();
let testApp: TestApp;
let owner: LoginResponse;
let receiver: WebhookReceiver;
let receiverUrl: string;
let received: Received[] = [];
let call: (key: MerchantCredentials, method: string, path: string, body?: unknown) => Promise<KeyAnswer>;

async function keyWithEndpoint(isTestMode: boolean) {
  const { apiKey, secret } = await createKeyThroughApi(testApp, owner, {
    name: isTestMode ? 'Test shop' : 'Live shop',
    type: 'exchanger',
    permissions: ['customer_verification_check', 'customer_verification_initialize'],
    is_test_mode: isTestMode,
  });
  const set = await testApp.app.request(`/api/client/v1/api-keys/${apiKey.id}/webhook`, {
    method: 'PUT',
    headers: bearer(owner, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({ url: receiverUrl }),
  });
  const answer = (await set.json()) as { secret: string };
  expect(set.status).toBe(200);
  return { keyId: apiKey.id, credentials: { key: apiKey.key, secret }, webhookSecret: answer.secret };
}

async function review(id: string, body: Record<string, unknown>) {
  const response = await testApp.app.request(`/api/dev/sandbox/customer-verifications/${id}/review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** Runs the delivery worker until it finds nothing to send. */
async function deliver() {
  const delivery = testApp.worker(MERCHANT_WEBHOOK_DELIVERY);
  while ((await delivery.runOnce()) > 0);
}

/** The receiver's side: nothing is trusted before its Standard Webhooks signature checks out. */
function verified(secret: string, request: Received) {
  const headers = {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(request.body, headers) as {
    type: string;
    data: Record<string, unknown>;
  };
}

beforeAll(async () => {
  receiver = await startWebhookReceiver(({ headers, body }) => {
    received.push({ headers, body });
    return 200;
  });
  receiverUrl = `${receiver.url}/hooks/ferry`;
  testApp = await createTestApp({
    nowMs: () => nowMs,
    environment: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
  });
  owner = await testApp.signIn();
  const caller = createKeyCaller(testApp, () => {
    nowMs += 1000;
  });
  call = (key, method, path, body) => caller.call(key, method, { path, body });
});
afterAll(async () => {
  await receiver.close();
  await testApp.dispose();
});
beforeEach(() => {
  received = [];
});

describe('customer_verification.status_changed', () => {
  it('reaches the key’s endpoint once per status change, signed, with the view the check call returns', async () => {
    const { credentials, webhookSecret } = await keyWithEndpoint(true);
    const started = await call(credentials, 'POST', 'customer-verifications', {
      external_customer_id: 'cust-hook-1',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = (started.body.verification as { id: string }).id;

    expect(await review(id, { review: 'submitted' })).toBe(200);
    expect(await review(id, { review: 'retry', reason: 'BLURRY_PHOTO' })).toBe(200);
    // The customer comes back through a fresh access (no status change: nothing is told).
    expect(
      (await call(credentials, 'POST', 'customer-verifications', { external_customer_id: 'cust-hook-1' }))
        .status,
    ).toBe(200);
    expect(await review(id, { review: 'submitted' })).toBe(200);
    expect(await review(id, { review: 'approved' })).toBe(200);
    // A repeated approval is out of order and changes nothing, so nothing more is told.
    expect(await review(id, { review: 'approved' })).toBe(409);
    await deliver();

    const events = received.map((request) => verified(webhookSecret, request));
    expect(events.map((event) => event.type)).toEqual(Array(4).fill('customer_verification.status_changed'));
    expect(events.map((event) => event.data.status)).toEqual([
      'PROCESSING',
      'RETRY',
      'PROCESSING',
      'COMPLETED',
    ]);
    expect(new Set(received.map((request) => request.headers['webhook-id'])).size).toBe(4);

    const check = await call(credentials, 'GET', 'customers/cust-hook-1/verification');
    expect(events.at(-1)?.data).toEqual({
      ...(check.body.verification as object),
      external_customer_id: 'cust-hook-1',
    });
    expect(events.at(-1)?.data).toMatchObject({ test_mode: true, reject_reason: null });
    expect(events[1]?.data).toMatchObject({ status: 'RETRY', reject_reason: 'BLURRY_PHOTO' });

    await deliver();
    expect(received).toHaveLength(4);
  });

  it('says test_mode false for a live key, a rejection is told too, and the owner can resend it', async () => {
    const { keyId, credentials, webhookSecret } = await keyWithEndpoint(false);
    const started = await call(credentials, 'POST', 'customer-verifications', {
      external_customer_id: 'cust-hook-2',
    });
    const id = (started.body.verification as { id: string }).id;
    // A live key's customer is reviewed by the real provider's webhook, never by the sandbox's route.
    expect(await review(id, { review: 'rejected', reason: 'FORGERY' })).toBe(404);
    expect((await reviewAsLiveProvider(testApp, id, { review: 'rejected', reason: 'FORGERY' })).status).toBe(
      200,
    );
    await deliver();
    expect(received).toHaveLength(1);
    const [event] = received.map((request) => verified(webhookSecret, request));
    expect(event?.data).toMatchObject({
      id,
      status: 'REJECTED',
      reject_reason: 'FORGERY',
      external_customer_id: 'cust-hook-2',
      test_mode: false,
    });

    // The owner resends it from the delivery log: the same id, delivered again.
    const webhookId = String(received[0]?.headers['webhook-id']);
    const resend = await testApp.app.request(
      `/api/client/v1/api-keys/${keyId}/webhook/deliveries/${webhookId}/resend`,
      { method: 'POST', headers: bearer(owner) },
    );
    expect(resend.status, await resend.clone().text()).toBe(200);
    await deliver();
    expect(received.map((request) => request.headers['webhook-id'])).toEqual([webhookId, webhookId]);

    // Resends are limited per key (60 in 10 minutes): the 61st is refused with its wait.
    const resendAgain = () =>
      testApp.app.request(`/api/client/v1/api-keys/${keyId}/webhook/deliveries/${webhookId}/resend`, {
        method: 'POST',
        headers: bearer(owner),
      });
    for (let resent = 1; resent < 60; resent += 1) expect((await resendAgain()).status).toBe(200);
    const refused = await resendAgain();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
