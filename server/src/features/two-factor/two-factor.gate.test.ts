import type { LoginResponse } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_CODE_CHECKS_RULE } from '../../one-time-codes/failed-checks-rule';
import { SANDBOX_CAPTCHA_TOKEN } from '../../providers/captcha/captcha';
import { readSentCode } from '../../test-support/account.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  callApi,
  codeAt as codeOf,
  createManualClock,
  enableTwoFactorFor,
} from '../../test-support/two-factor.test-kit';
import { createTwoFactorModule } from './two-factor.module';
import { createTwoFactorRepo, MAX_FAILED_ATTEMPTS } from './two-factor.repo';

const clock = createManualClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: clock.read, environment: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});
afterAll(() => testApp.dispose());

const codeAt = (secret: string, stepOffset = 0) => codeOf(secret, clock.read(), stepOffset);
const gate = () => {
  const module = createTwoFactorModule(testApp.context);
  if (!module.twoFactorGate) throw new Error('the module provides no gate');
  return module.twoFactorGate;
};
const repo = () => createTwoFactorRepo(testApp.context.db, testApp.context.nowMs);

/** A code that is wrong now and in both neighbouring steps. */
async function wrongCode(secret: string): Promise<string> {
  const near = new Set([await codeAt(secret, -1), await codeAt(secret), await codeAt(secret, 1)]);
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

async function errorOf(promise: Promise<unknown>): Promise<{ code: string; details?: unknown } | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error as { code: string; details?: unknown };
  }
}

async function enabledUser(): Promise<{ login: LoginResponse; secret: string }> {
  const login = await testApp.signIn();
  return { login, secret: await enableTwoFactorFor(testApp, login, clock) };
}

describe('the gate', () => {
  it.each([
    [-2, 'AUTH_2FA_INVALID'],
    [-1, undefined],
    [0, undefined],
    [1, undefined],
    [2, 'AUTH_2FA_INVALID'],
  ])('a code %i steps from now: %s', async (offset, expected) => {
    const { login, secret } = await enabledUser();
    const error = await errorOf(gate().check(login.uuid, 'login', await codeAt(secret, offset)));
    expect(error?.code).toBe(expected);
  });

  it('takes a code once: a replay and an older step are refused', async () => {
    const { login, secret } = await enabledUser();
    const code = await codeAt(secret, 1);
    await gate().check(login.uuid, 'transfers', code);
    expect((await errorOf(gate().check(login.uuid, 'transfers', code)))?.code).toBe('AUTH_2FA_INVALID');
    const older = await codeAt(secret, 0);
    expect((await errorOf(gate().check(login.uuid, 'transfers', older)))?.code).toBe('AUTH_2FA_INVALID');
  });

  it('lets exactly one of two parallel uses of a code through', async () => {
    const { login, secret } = await enabledUser();
    const code = await codeAt(secret);
    const outcomes = await Promise.all([
      errorOf(gate().check(login.uuid, 'card_details', code)),
      errorOf(gate().check(login.uuid, 'card_details', code)),
    ]);
    expect(outcomes.map((error) => error?.code ?? 'passed').sort()).toEqual(['AUTH_2FA_INVALID', 'passed']);
  });

  it('asks for a code, naming the scope, only for a scope that is on', async () => {
    const { login, secret } = await enabledUser();
    expect(await errorOf(gate().check(login.uuid, 'login', undefined))).toMatchObject({
      code: 'AUTH_2FA_REQUIRED',
      details: { scope: 'login' },
    });
    const changed = await callApi(testApp, 'PUT', '2fa/scopes', {
      login,
      body: { code: await codeAt(secret), scopes: { login: false } },
    });
    expect(changed.status).toBe(200);
    await gate().check(login.uuid, 'login', undefined);
    expect((await errorOf(gate().check(login.uuid, 'transfers', undefined)))?.code).toBe('AUTH_2FA_REQUIRED');
  });

  it('passes every scope of a user without two-factor', async () => {
    const login = await testApp.signIn();
    for (const scope of ['login', 'transfers', 'card_details'] as const) {
      await gate().check(login.uuid, scope, undefined);
    }
  });

  it(`locks after ${MAX_FAILED_ATTEMPTS} wrong codes until support unlocks`, async () => {
    const { login, secret } = await enabledUser();
    const wrong = await wrongCode(secret);
    const codes: (string | undefined)[] = [];
    for (let attempt = 1; attempt <= MAX_FAILED_ATTEMPTS; attempt += 1) {
      codes.push((await errorOf(gate().check(login.uuid, 'login', wrong)))?.code);
    }
    expect(codes).toEqual([
      ...Array(MAX_FAILED_ATTEMPTS - 1).fill('AUTH_2FA_INVALID'),
      'AUTH_2FA_ATTEMPTS_EXCEEDED',
    ]);
    const right = await codeAt(secret);
    for (const code of [right, undefined]) {
      expect((await errorOf(gate().check(login.uuid, 'login', code)))?.code).toBe(
        'AUTH_2FA_ATTEMPTS_EXCEEDED',
      );
    }
    const refused = await callApi(testApp, 'POST', '2fa/disable', { login, body: { code: right } });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'AUTH_2FA_ATTEMPTS_EXCEEDED']);

    expect(await repo().unlockTwoFactor(login.uuid)).toBe(true);
    expect(await repo().unlockTwoFactor(login.uuid)).toBe(false);
    await gate().check(login.uuid, 'login', right);
    expect((await repo().find(login.uuid))?.failed_attempts).toBe(0);
  });

  it('starts the count again after a right code', async () => {
    const { login, secret } = await enabledUser();
    const wrong = await wrongCode(secret);
    const fail = () => errorOf(gate().check(login.uuid, 'login', wrong));
    for (let attempt = 1; attempt < MAX_FAILED_ATTEMPTS; attempt += 1) await fail();
    await gate().check(login.uuid, 'login', await codeAt(secret));
    for (let attempt = 1; attempt < MAX_FAILED_ATTEMPTS; attempt += 1) {
      expect((await fail())?.code).toBe('AUTH_2FA_INVALID');
    }
    expect((await repo().find(login.uuid))?.locked_at).toBeNull();
  });

  it('evaluates no code once 100 failures this hour are spent', async () => {
    const { login, secret } = await enabledUser();
    for (let hit = 0; hit < FAILED_CODE_CHECKS_RULE.limit; hit += 1) {
      await testApp.rateLimiter.hit(FAILED_CODE_CHECKS_RULE, login.uuid);
    }
    const before = await repo().find(login.uuid);
    const refused = await callApi(testApp, 'PUT', '2fa/scopes', {
      login,
      body: { code: await codeAt(secret), scopes: { login: false } },
    });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await repo().find(login.uuid)).toEqual(before);
  });

  it('counts a wrong confirming code toward the hourly limit too', async () => {
    const login = await testApp.signIn();
    const setup = await callApi(testApp, 'POST', '2fa/setup', { login });
    for (let hit = 0; hit < FAILED_CODE_CHECKS_RULE.limit - 1; hit += 1) {
      await testApp.rateLimiter.hit(FAILED_CODE_CHECKS_RULE, login.uuid);
    }
    const wrong = await wrongCode(setup.body.secret as string);
    const last = await callApi(testApp, 'POST', '2fa/enable', { login, body: { code: wrong } });
    expect(last.body.error?.code).toBe('AUTH_2FA_INVALID');
    const right = await codeAt(setup.body.secret as string);
    const refused = await callApi(testApp, 'POST', '2fa/enable', { login, body: { code: right } });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });
});

