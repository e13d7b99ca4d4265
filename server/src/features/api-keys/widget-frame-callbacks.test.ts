import { type LoginResponse, linkFrameCustomer, openWidgetFrame } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  sendMerchantRequest,
  WIDGET_BASE,
} from '../../test-support/api-keys.test-kit';
import {
  drainWebhooks,
  isSigned,
  openFrame as openFrameIn,
  openFrameShop,
  signQuery,
  startReceiver,
} from '../../test-support/frame-callbacks.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * A widget frame's `callbackUrl`: orders made in a signed frame reach it as Standard
 * Webhooks signed with the key's endpoint secret, once per status; the frame's customer is linked
 * to the key under the merchant's id for them.
 */
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let receiverUrl: string;
const nowMs = Date.now();
let testApp: TestApp;
let owner: LoginResponse;
let shop: MerchantCredentials & { id: string; webhookSecret: string };

beforeAll(async () => {
  receiver = await startReceiver();
  receiverUrl = receiver.url;
  testApp = await createTestApp({
    nowMs: () => nowMs,
    environment: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', PUBLIC_URL: 'https://ferry.test' },
  });
  ({ owner, shop } = await openFrameShop(testApp, receiverUrl));
});
afterAll(async () => {
  await receiver.close();
  await testApp.dispose();
});
beforeEach(() => {
  receiver.state.received = [];
  receiver.state.answers = [];
});

const openFrame = (query: string) => openFrameIn(testApp, query);

/** A customer signed in on the widget base with euros to exchange. */
async function customerWithEuros() {
  const login = await testApp.signIn({ base: 'widget' });
  const profileId = login.profiles_id[0] as string;
  await testApp.context.db
    .transaction()
    .execute((trx) => testApp.context.ledger.post(trx, [fund(profileId, 'EUR', 100_000n)]));
  return { login, profileId };
}

