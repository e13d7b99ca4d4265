import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createKeyThroughApi, WIDGET_BASE } from './api-keys.test-kit';
import { bearer, type TestApp } from './test-app';
import { startWebhookReceiver, type WebhookRequest } from './webhook-receiver';

/**
 * The merchant's server: records every request; `answers` scripts the statuses of the frame's
 * callbackUrl (`/frame-hooks`), anything else is answered 200.
 */
export async function startReceiver() {
  const state = { received: [] as WebhookRequest[], answers: [] as number[] };
  const receiver = await startWebhookReceiver((request) => {
    state.received.push(request);
    return request.path === '/frame-hooks' ? (state.answers.shift() ?? 200) : 200;
  });
  return {
    state,
    url: receiver.url,
    callbacks: () => state.received.filter((request) => request.path === '/frame-hooks'),
    close: () => receiver.close(),
  };
}

/** The merchant's side, written from the integration notes rather than imported. */
export function signQuery(secret: string, query: string): string {
  const signingKey = createHash('sha256').update(secret, 'utf8').digest('hex');
  const signature = createHmac('sha256', Buffer.from(signingKey, 'utf8')).update(query, 'utf8').digest('hex');
  return `${query}&signature=${signature}`;
}

/** The Standard Webhooks check, written from the spec: a `v1,` value equal to the HMAC. */
export function isSigned(secret: string, request: WebhookRequest): boolean {
  const id = String(request.headers['webhook-id']);
  const timestamp = String(request.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest();
  return String(request.headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, value = ''] = part.split(',');
      const given = Buffer.from(value, 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

export async function openFrame(testApp: TestApp, query: string) {
  const response = await testApp.app.request(`${WIDGET_BASE}frame/open`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Runs the intakes and the delivery worker until none finds work. */
export async function drainWebhooks(testApp: TestApp) {
  const workers = ['merchant-webhook-intake', 'widget-frame-callback-intake', 'merchant-webhook-delivery'];
  for (;;) {
    let done = 0;
    for (const name of workers) done += await testApp.worker(name).runOnce();
    if (done === 0) return;
  }
}

/**
 * The shop of the frame tests: its owner signs in, makes a widget key on `shop.test` and points the
 * key's webhook endpoint at `${receiverUrl}/endpoint` (frame callbacks go to `/frame-hooks`).
 */
export async function openFrameShop(testApp: TestApp, receiverUrl: string) {
  const owner = await testApp.signIn();
  const { apiKey, secret } = await createKeyThroughApi(testApp, owner, {
    name: 'Shop frame',
    type: 'widget',
    domain: 'shop.test',
    permissions: ['create_buy_order'],
  });
  const endpoint = await testApp.app.request(`/api/client/v1/api-keys/${apiKey.id}/webhook`, {
    method: 'PUT',
    headers: bearer(owner, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({ url: `${receiverUrl}/endpoint` }),
  });
  const { secret: webhookSecret } = (await endpoint.json()) as { secret: string };
  return { owner, shop: { id: apiKey.id, key: apiKey.key, secret, webhookSecret } };
}
