import { createChatPayment, getChatPayment, payChatPayment } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  callApi,
  codeAt,
  createManualClock,
  enableTwoFactorFor,
} from '../../test-support/two-factor.test-kit';

// The whole app, so the real two-factor gate guards the request card's payment.
const clock = createManualClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: clock.read, environment: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});
afterAll(() => testApp.dispose());

type Login = Awaited<ReturnType<TestApp['signIn']>>;
const key = () => crypto.randomUUID();

async function fundedPayer(): Promise<Login> {
  const login = await testApp.signIn();
  const profileId = login.profiles_id[0] as string;
  await testApp.context.db
    .transaction()
    .execute((trx) => testApp.context.ledger.post(trx, [fund(profileId, 'EUR', 10_000n)]));
  return login;
}

async function requestCard(): Promise<string> {
  const olena = await testApp.signIn();
  const card = await testApp.client.ok(createChatPayment, {
    token: olena,
    idempotencyKey: key(),
    body: { kind: 'request', amount: '15', currency: 'EUR', note: 'tickets' },
  });
  return card.id;
}

describe('paying a request card with two-factor on', () => {
  it('asks for the transfers code, refuses a wrong one, and pays once with the right one', async () => {
    const id = await requestCard();
    const payer = await fundedPayer();
    const secret = await enableTwoFactorFor(testApp, payer, clock);
    const pay = (headers: Record<string, string> = {}, idempotencyKey = key()) =>
      testApp.client.call(payChatPayment, {
        token: payer,
        params: { paymentId: id },
        idempotencyKey,
        headers,
      });

    const asked = await pay();
    expect([asked.status, asked.error?.code, asked.error?.details?.scope]).toEqual([
      403,
      'AUTH_2FA_REQUIRED',
      'transfers',
    ]);
    const right = await codeAt(secret, clock.read());
    const near = new Set(await Promise.all([-1, 0, 1].map((step) => codeAt(secret, clock.read(), step))));
    const wrong = ['000000', '000001', '000002', '000003'].find((code) => !near.has(code)) as string;
    const refused = await pay({ 'Auth-2FA-Token': wrong });
    expect(refused.error?.code).toBe('AUTH_2FA_INVALID');
    const waiting = await testApp.client.ok(getChatPayment, { token: payer, params: { paymentId: id } });
    expect(waiting.status).toBe('waiting');

    const paid = await pay({ 'Auth-2FA-Token': right });
    expect([paid.status, paid.body?.status]).toEqual([200, 'paid']);
  });

  it('pays without a code when the user switched the transfers scope off', async () => {
    const id = await requestCard();
    const payer = await fundedPayer();
    const secret = await enableTwoFactorFor(testApp, payer, clock);
    const changed = await callApi(testApp, 'PUT', '2fa/scopes', {
      login: payer,
      body: { code: await codeAt(secret, clock.read()), scopes: { transfers: false } },
    });
    expect(changed.status).toBe(200);
    const paid = await testApp.client.call(payChatPayment, {
      token: payer,
      params: { paymentId: id },
      idempotencyKey: key(),
    });
    expect([paid.status, paid.body?.status]).toEqual([200, 'paid']);
  });
});
