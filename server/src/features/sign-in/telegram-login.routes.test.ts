import { loginResponseSchema } from '@ferry/shared/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../http/app-env';
import {
  callApi,
  createAuthApp,
  createFakeTwoFactorGate,
  createTestClock,
  enableLoginTwoFactor,
  encodeFields,
  GOOD_TWO_FACTOR_CODE,
  hashInitData,
  launchFields,
  signInitData,
  snapshotAuthTables,
} from '../../test-support/auth.test-kit';
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../test-support/test-app';

const OTHER_BOT_TOKEN = '7000000002:AAAnotherBotTokenThatIsNotOurs000000000';
const clock = createTestClock();
let testApp: TestApp;
let authApp: Hono<AppEnv>;
let nextTelegramId = 5_000_000_000;

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: clock.nowMs });
  authApp = createAuthApp(testApp.context, createFakeTwoFactorGate().gate);
});
afterAll(() => testApp.dispose());

const nowSeconds = () => Math.floor(clock.nowMs() / 1000);

function newTelegramId(): number {
  nextTelegramId += 1;
  return nextTelegramId;
}

function initDataFor(userId: number, extra: Record<string, string> = {}): string {
  return signInitData(launchFields(userId, nowSeconds() - 5, extra), TEST_BOT_TOKEN);
}

