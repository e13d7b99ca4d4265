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
  GOOD_TWO_FACTOR_CODE,
  mailSignInCode,
  snapshotAuthTables,
  wrongCodeFor,
} from '../../test-support/auth.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

const clock = createTestClock();
const fakeGate = createFakeTwoFactorGate();
let testApp: TestApp;
let authApp: Hono<AppEnv>;
let emailCounter = 0;

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: clock.nowMs, environment: { TRUST_PROXY: 'true' } });
  authApp = createAuthApp(testApp.context, fakeGate.gate);
});
afterAll(() => testApp.dispose());

function freshEmail(): string {
  emailCounter += 1;
  return `confirm${emailCounter}.${process.pid}@example.com`;
}

function mailCode(email: string, query = 'method=email'): Promise<string> {
  return mailSignInCode(testApp.app, testApp.context, email, query);
}

function confirm(
  body: unknown,
  options: { headers?: Record<string, string>; app?: Hono<AppEnv>; query?: string } = {},
) {
  return callApi(options.app ?? testApp.app, 'PUT', `login?${options.query ?? 'method=email'}`, {
    body,
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

describe('PUT login?method=email', () => {
  it('signs up a new address: verified email, language and utm from the code, promocode, temporary session', async () => {
    const email = freshEmail();
    const code = await mailCode(email, 'method=email&utm_source=tg&utm_campaign=spring');
    const answer = await confirm(
      {
        email,
        code,
        promocode: 'FRIEND-10',
        userId: 'evil',
        role: 'admin',
        balance: '1000000',
        status: 'active',
      },
      { headers: { 'User-Agent': 'vitest' } },
    );
    expect(answer.status).toBe(200);
    const login = loginResponseSchema.parse(answer.body);
    expect(login).toMatchObject({ email, is_new_user: true, tg_id: null, token_type: 'Bearer' });
    const user = await testApp.context.users.findById(login.uuid);
    expect(user).toMatchObject({
      email,
      language: 'en',
      status: 'active',
      utm_source: 'tg',
      utm_medium: null,
      utm_campaign: 'spring',
      promocode: 'FRIEND-10',
      terms_version: null,
    });
    expect(user?.email_verified_at).not.toBeNull();
    expect(login.profiles_id).toEqual(await testApp.context.users.profileIds(login.uuid));
    const claims = await testApp.context.accessTokens.verify(login.access_token);
    expect(claims).toMatchObject({ isValid: true, claims: { isTemporary: true, base: 'client' } });
    const [row] = await testApp.context.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('destination', '=', email)
      .execute();
    expect(row?.consumed_at).not.toBeNull();
    expect((await callApi(testApp.app, 'GET', 'user', { headers: bearer(login) })).status).toBe(200);
  });

  it('signs in an existing user on the base it was called on, and a used code is then expired', async () => {
    const existing = await testApp.signIn({ email: freshEmail() });
    const email = existing.email as string;
    const code = await mailCode(email);
    const answer = await callApi(testApp.app, 'PUT', 'login?method=email', {
      body: { email, code },
      base: 'widget',
    });
    expect(answer.status).toBe(200);
    const login = loginResponseSchema.parse(answer.body);
    expect(login).toMatchObject({
      uuid: existing.uuid,
      is_new_user: false,
      profiles_id: existing.profiles_id,
    });
    expect(await testApp.context.accessTokens.verify(login.access_token)).toMatchObject({
      claims: { isTemporary: false, base: 'widget' },
    });
    const again = await confirm({ email, code });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: {
        reason: 'code_expired',
        issues: [
          { path: 'code', key: 'errors.messages.codeExpired', message: 'errors.messages.codeExpired' },
        ],
      },
    });
  });

  it('counts wrong codes, saying the tries left: 5 tries, then CODE_ATTEMPTS_EXCEEDED even for the right code', async () => {
    const email = freshEmail();
    const code = await mailCode(email);
    for (const attemptsLeft of [4, 3, 2, 1, 0]) {
      const wrong = await confirm({ email, code: wrongCodeFor(code) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: {
          reason: 'code_invalid',
          attempts_left: attemptsLeft,
          issues: [
            {
              path: 'code',
              key: 'validation.codeWrong',
              message: 'validation.codeWrong',
              params: { count: attemptsLeft },
            },
          ],
        },
      });
    }
    const before = await snapshotAuthTables(testApp.context);
    const spent = await confirm({ email, code });
    expect(spent.status).toBe(422);
    expect(spent.body.error).toMatchObject({
      code: 'CODE_ATTEMPTS_EXCEEDED',
      details: { reason: 'code_attempts_exceeded', attempts_left: 0 },
    });
    expect(spent.headers.get('Retry-After')).toBeNull();
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
    expect(await testApp.context.users.findByEmail(email)).toBeUndefined();
  });

  it('sends a new code at once when the tries are spent (no resend wait), and that code signs in', async () => {
    const email = freshEmail();
    const code = await mailCode(email);
    for (let tries = 0; tries < 5; tries += 1) await confirm({ email, code: wrongCodeFor(code) });
    const fresh = await mailCode(email);
    expect((await confirm({ email, code: fresh })).status).toBe(200);
  });

  it.each([
    ['a code that has expired', 601],
    ['a code that was never sent', undefined],
  ])('answers %s with the "code is expired" field error', async (_name, waitSeconds) => {
    const email = freshEmail();
    const code = waitSeconds === undefined ? '123456' : await mailCode(email);
    if (waitSeconds !== undefined) clock.advanceSeconds(waitSeconds);
    const before = await snapshotAuthTables(testApp.context);
    const answer = await confirm({ email, code });
    expect([answer.status, answer.body.error?.details?.reason]).toEqual([400, 'code_expired']);
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });

  const badBodies: ReadonlyArray<[string, (email: string, code: string) => unknown, string?]> = [
    ['no fields', () => ({})],
    ['no email', (_email, code) => ({ code })],
    ['an invalid email', (_email, code) => ({ email: 'not-an-email', code })],
    ['an email that is a number', (_email, code) => ({ email: 7, code })],
    ['no code', (email) => ({ email })],
    ['an empty code', (email) => ({ email, code: '' })],
    ['a five-digit code', (email, code) => ({ email, code: code.slice(1) })],
    ['a seven-digit code', (email, code) => ({ email, code: `${code}1` })],
    ['a code with a letter', (email, code) => ({ email, code: `${code.slice(1)}a` })],
    ['a code that is a number', (email, code) => ({ email, code: Number(code) })],
    ['a promocode with a space', (email, code) => ({ email, code, promocode: 'A B' })],
    ['a promocode over 32 characters', (email, code) => ({ email, code, promocode: 'P'.repeat(33) })],
    ['a promocode that is a number', (email, code) => ({ email, code, promocode: 10 })],
    ['no method', (email, code) => ({ email, code }), ''],
    ['another method', (email, code) => ({ email, code }), 'method=phone'],
  ];

  it.each(badBodies)('refuses %s with VALIDATION_ERROR, costing no try', async (_name, makeBody, query) => {
    const email = freshEmail();
    const code = await mailCode(email);
    const before = await snapshotAuthTables(testApp.context);
    const answer = await confirm(makeBody(email, code), query === undefined ? {} : { query });
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
    expect((await confirm({ email, code })).status).toBe(200);
  });

  it('lets exactly one of two parallel confirmations of one code through', async () => {
    const email = freshEmail();
    const code = await mailCode(email);
    const answers = await Promise.all([confirm({ email, code }), confirm({ email, code })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const users = await testApp.context.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('refuses a blocked user with USER_BLOCKED and keeps the code usable', async () => {
    const existing = await testApp.signIn({ email: freshEmail() });
    const email = existing.email as string;
    await testApp.context.users.update(existing.uuid, { status: 'blocked' });
    const code = await mailCode(email);
    const before = await snapshotAuthTables(testApp.context);
    const blocked = await confirm({ email, code });
    expect([blocked.status, blocked.body.error?.code]).toEqual([403, 'USER_BLOCKED']);
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
    await testApp.context.users.update(existing.uuid, { status: 'active' });
    expect((await confirm({ email, code })).status).toBe(200);
  });
});

describe('PUT login?method=email with two-factor on sign-in', () => {
  it('asks for the second factor, and the same request with Auth-2FA-Token then succeeds', async () => {
    const existing = await testApp.signIn({ email: freshEmail() });
    const email = existing.email as string;
    await enableLoginTwoFactor(testApp.context, existing.uuid);
    const code = await mailCode(email);
    const before = await snapshotAuthTables(testApp.context);

    const required = await confirm({ email, code }, { app: authApp });
    expect(required.body.error?.code).toBe('AUTH_2FA_REQUIRED');
    const invalid = await confirm({ email, code }, { app: authApp, headers: { 'Auth-2FA-Token': '999999' } });
    expect(invalid.body.error?.code).toBe('AUTH_2FA_INVALID');
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);

    const passed = await confirm(
      { email, code },
      { app: authApp, headers: { 'Auth-2FA-Token': GOOD_TWO_FACTOR_CODE } },
    );
    expect(passed.status).toBe(200);
    expect(passed.body.uuid).toBe(existing.uuid);
    expect(fakeGate.calls.filter((call) => call.userId === existing.uuid)).toEqual([
      { userId: existing.uuid, scope: 'login', code: undefined },
      { userId: existing.uuid, scope: 'login', code: '999999' },
      { userId: existing.uuid, scope: 'login', code: GOOD_TWO_FACTOR_CODE },
    ]);
  });

  it('never asks the gate for a user without two-factor, nor before the code is right', async () => {
    const existing = await testApp.signIn({ email: freshEmail() });
    const email = existing.email as string;
    const code = await mailCode(email);
    await enableLoginTwoFactor(testApp.context, (await testApp.signIn()).uuid);
    const callsBefore = fakeGate.calls.length;
    expect((await confirm({ email, code: wrongCodeFor(code) }, { app: authApp })).status).toBe(400);
    expect((await confirm({ email, code }, { app: authApp })).status).toBe(200);
    expect(fakeGate.calls.length).toBe(callsBefore);
  });
});