describe('the route guard asks the gate (DELETE user, scope login)', () => {
  const deleteUser = (login: LoginResponse, headers: Record<string, string> = {}) =>
    callApi(testApp, 'DELETE', 'user', { login, body: { confirm: 'DELETE' }, headers });

  it('refuses without the header, with a wrong code, and lets a right one through', async () => {
    const { login, secret } = await enabledUser();
    const missing = await deleteUser(login);
    expect([missing.status, missing.body.error]).toEqual([
      403,
      expect.objectContaining({ code: 'AUTH_2FA_REQUIRED', details: { scope: 'login' } }),
    ]);
    const wrong = await deleteUser(login, { 'Auth-2FA-Token': await wrongCode(secret) });
    expect([wrong.status, wrong.body.error?.code]).toEqual([403, 'AUTH_2FA_INVALID']);
    expect((await callApi(testApp, 'GET', 'user', { login })).status).toBe(200);

    const right = await deleteUser(login, { 'Auth-2FA-Token': await codeAt(secret) });
    expect([right.status, right.body]).toEqual([200, { deleted: true }]);
  });

  it('needs no code when the login scope is off', async () => {
    const { login, secret } = await enabledUser();
    await callApi(testApp, 'PUT', '2fa/scopes', {
      login,
      body: { code: await codeAt(secret), scopes: { login: false } },
    });
    expect((await deleteUser(login)).status).toBe(200);
  });
});

describe('sign-in asks the gate for the login scope', () => {
  const CAPTCHA = { 'RECAPTCHA-ACTION': 'login', 'RECAPTCHA-TOKEN': SANDBOX_CAPTCHA_TOKEN };

  it('answers AUTH_2FA_REQUIRED to an emailed code alone, and signs in with the TOTP code', async () => {
    const email = `guarded.${Date.now()}@example.com`;
    const login = await testApp.signIn({ email });
    const secret = await enableTwoFactorFor(testApp, login, clock);
    await callApi(testApp, 'POST', 'login?method=email', { body: { email }, headers: CAPTCHA });
    const code = await readSentCode(testApp.context, email);

    const withoutTotp = await callApi(testApp, 'PUT', 'login?method=email', { body: { email, code } });
    expect([withoutTotp.status, withoutTotp.body.error]).toEqual([
      403,
      expect.objectContaining({ code: 'AUTH_2FA_REQUIRED', details: { scope: 'login' } }),
    ]);
    const signedIn = await callApi(testApp, 'PUT', 'login?method=email', {
      body: { email, code },
      headers: { 'Auth-2FA-Token': await codeAt(secret) },
    });
    expect([signedIn.status, signedIn.body.uuid]).toEqual([200, login.uuid]);
  });
});