function post(
  path: 'telegram-login' | 'telegram-register',
  body: unknown,
  options: { app?: Hono<AppEnv>; headers?: Record<string, string> } = {},
) {
  return callApi(options.app ?? testApp.app, 'POST', path, {
    body,
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

async function registered(extra: Record<string, string> = {}) {
  const telegramId = newTelegramId();
  const answer = await post('telegram-register', { init_data: initDataFor(telegramId, extra) });
  expect(answer.status).toBe(200);
  return { telegramId, login: loginResponseSchema.parse(answer.body) };
}

describe('POST telegram-register', () => {
  it('creates the user from signed data: id, language, referrer and utm from start_param, promocode', async () => {
    const telegramId = newTelegramId();
    const answer = await post(
      'telegram-register',
      {
        init_data: initDataFor(telegramId, { start_param: 'ref_4242-utm_source_channel-utm_c_spring' }),
        promocode: 'TG1',
        tg_id: 1,
        referrer_tg_id: 99,
      },
      { headers: { 'Accept-Language': 'pl' } },
    );
    expect(answer.status).toBe(200);
    const login = loginResponseSchema.parse(answer.body);
    expect(login).toMatchObject({ tg_id: telegramId, email: null, is_new_user: true });
    const user = await testApp.context.users.findById(login.uuid);
    expect(user).toMatchObject({
      tg_id: BigInt(telegramId),
      language: 'uk',
      referrer_tg_id: 4242n,
      utm_source: 'channel',
      utm_campaign: 'spring',
      promocode: 'TG1',
      email: null,
    });
  });

  it.each([
    ['a referrer that is not a number', 'ref_abc', null],
    ['a self-referral', 'self', null],
    ['a TON Connect link', 'tonconnect-v__2-id__abc', null],
  ])('stores no referrer for %s', async (_name, startParam, referrer) => {
    const telegramId = newTelegramId();
    const param = startParam === 'self' ? `ref_${telegramId}` : startParam;
    const answer = await post('telegram-register', {
      init_data: initDataFor(telegramId, { start_param: param }),
    });
    expect(answer.status).toBe(200);
    expect((await testApp.context.users.findById(answer.body.uuid as string))?.referrer_tg_id).toBe(referrer);
  });

  it('signs an existing Telegram user in instead of making a second account', async () => {
    const { telegramId, login } = await registered();
    const again = await post('telegram-register', { init_data: initDataFor(telegramId) });
    expect(again.body).toMatchObject({ uuid: login.uuid, is_new_user: false });
  });

  it('makes one account when two registrations of one user race', async () => {
    const telegramId = newTelegramId();
    const initData = initDataFor(telegramId);
    const answers = await Promise.all([
      post('telegram-register', { init_data: initData }),
      post('telegram-register', { init_data: initData }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.body.uuid).toBe(answers[1]?.body.uuid);
  });
});

describe('POST telegram-login', () => {
  it('signs a registered user in', async () => {
    const { telegramId, login } = await registered();
    const answer = await post('telegram-login', { init_data: initDataFor(telegramId) });
    expect(answer.status).toBe(200);
    expect(loginResponseSchema.parse(answer.body)).toMatchObject({
      uuid: login.uuid,
      tg_id: telegramId,
      is_new_user: false,
    });
  });

  it('answers NOT_FOUND for a Telegram user without an account, creating nothing', async () => {
    const before = await snapshotAuthTables(testApp.context);
    const answer = await post('telegram-login', { init_data: initDataFor(newTelegramId()) });
    expect([answer.status, answer.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });

  it('refuses a blocked user with USER_BLOCKED', async () => {
    const { telegramId, login } = await registered();
    await testApp.context.users.update(login.uuid, { status: 'blocked' });
    const before = await snapshotAuthTables(testApp.context);
    for (const path of ['telegram-login', 'telegram-register'] as const) {
      const answer = await post(path, { init_data: initDataFor(telegramId) });
      expect([answer.status, answer.body.error?.code]).toEqual([403, 'USER_BLOCKED']);
    }
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });

  it('asks for the second factor when the user switched it on for sign-in', async () => {
    const { telegramId, login } = await registered();
    await enableLoginTwoFactor(testApp.context, login.uuid);
    const initData = initDataFor(telegramId);
    const required = await post('telegram-login', { init_data: initData }, { app: authApp });
    expect(required.body.error?.code).toBe('AUTH_2FA_REQUIRED');
    const passed = await post(
      'telegram-login',
      { init_data: initData },
      { app: authApp, headers: { 'Auth-2FA-Token': GOOD_TWO_FACTOR_CODE } },
    );
    expect(passed.body).toMatchObject({ uuid: login.uuid });
  });
});

describe('init data security (both calls)', () => {
  const TELEGRAM_ID = 6_100_000_001;
  const fieldsNow = () => launchFields(TELEGRAM_ID, nowSeconds() - 5);
  const replace = (raw: string, key: string, value: string) =>
    raw
      .split('&')
      .map((pair) => (pair.startsWith(`${key}=`) ? `${key}=${encodeURIComponent(value)}` : pair))
      .join('&');
  const drop = (raw: string, key: string) =>
    raw
      .split('&')
      .filter((pair) => !pair.startsWith(`${key}=`))
      .join('&');
  const valid = () => signInitData(fieldsNow(), TEST_BOT_TOKEN);

  beforeAll(async () => {
    // The user exists, so each refusal below is the data's fault, not a missing account.
    expect((await post('telegram-register', { init_data: valid() })).status).toBe(200);
    expect((await post('telegram-login', { init_data: valid() })).status).toBe(200);
  });

  const mutations: ReadonlyArray<[string, () => string, string]> = [
    [
      'a changed user id',
      () => replace(valid(), 'user', JSON.stringify({ id: 1, first_name: 'Olena' })),
      'UNAUTHORIZED_REQUEST',
    ],
    [
      'a changed auth_date',
      () => replace(valid(), 'auth_date', String(nowSeconds())),
      'UNAUTHORIZED_REQUEST',
    ],
    ['the hash removed', () => drop(valid(), 'hash'), 'UNAUTHORIZED_REQUEST'],
    ['a hash of the wrong length', () => replace(valid(), 'hash', 'ab'.repeat(31)), 'UNAUTHORIZED_REQUEST'],
    [
      'a hash made with another bot token',
      () => signInitData(fieldsNow(), OTHER_BOT_TOKEN),
      'UNAUTHORIZED_REQUEST',
    ],
    [
      'fields reordered and re-signed without our token',
      () =>
        `hash=${hashInitData(fieldsNow(), 'a-guessed-token')}&${encodeFields(Object.fromEntries(Object.entries(fieldsNow()).reverse()))}`,
      'UNAUTHORIZED_REQUEST',
    ],
    [
      'a duplicated key',
      () => `${valid()}&user=${encodeURIComponent(JSON.stringify({ id: 1 }))}`,
      'UNAUTHORIZED_REQUEST',
    ],
    ['a field added after signing', () => `${valid()}&start_param=ref_1`, 'UNAUTHORIZED_REQUEST'],
    ['the signature removed', () => drop(valid(), 'signature'), 'UNAUTHORIZED_REQUEST'],
    [
      'stale data',
      () => signInitData(launchFields(TELEGRAM_ID, nowSeconds() - 86_401), TEST_BOT_TOKEN),
      'INIT_DATA_AUTH_DATE_EXPIRED',
    ],
    [
      'data from the future',
      () => signInitData(launchFields(TELEGRAM_ID, nowSeconds() + 120), TEST_BOT_TOKEN),
      'UNAUTHORIZED_REQUEST',
    ],
    ['whitespace only', () => '   ', 'UNAUTHORIZED_REQUEST'],
    ['garbage that is not URL-encoded', () => 'user={"id":1}&hash=%%%', 'UNAUTHORIZED_REQUEST'],
    ['a bare JSON user', () => JSON.stringify({ id: TELEGRAM_ID }), 'UNAUTHORIZED_REQUEST'],
  ];

  it.each(mutations)('refuses %s', async (_name, makeInitData, code) => {
    const before = await snapshotAuthTables(testApp.context);
    for (const path of ['telegram-login', 'telegram-register'] as const) {
      const answer = await post(path, { init_data: makeInitData() });
      expect([answer.status, answer.body.error?.code]).toEqual([401, code]);
    }
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });

  const badBodies: ReadonlyArray<[string, unknown]> = [
    ['no fields', {}],
    ['an empty init_data', { init_data: '' }],
    ['an init_data over 4096 characters', { init_data: 'a'.repeat(4097) }],
    ['an init_data that is an object', { init_data: { user: 1 } }],
    ['a promocode with symbols', { init_data: 'x=1', promocode: '#1' }],
  ];

  it.each(badBodies)('refuses %s with VALIDATION_ERROR', async (_name, body) => {
    const before = await snapshotAuthTables(testApp.context);
    for (const path of ['telegram-login', 'telegram-register'] as const) {
      const answer = await post(path, body);
      expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });

  it('answers SERVICE_UNAVAILABLE without a bot token', async () => {
    const original = testApp.context.config.botToken;
    testApp.context.config.botToken = undefined;
    try {
      const answer = await post('telegram-register', { init_data: valid() });
      expect([answer.status, answer.body.error?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    } finally {
      testApp.context.config.botToken = original;
    }
  });
});
