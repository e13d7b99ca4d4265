import { type LoginResponse, openWidgetFrame } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import { WIDGET_BASE } from '../../test-support/api-keys.test-kit';
import {
  drainWebhooks,
  isSigned,
  openFrame,
  openFrameShop,
  signQuery,
  startReceiver,
} from '../../test-support/frame-callbacks.test-kit';
import { operationStatements } from '../../test-support/statements.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

// A transfer or a conversion made in a widget frame is one database call too (issue 30): money_apply
// links it to the frame (money_link_frame_order) as the transaction path did, so the frame's
// callbackUrl and the merchant's customer link see it as before.
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let testApp: TestApp;
let shop: Awaited<ReturnType<typeof openFrameShop>>['shop'];

beforeAll(async () => {
  receiver = await startReceiver();
  testApp = await createTestApp({
    environment: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', PUBLIC_URL: 'https://ferry.test' },
  });
  ({ shop } = await openFrameShop(testApp, receiver.url));
});
afterAll(async () => {
  await receiver.close();
  await testApp.dispose();
});
beforeEach(() => {
  receiver.state.received = [];
});

async function openSignedFrame(externalCustomerId: string): Promise<string> {
  const callbackUrl = encodeURIComponent(`${receiver.url}/frame-hooks`);
  const query = `apiKey=${shop.key}&externalCustomerId=${externalCustomerId}&callbackUrl=${callbackUrl}`;
  const opened = await openFrame(testApp, signQuery(shop.secret, query));
  const { frame_token: frameToken } = openWidgetFrame.response.parse(opened.body);
  if (!frameToken) throw new Error('a signed frame with a callbackUrl gets a token');
  return frameToken;
}

/** A widget customer whose profile holds 1000 EUR. */
async function fundedCustomer() {
  const login = await testApp.signIn({ base: 'widget' });
  const profileId = login.profiles_id[0] as string;
  await testApp.context.db
    .transaction()
    .execute((trx) => testApp.context.ledger.post(trx, [fund(profileId, 'EUR', 100_000n)]));
  return { login, profileId };
}