async function exchangeInFrame(
  customer: { login: LoginResponse; profileId: string },
  frameToken: string | undefined,
) {
  const quote = await testApp.context.quotes.create(testApp.context.db, {
    profileId: customer.profileId,
    kind: 'exchange',
    fromCurrency: 'EUR',
    toCurrency: 'USDT',
    fromAmountMinor: 5_000n,
    fromPayway: 'balance',
    toPayway: 'balance',
  });
  const response = await testApp.app.request(`${WIDGET_BASE}exchanges`, {
    method: 'POST',
    headers: bearer(customer.login, {
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
      'Api-Key': shop.key,
      ...(frameToken ? { 'Widget-Frame-Token': frameToken } : {}),
    }),
    body: JSON.stringify({ quote_id: quote.id }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; status: string };
}

const callbacks = () => receiver.callbacks();
const drain = () => drainWebhooks(testApp);

describe('a signed frame’s callbackUrl', () => {
  it('hears an order made in the frame as created and DONE, signed, exactly once each', async () => {
    const callbackUrl = encodeURIComponent(`${receiverUrl}/frame-hooks`);
    const query = signQuery(
      shop.secret,
      `apiKey=${shop.key}&externalCustomerId=cust-7&callbackUrl=${callbackUrl}`,
    );
    const opened = await openFrame(query);
    expect(opened.status).toBe(200);
    const { frame_token: frameToken } = openWidgetFrame.response.parse(opened.body);
    expect(frameToken).toEqual(expect.any(String));

    const customer = await customerWithEuros();
    receiver.state.answers = [500];
    const order = await exchangeInFrame(customer, frameToken);
    await drain();
    // The first callback answered 500: the schedule tries it again, under the same id.
    const retried = await testApp.context.db
      .updateTable('merchant_webhook_messages')
      .set({ next_attempt_at: new Date(nowMs) })
      .where('api_key_id', '=', shop.id)
      .where('delivered_at', 'is', null)
      .where('target_url', 'is not', null)
      .executeTakeFirst();
    expect(retried.numUpdatedRows).toBe(1n);
    await drain();
    // Nothing new after another pass.
    await drain();

    const delivered = callbacks().filter((request) => request.headers['webhook-id'] !== undefined);
    for (const request of delivered) expect(isSigned(shop.webhookSecret, request)).toBe(true);
    const bodies = delivered.map(
      (request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> },
    );
    const ids = delivered.map((request) => request.headers['webhook-id']);
    // Three posts: one message, then the other's 500 and its retry under the same id.
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(2);
    const unique = [...new Map(bodies.map((body, index) => [ids[index], body])).values()];
    expect(unique.map((body) => [body.type, body.data.status])).toEqual([
      ['widget_order.created', 'DONE'],
      ['widget_order.status_changed', 'DONE'],
    ]);
    for (const body of unique)
      expect(body.data).toMatchObject({
        transaction_id: order.id,
        external_customer_id: 'cust-7',
        test_mode: false,
      });

    // The key's delivery log shows them, the retried one with both attempts.
    const log = await testApp.app.request(`/api/client/v1/api-keys/${shop.id}/webhook/deliveries`, {
      headers: bearer(owner),
    });
    const { deliveries } = (await log.json()) as {
      deliveries: {
        id: string;
        event_type: string;
        target_url: string | null;
        attempts: { status_code: number | null }[];
      }[];
    };
    const frameDeliveries = deliveries.filter((delivery) => delivery.event_type.startsWith('widget_order.'));
    expect(frameDeliveries).toHaveLength(2);
    // Each names the callbackUrl it went to; the endpoint's own messages name none.
    for (const delivery of deliveries)
      expect(delivery.target_url).toBe(
        delivery.event_type.startsWith('widget_order.') ? `${receiverUrl}/frame-hooks` : null,
      );
    expect(frameDeliveries.flatMap((delivery) => delivery.attempts.map((a) => a.status_code)).sort()).toEqual(
      [200, 200, 500],
    );

    // The customer is the key's under the merchant's id for them, so its endpoint hears them too.
    const link = await testApp.context.db
      .selectFrom('merchant_customers')
      .select('user_id')
      .where('api_key_id', '=', shop.id)
      .where('external_customer_id', '=', 'cust-7')
      .executeTakeFirst();
    expect(link?.user_id).toBe(customer.login.uuid);
  });

  it('ignores a callbackUrl the URL was not signed with', async () => {
    const callbackUrl = encodeURIComponent(`${receiverUrl}/frame-hooks`);
    const opened = await openFrame(`apiKey=${shop.key}&externalCustomerId=cust-8&callbackUrl=${callbackUrl}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ trust: 'unsigned' });
    expect(opened.body.frame_token).toBeUndefined();
    await exchangeInFrame(await customerWithEuros(), undefined);
    // A made-up token links nothing either.
    await exchangeInFrame(await customerWithEuros(), 'A'.repeat(43));
    await drain();
    expect(callbacks()).toEqual([]);
  });

  it('refuses a callbackUrl that breaks the webhook URL rules with VALIDATION_ERROR', async () => {
    for (const bad of [
      'ftp://shop.test/hook',
      'http://shop.test/hook',
      'https://user:pw@shop.test/h',
      'nope',
    ]) {
      const query = signQuery(shop.secret, `apiKey=${shop.key}&callbackUrl=${encodeURIComponent(bad)}`);
      const opened = await openFrame(query);
      expect(opened.status).toBe(400);
      expect(opened.body).toMatchObject({
        error: { code: 'VALIDATION_ERROR', details: { issues: [{ path: 'callbackUrl' }] } },
      });
    }
  });

  it('refuses a callbackUrl of a key without a webhook endpoint (nothing would sign it)', async () => {
    const { apiKey, secret } = await createKeyThroughApi(testApp, owner, {
      name: 'Bare',
      type: 'widget',
      domain: 'bare.test',
    });
    const query = signQuery(
      secret,
      `apiKey=${apiKey.key}&callbackUrl=${encodeURIComponent('https://shop.test/h')}`,
    );
    const opened = await openFrame(query);
    expect(opened.status).toBe(400);
    expect(opened.body).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: { reason: 'callback_url_without_webhook_endpoint' } },
    });
  });

  it('reports a frame’s orders for its first customer only', async () => {
    const callbackUrl = encodeURIComponent(`${receiverUrl}/frame-hooks`);
    const query = signQuery(shop.secret, `apiKey=${shop.key}&callbackUrl=${callbackUrl}`);
    const { frame_token: frameToken } = openWidgetFrame.response.parse((await openFrame(query)).body);
    await exchangeInFrame(await customerWithEuros(), frameToken);
    await drain();
    expect(callbacks()).toHaveLength(2);
    receiver.state.received = [];
    await exchangeInFrame(await customerWithEuros(), frameToken);
    await drain();
    expect(callbacks()).toEqual([]);
  });
});

describe('a server-created session’s callback_url', () => {
  it('is checked when the session is made and heard from its frame’s orders', async () => {
    const refused = await sendMerchantRequest(testApp, shop, {
      method: 'POST',
      path: 'widget-sessions',
      body: JSON.stringify({ external_customer_id: 'cust-9', callback_url: 'http://shop.test/h' }),
    });
    expect(refused.status).toBe(400);
    const body = JSON.stringify({
      external_customer_id: 'cust-9',
      callback_url: `${receiverUrl}/frame-hooks`,
    });
    const created = await sendMerchantRequest(testApp, shop, {
      method: 'POST',
      path: 'widget-sessions',
      body,
    });
    expect(created.status).toBe(200);
    const { session } = (await created.json()) as { session: string };
    const { frame_token: frameToken } = openWidgetFrame.response.parse(
      (await openFrame(`session=${session}`)).body,
    );
    expect(frameToken).toEqual(expect.any(String));
    const customer = await customerWithEuros();
    await exchangeInFrame(customer, frameToken);
    await drain();
    expect(callbacks().map((request) => (JSON.parse(request.body) as { type: string }).type)).toEqual([
      'widget_order.created',
      'widget_order.status_changed',
    ]);
  });
});

describe('POST frame/customer', () => {
  it('links the customer who signed in inside a signed frame to the key, once and for good', async () => {
    const query = signQuery(shop.secret, `apiKey=${shop.key}&externalCustomerId=cust-42`);
    const { frame_token: frameToken } = openWidgetFrame.response.parse((await openFrame(query)).body);
    const link = (login: LoginResponse, token: string | undefined) =>
      testApp.app.request(`${WIDGET_BASE}frame/customer`, {
        method: 'POST',
        headers: bearer(login, {
          'Content-Type': 'application/json',
          ...(token ? { 'Widget-Frame-Token': token } : {}),
        }),
        body: '{}',
      });
    const ann = await testApp.signIn({ base: 'widget' });
    const answer = await link(ann, frameToken);
    expect(answer.status).toBe(200);
    expect(linkFrameCustomer.response.parse(await answer.json())).toEqual({ linked: true });
    // Again: still linked; another customer with the same frame: not.
    expect(await (await link(ann, frameToken)).json()).toEqual({ linked: true });
    const bob = await testApp.signIn({ base: 'widget' });
    expect(await (await link(bob, frameToken)).json()).toEqual({ linked: false });
    expect(await (await link(bob, undefined)).json()).toEqual({ linked: false });
    const rows = await testApp.context.db
      .selectFrom('merchant_customers')
      .select('user_id')
      .where('api_key_id', '=', shop.id)
      .where('external_customer_id', '=', 'cust-42')
      .execute();
    expect(rows).toEqual([{ user_id: ann.uuid }]);
    // The merchant's API reads the customer as the key's own (widget-sessions' customers table).
    const unlinkedFrame = await openFrame(signQuery(shop.secret, `apiKey=${shop.key}`));
    expect(unlinkedFrame.body.frame_token).toBeUndefined();
  });
});
