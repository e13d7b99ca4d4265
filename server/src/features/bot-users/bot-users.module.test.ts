import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import { callApi, createTestClock, launchFields, signInitData } from '../../test-support/auth.test-kit';
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../test-support/test-app';

const clock = createTestClock();
let testApp: TestApp;
let nextTelegramId = 7_100_000_000;
const KEY = { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) };

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: clock.nowMs });
});
afterAll(() => testApp.dispose());

function newTelegramId(): number {
  nextTelegramId += 1;
  return nextTelegramId;
}

function initDataFor(telegramId: number, extra: Record<string, string> = {}, token = TEST_BOT_TOKEN) {
  return signInitData(launchFields(telegramId, Math.floor(clock.nowMs() / 1000) - 5, extra), token);
}

async function request(path: string, init: RequestInit = {}) {
  const response = await testApp.app.request(path, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function userSource(initData: string) {
  return request('/bot/user-source', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ init_data: initData }),
  });
}

describe('POST /bot/user-source', () => {
  it('answers what the bot saw on /start before sign-up, and the account’s attribution after', async () => {
    const telegramId = newTelegramId();
    await request('/bot/start-source', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...KEY },
      body: JSON.stringify({
        telegram_user_id: String(telegramId),
        referrer_telegram_id: '42',
        utm_s: 'ads',
        utm_m: null,
        utm_c: 'spring',
        utm_t: null,
      }),
    });
    const expected = { utm_s: 'ads', utm_m: null, utm_c: 'spring', referrer_telegram_id: '42' };
    expect(await userSource(initDataFor(telegramId))).toEqual({ status: 200, body: expected });
    const registered = await callApi(testApp.app, 'POST', 'telegram-register', {
      body: { init_data: initDataFor(telegramId) },
    });
    expect(registered.status).toBe(200);
    expect(await userSource(initDataFor(telegramId))).toEqual({ status: 200, body: expected });
  });

  it('reads the signed start_param when the bot saw nothing', async () => {
    const answer = await userSource(
      initDataFor(newTelegramId(), { start_param: 'ref_77-utm_s_tg-utm_m_cpc' }),
    );
    expect(answer.body).toEqual({ utm_s: 'tg', utm_m: 'cpc', utm_c: null, referrer_telegram_id: '77' });
  });

  it('answers nulls for a user who came from nowhere', async () => {
    expect((await userSource(initDataFor(newTelegramId()))).body).toEqual({
      utm_s: null,
      utm_m: null,
      utm_c: null,
      referrer_telegram_id: null,
    });
  });

  it('refuses init data signed with another bot’s token, and a body without init data', async () => {
    const forged = await userSource(initDataFor(newTelegramId(), {}, '7000000009:AAAnotherBot'));
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ error: { code: 'UNAUTHORIZED_REQUEST' } });
    const empty = await request('/bot/user-source', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(empty.status).toBe(400);
  });

  it('refuses a body too large to be init data before reading it', async () => {
    const answer = await request('/bot/user-source', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ init_data: 'x'.repeat(100_000) }),
    });
    expect(answer.status).toBe(413);
  });
});

describe('GET /bot/users/:telegramId/balance-total', () => {
  it('values the default profile’s balances in the asked fiat', async () => {
    const telegramId = newTelegramId();
    const login = await testApp.signIn({ tgId: BigInt(telegramId) });
    const profileId = login.profiles_id[0] as string;
    await testApp.context.db
      .transaction()
      .execute((trx) => testApp.context.ledger.post(trx, [fund(profileId, 'USD', 12_345n)]));
    const answer = await request(`/bot/users/${telegramId}/balance-total?currency=USD`, { headers: KEY });
    expect(answer).toEqual({
      status: 200,
      body: { is_registered: true, total: { currency: 'USD', amount: '123.45' } },
    });
  });

  it('says a Telegram user without an account is not registered', async () => {
    const answer = await request(`/bot/users/${newTelegramId()}/balance-total`, { headers: KEY });
    expect(answer.body).toEqual({ is_registered: false, total: null });
  });

  it('is the bot’s alone', async () => {
    const answer = await request(`/bot/users/${newTelegramId()}/balance-total`);
    expect(answer.status).toBe(401);
  });

  it('refuses a telegram id that is not one', async () => {
    expect((await request('/bot/users/abc/balance-total', { headers: KEY })).status).toBe(400);
  });
});

describe('/bot/users/:telegramId/language', () => {
  it('keeps the choice, also as the account’s language', async () => {
    const telegramId = newTelegramId();
    const login = await testApp.signIn({ tgId: BigInt(telegramId) });
    const path = `/bot/users/${telegramId}/language`;
    expect((await request(path, { headers: KEY })).body).toEqual({ language: null });
    const put = await request(path, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...KEY },
      body: JSON.stringify({ language: 'pl' }),
    });
    expect(put).toEqual({ status: 200, body: { language: 'pl' } });
    expect((await request(path, { headers: KEY })).body).toEqual({ language: 'pl' });
    expect((await testApp.context.users.findById(login.uuid))?.language).toBe('pl');
  });

  it('refuses a language Ferry does not speak', async () => {
    const answer = await request(`/bot/users/${newTelegramId()}/language`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...KEY },
      body: JSON.stringify({ language: 'de' }),
    });
    expect(answer.status).toBe(400);
  });
});