async function callInFrame(
  login: LoginResponse,
  path: string,
  body: unknown,
  frameToken: string,
  idempotencyKey: string = crypto.randomUUID(),
) {
  const response = await testApp.app.request(`${WIDGET_BASE}${path}`, {
    method: 'POST',
    headers: bearer(login, {
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
      'Api-Key': shop.key,
      'Widget-Frame-Token': frameToken,
    }),
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return {
    id: (JSON.parse(text) as { id: string }).id,
    replayed: response.headers.get('Idempotent-Replayed'),
  };
}

const transferTo = (profileId: string) => ({ currency: 'EUR', amount: '1', to_profile_id: profileId });

async function quoteFor(profileId: string) {
  const quote = await testApp.context.quotes.create(testApp.context.db, {
    profileId,
    kind: 'convert',
    fromCurrency: 'EUR',
    toCurrency: 'USDT',
    fromAmountMinor: 1_000n,
  });
  return { quote_id: quote.id };
}

/** The frame's order rows, as [transaction's external id, frame's customer id]. */
async function frameOrdersOf(externalIds: readonly string[]) {
  const rows = await testApp.context.db
    .selectFrom('widget_frame_orders')
    .innerJoin('transactions', 'transactions.id', 'widget_frame_orders.transaction_id')
    .select(['transactions.external_id', 'widget_frame_orders.external_customer_id'])
    .where('transactions.external_id', 'in', externalIds)
    .execute();
  return rows.map((row) => [row.external_id, row.external_customer_id]).sort();
}

/** The callbacks received, each checked for its signature, as [type, transaction, status, customer]. */
async function heardCallbacks() {
  await drainWebhooks(testApp);
  await drainWebhooks(testApp);
  return receiver.callbacks().map((request) => {
    expect(isSigned(shop.webhookSecret, request)).toBe(true);
    const { type, data } = JSON.parse(request.body) as {
      type: string;
      data: { transaction_id: string; status: string; external_customer_id: string | null };
    };
    return [type, data.transaction_id, data.status, data.external_customer_id];
  });
}

const customersOf = (externalCustomerId: string) =>
  testApp.context.db
    .selectFrom('merchant_customers')
    .select('user_id')
    .where('api_key_id', '=', shop.id)
    .where('external_customer_id', '=', externalCustomerId)
    .execute();

describe('a widget frame’s transfer and conversion in one database call', () => {
  it('links both to the frame in money_apply: the callbackUrl hears them, the customer is linked once', async () => {
    const frameToken = await openSignedFrame('cust-one-call');
    const ann = await fundedCustomer();
    const recipient = (await testApp.signIn()).profiles_id[0] as string;
    // The first call fills the caller's caches (token, session, key, profile ids).
    const first = await callInFrame(ann.login, 'transfers', transferTo(recipient), frameToken);
    let sent = { id: '', replayed: null as string | null };
    const transferStatements = await operationStatements(testApp.context.db, async () => {
      sent = await callInFrame(ann.login, 'transfers', transferTo(recipient), frameToken);
    });
    expect(transferStatements, transferStatements.join('\n')).toEqual([
      '/* prepared */ SELECT money_apply($1::jsonb) AS outcome',
    ]);
    const quote = await quoteFor(ann.profileId);
    let converted = { id: '', replayed: null as string | null };
    const conversionStatements = await operationStatements(testApp.context.db, async () => {
      converted = await callInFrame(ann.login, 'conversions', quote, frameToken);
    });
    expect(conversionStatements, conversionStatements.join('\n')).toEqual([
      '/* prepared */ SELECT money_apply($1::jsonb) AS outcome',
    ]);

    // The sender's UPAYOUTs only: a transfer's incoming side is the recipient's.
    const incoming = await testApp.context.db
      .selectFrom('transactions')
      .select('external_id')
      .where('profile_id', '=', recipient)
      .execute();
    expect(incoming).toHaveLength(2);
    expect(
      await frameOrdersOf([first.id, sent.id, converted.id, ...incoming.map((row) => row.external_id)]),
    ).toEqual(
      [
        [first.id, 'cust-one-call'],
        [sent.id, 'cust-one-call'],
        [converted.id, 'cust-one-call'],
      ].sort(),
    );
    expect(await customersOf('cust-one-call')).toEqual([{ user_id: ann.login.uuid }]);
    expect(await heardCallbacks()).toEqual([
      ['widget_order.created', first.id, 'DONE', 'cust-one-call'],
      ['widget_order.status_changed', first.id, 'DONE', 'cust-one-call'],
      ['widget_order.created', sent.id, 'DONE', 'cust-one-call'],
      ['widget_order.status_changed', sent.id, 'DONE', 'cust-one-call'],
      ['widget_order.created', converted.id, 'DONE', 'cust-one-call'],
      ['widget_order.status_changed', converted.id, 'DONE', 'cust-one-call'],
    ]);
  });

  it('answers an idempotent repeat from the key in one call and links nothing again', async () => {
    const frameToken = await openSignedFrame('cust-repeat');
    const ann = await fundedCustomer();
    const recipient = (await testApp.signIn()).profiles_id[0] as string;
    const transferKey = crypto.randomUUID();
    const conversionKey = crypto.randomUUID();
    const quote = await quoteFor(ann.profileId);
    const sent = await callInFrame(ann.login, 'transfers', transferTo(recipient), frameToken, transferKey);
    const converted = await callInFrame(ann.login, 'conversions', quote, frameToken, conversionKey);
    expect(await heardCallbacks()).toHaveLength(4);
    receiver.state.received = [];

    const statements = await operationStatements(testApp.context.db, async () => {
      const again = await callInFrame(ann.login, 'transfers', transferTo(recipient), frameToken, transferKey);
      expect(again).toEqual({ id: sent.id, replayed: 'true' });
      const convertedAgain = await callInFrame(ann.login, 'conversions', quote, frameToken, conversionKey);
      expect(convertedAgain).toEqual({ id: converted.id, replayed: 'true' });
    });
    expect(statements.filter((text) => text.includes('money_apply'))).toHaveLength(2);
    expect(await frameOrdersOf([sent.id, converted.id])).toEqual(
      [
        [sent.id, 'cust-repeat'],
        [converted.id, 'cust-repeat'],
      ].sort(),
    );
    expect(await heardCallbacks()).toEqual([]);
  });

  it('links nothing of another customer using the same token, and still moves their money', async () => {
    const frameToken = await openSignedFrame('cust-owner');
    const ann = await fundedCustomer();
    const recipient = (await testApp.signIn()).profiles_id[0] as string;
    const own = await callInFrame(ann.login, 'transfers', transferTo(recipient), frameToken);
    expect(await heardCallbacks()).toHaveLength(2);
    receiver.state.received = [];

    const bob = await fundedCustomer();
    const sent = await callInFrame(bob.login, 'transfers', transferTo(recipient), frameToken);
    const converted = await callInFrame(bob.login, 'conversions', await quoteFor(bob.profileId), frameToken);
    const bobs = await testApp.context.db
      .selectFrom('transactions')
      .select(['external_id', 'status'])
      .where('external_id', 'in', [sent.id, converted.id])
      .orderBy('external_id')
      .execute();
    expect(bobs.map((row) => row.status)).toEqual(['DONE', 'DONE']);
    expect(await frameOrdersOf([own.id, sent.id, converted.id])).toEqual([[own.id, 'cust-owner']]);
    expect(await customersOf('cust-owner')).toEqual([{ user_id: ann.login.uuid }]);
    const frame = await testApp.context.db
      .selectFrom('widget_frames')
      .select('user_id')
      .where('external_customer_id', '=', 'cust-owner')
      .executeTakeFirstOrThrow();
    expect(frame.user_id).toBe(ann.login.uuid);
    expect(await heardCallbacks()).toEqual([]);
  });

  it('links nothing with a token no frame has, and refuses nothing', async () => {
    const ann = await fundedCustomer();
    const recipient = (await testApp.signIn()).profiles_id[0] as string;
    const sent = await callInFrame(ann.login, 'transfers', transferTo(recipient), 'x'.repeat(43));
    expect(await frameOrdersOf([sent.id])).toEqual([]);
  });
});
