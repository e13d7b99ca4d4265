import { type LoginResponse, openWidgetFrame } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import { SANDBOX_3DS_CODE, SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
import { WIDGET_BASE } from '../../test-support/api-keys.test-kit';
import {
  drainWebhooks,
  isSigned,
  openFrame,
  openFrameShop,
  signQuery,
  startReceiver,
} from '../../test-support/frame-callbacks.test-kit';
import { givenConfirmedDetails } from '../../test-support/payout-details.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Every money order a customer starts in a widget frame — a card-paid buy with
 * 3-D Secure, a withdrawal — reaches the frame's callbackUrl as Standard Webhooks: created once,
 * then each status once. The same calls without the frame's token tell the callbackUrl nothing.
 */
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let testApp: TestApp;
let shop: { key: string; secret: string; webhookSecret: string };

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

/** A call of the frame's customer on the widget base, with the frame's token when given. */
async function callInFrame(login: LoginResponse, path: string, body: unknown, frameToken?: string) {
  const response = await testApp.app.request(`${WIDGET_BASE}${path}`, {
    method: 'POST',
    headers: bearer(login, {
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
      'Api-Key': shop.key,
      ...(frameToken ? { 'Widget-Frame-Token': frameToken } : {}),
    }),
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { transaction: { id: string; status: string } };
}

/** The callbacks received, each checked for its signature, as [type, transaction, status]. */
function heardCallbacks() {
  return receiver.callbacks().map((request) => {
    expect(isSigned(shop.webhookSecret, request)).toBe(true);
    const body = JSON.parse(request.body) as {
      type: string;
      data: { transaction_id: string; status: string; external_customer_id: string | null };
    };
    return [body.type, body.data.transaction_id, body.data.status, body.data.external_customer_id];
  });
}

const cardBuy = {
  payway: 'card',
  currency: 'EUR',
  amount: '50',
  convert_to: 'USDT',
  card: { number: SANDBOX_CARDS.threeDs, expiry: '12 / 39', cvv: '123', holder_name: 'Alice Example' },
};

async function buyByCard(frameToken?: string) {
  const login = await testApp.signIn({ base: 'widget' });
  const started = await callInFrame(login, 'deposits', cardBuy, frameToken);
  expect(started.transaction.status).toBe('WAIT');
  await drainWebhooks(testApp);
  const { id } = started.transaction;
  const done = await callInFrame(login, `deposits/${id}/3ds`, { code: SANDBOX_3DS_CODE }, frameToken);
  expect(done.transaction.status).toBe('DONE');
  await drainWebhooks(testApp);
  // Nothing new on another pass.
  await drainWebhooks(testApp);
  return id;
}

async function withdrawInFrame(frameToken?: string) {
  const login = await testApp.signIn({ base: 'widget' });
  const profileId = login.profiles_id[0] as string;
  await testApp.context.db
    .transaction()
    .execute((trx) => testApp.context.ledger.post(trx, [fund(profileId, 'EUR', 100_000n)]));
  const body = { payway: 'card', currency: 'EUR', amount: '100', requisite: { value: '4242424242424242' } };
  await givenConfirmedDetails(testApp, profileId, { kind: 'card_mask', destination: '4242424242424242' });
  const { transaction } = await callInFrame(login, 'withdrawals', body, frameToken);
  expect(transaction.status).toBe('NEW');
  await drainWebhooks(testApp);
  expect(await testApp.worker('payouts').runOnce()).toBeGreaterThan(0);
  await drainWebhooks(testApp);
  await drainWebhooks(testApp);
  return transaction.id;
}

describe('a frame’s money orders', () => {
  it('tells a card-paid buy with 3-D Secure: created, then each status once', async () => {
    const id = await buyByCard(await openSignedFrame('cust-card'));
    const heard = heardCallbacks();
    expect(heard).toEqual([
      ['widget_order.created', id, 'NEW', 'cust-card'],
      ['widget_order.status_changed', id, 'NEW', 'cust-card'],
      ['widget_order.status_changed', id, 'WAIT', 'cust-card'],
      ['widget_order.status_changed', id, 'DONE', 'cust-card'],
    ]);
  });

  it('tells a withdrawal: created, then each status once, DONE once', async () => {
    const id = await withdrawInFrame(await openSignedFrame('cust-payout'));
    const heard = heardCallbacks();
    expect(heard[0]).toEqual(['widget_order.created', id, 'NEW', 'cust-payout']);
    const statuses = heard.slice(1).map(([type, transactionId, status]) => {
      expect([type, transactionId]).toEqual(['widget_order.status_changed', id]);
      return status;
    });
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(statuses[0]).toBe('NEW');
    expect(statuses.filter((status) => status === 'DONE')).toHaveLength(1);
    expect(statuses.at(-1)).toBe('DONE');
  });

  it('follows the transactions an order orders later, the customer’s own only', async () => {
    const id = await buyByCard(await openSignedFrame('cust-child'));
    receiver.state.received = [];
    const { db, transactions } = testApp.context;
    const parent = await db
      .selectFrom('transactions')
      .select(['id', 'profile_id'])
      .where('external_id', '=', id)
      .executeTakeFirstOrThrow();
    const stranger = (await testApp.signIn()).profiles_id[0] as string;
    const childIn = (profileId: string) =>
      db.transaction().execute((trx) =>
        transactions.create(trx, {
          profileId,
          type: 'PAYOUT',
          amountMinor: 100n,
          currency: 'USDT',
          parentId: parent.id,
        }),
      );
    const own = await childIn(parent.profile_id);
    await childIn(stranger);
    await drainWebhooks(testApp);
    expect(heardCallbacks()).toEqual([
      ['widget_order.created', own.external_id, 'NEW', 'cust-child'],
      ['widget_order.status_changed', own.external_id, 'NEW', 'cust-child'],
    ]);
  });

  it('tells a transfer made in the frame (one call, money_apply links it): created, then DONE once', async () => {
    const frameToken = await openSignedFrame('cust-transfer');
    const login = await testApp.signIn({ base: 'widget' });
    const profileId = login.profiles_id[0] as string;
    await testApp.context.db
      .transaction()
      .execute((trx) => testApp.context.ledger.post(trx, [fund(profileId, 'EUR', 10_000n)]));
    const recipient = (await testApp.signIn()).profiles_id[0] as string;
    const send = (token?: string) =>
      testApp.app.request(`${WIDGET_BASE}transfers`, {
        method: 'POST',
        headers: bearer(login, {
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
          'Api-Key': shop.key,
          ...(token ? { 'Widget-Frame-Token': token } : {}),
        }),
        body: JSON.stringify({ currency: 'EUR', amount: '1', to_profile_id: recipient }),
      });
    const inFrame = await send(frameToken);
    expect(inFrame.status).toBe(200);
    const sent = (await inFrame.json()) as { id: string; status: string };
    expect(sent.status).toBe('DONE');
    // The same transfer without the token tells the frame nothing.
    expect((await send()).status).toBe(200);
    await drainWebhooks(testApp);
    await drainWebhooks(testApp);
    expect(heardCallbacks()).toEqual([
      ['widget_order.created', sent.id, 'DONE', 'cust-transfer'],
      ['widget_order.status_changed', sent.id, 'DONE', 'cust-transfer'],
    ]);
  });

  it('tells nothing of the same orders made without the frame’s token', async () => {
    await openSignedFrame('cust-none');
    await buyByCard();
    await withdrawInFrame();
    expect(receiver.callbacks()).toEqual([]);
  });
});
