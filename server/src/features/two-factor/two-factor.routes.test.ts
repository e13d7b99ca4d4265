import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactor,
  getUser,
  setupTwoFactor,
  updateTwoFactorScopes,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeatureApp, type FeatureApp, usersModule } from '../../test-support/feature-app';
import { codeAt, createManualClock, enableTwoFactorFor } from '../../test-support/two-factor.test-kit';
import { createTwoFactorModule } from './two-factor.module';

const clock = createManualClock();
let testApp: FeatureApp;
// The module's own gate guards the app; `GET user` says whether two-factor is on.
beforeAll(async () => {
  testApp = await createFeatureApp(
    (context) => {
      const twoFactor = createTwoFactorModule(context);
      return {
        modules: [twoFactor, usersModule(context)],
        ports: { twoFactorGate: twoFactor.twoFactorGate },
      };
    },
    { nowMs: clock.read, environment: { ACCESS_TOKEN_TTL_SECONDS: '86400' } },
  );
});
afterAll(() => testApp.dispose());

const ALL_OFF = { login: false, transfers: false, card_details: false };
const ALL_ON = { login: true, transfers: true, card_details: true };

function readRow(userId: string) {
  return testApp.context.db
    .selectFrom('two_factor')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

describe('setting two-factor up and enabling it', () => {
  it('answers off before anything is set up', async () => {
    const login = await testApp.signIn();
    const { status, body } = await testApp.client.call(getTwoFactor, { token: login });
    expect(status).toBe(200);
    expect(body).toEqual({ is_enabled: false, scopes: ALL_OFF });
  });

  it('hands out a secret kept sealed, confirmed by a code into every scope', async () => {
    const login = await testApp.signIn({ email: 'totp.owner@example.com' });
    const { secret, otpauth_uri } = await testApp.client.ok(setupTwoFactor, { token: login });
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauth_uri);
    expect([uri.host, decodeURIComponent(uri.pathname)]).toEqual(['totp', '/Ferry:totp.owner@example.com']);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Ferry');

    const row = await readRow(login.uuid);
    expect(row?.pending_secret_sealed).toMatch(/^v1\./);
    expect(row?.pending_secret_sealed).not.toContain(secret);
    expect(row?.enabled_at).toBeNull();

    const enabled = await testApp.client.call(enableTwoFactor, {
      token: login,
      body: { code: await codeAt(secret, clock.read()) },
    });
    expect([enabled.status, enabled.body]).toEqual([200, { is_enabled: true, scopes: ALL_ON }]);
    const user = await testApp.client.ok(getUser, { token: login });
    expect(user.is_two_factor_enabled).toBe(true);
    const after = await readRow(login.uuid);
    expect(after?.pending_secret_sealed).toBeNull();
    expect(after?.secret_sealed).toBe(row?.pending_secret_sealed);
  });

  it('labels a messenger account without email by its Telegram id', async () => {
    const login = await testApp.signIn({ email: null, tgId: 424242n });
    const setup = await testApp.client.ok(setupTwoFactor, { token: login });
    expect(decodeURIComponent(new URL(setup.otpauth_uri).pathname)).toBe('/Ferry:Telegram 424242');
  });

  it('refuses a new setup while enabled, and enabling without a setup', async () => {
    const login = await testApp.signIn();
    const before = await testApp.client.call(enableTwoFactor, { token: login, body: { code: '123456' } });
    expect([before.status, before.error?.code]).toEqual([409, 'CONFLICT_ERROR']);
    await enableTwoFactorFor(testApp, login, clock);
    const row = await readRow(login.uuid);
    const again = await testApp.client.call(setupTwoFactor, { token: login });
    expect([again.status, again.error?.code]).toEqual([409, 'CONFLICT_ERROR']);
    expect(await readRow(login.uuid)).toEqual(row);
  });

  it('refuses a wrong confirming code without locking anything', async () => {
    const login = await testApp.signIn();
    const setup = await testApp.client.ok(setupTwoFactor, { token: login });
    const right = await codeAt(setup.secret, clock.read());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const refused = await testApp.client.call(enableTwoFactor, { token: login, body: { code: wrong } });
      expect([refused.status, refused.error?.code]).toEqual([403, 'AUTH_2FA_INVALID']);
    }
    const row = await readRow(login.uuid);
    expect([row?.enabled_at, row?.failed_attempts, row?.locked_at]).toEqual([null, 0, null]);
    const enabled = await testApp.client.call(enableTwoFactor, { token: login, body: { code: right } });
    expect(enabled.status).toBe(200);
  });
});

describe('switching scopes and disabling', () => {
  it('switches one scope with a current code and leaves the others', async () => {
    const login = await testApp.signIn();
    const secret = await enableTwoFactorFor(testApp, login, clock);
    const changed = await testApp.client.call(updateTwoFactorScopes, {
      token: login,
      body: { code: await codeAt(secret, clock.read()), scopes: { transfers: false } },
    });
    expect([changed.status, changed.body]).toEqual([
      200,
      { is_enabled: true, scopes: { login: true, transfers: false, card_details: true } },
    ]);
  });

  it('turns off with a current code, and setting up starts over', async () => {
    const login = await testApp.signIn();
    const secret = await enableTwoFactorFor(testApp, login, clock);
    const off = await testApp.client.call(disableTwoFactor, {
      token: login,
      body: { code: await codeAt(secret, clock.read()) },
    });
    expect([off.status, off.body]).toEqual([200, { is_enabled: false, scopes: ALL_OFF }]);
    expect((await readRow(login.uuid))?.secret_sealed).toBeNull();
    expect((await testApp.client.call(setupTwoFactor, { token: login })).status).toBe(200);
  });

  it.each([
    ['PUT', '2fa/scopes', updateTwoFactorScopes, { scopes: { login: false } }],
    ['POST', '2fa/disable', disableTwoFactor, {}],
  ])('%s %s refuses while two-factor is off', async (_method, _path, endpoint, body) => {
    const login = await testApp.signIn();
    const refused = await testApp.client.call(endpoint, {
      token: login,
      invalidBody: { code: '123456', ...body },
    });
    expect([refused.status, refused.error?.code]).toEqual([409, 'CONFLICT_ERROR']);
  });
});

describe('bad input changes nothing', () => {
  const badCodes: [string, unknown][] = [
    ['missing', undefined],
    ['empty', ''],
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['letters', 'abcdef'],
    ['a number, not text', 123456],
  ];
  const withCode = (code: unknown) => (code === undefined ? {} : { code });

  it.each(badCodes)('POST 2fa/enable refuses a code that is %s', async (_name, code) => {
    const login = await testApp.signIn();
    await testApp.client.ok(setupTwoFactor, { token: login });
    const row = await readRow(login.uuid);
    const refused = await testApp.client.call(enableTwoFactor, { token: login, invalidBody: withCode(code) });
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.error?.details).toMatchObject({ issues: [{ path: 'code' }] });
    expect(await readRow(login.uuid)).toEqual(row);
  });

  const badScopesBodies: [string, (code: string) => unknown, string][] = [
    ...badCodes.map(([name, code]): [string, (code: string) => unknown, string] => [
      `a code that is ${name}`,
      () => ({ ...withCode(code), scopes: { login: false } }),
      'code',
    ]),
    ['no scopes', (code) => ({ code }), 'scopes'],
    ['scopes as a list', (code) => ({ code, scopes: ['login'] }), 'scopes'],
    ['a scope as text', (code) => ({ code, scopes: { login: 'off' } }), 'scopes.login'],
  ];

  it.each(badScopesBodies)('PUT 2fa/scopes refuses %s', async (_name, makeBody, path) => {
    const login = await testApp.signIn();
    const secret = await enableTwoFactorFor(testApp, login, clock);
    const row = await readRow(login.uuid);
    const refused = await testApp.client.call(updateTwoFactorScopes, {
      token: login,
      invalidBody: makeBody(await codeAt(secret, clock.read())),
    });
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.error?.details).toMatchObject({ issues: [{ path }] });
    expect(await readRow(login.uuid)).toEqual(row);
  });

  it.each(badCodes)('POST 2fa/disable refuses a code that is %s', async (_name, code) => {
    const login = await testApp.signIn();
    await enableTwoFactorFor(testApp, login, clock);
    const row = await readRow(login.uuid);
    const refused = await testApp.client.call(disableTwoFactor, {
      token: login,
      invalidBody: withCode(code),
    });
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await readRow(login.uuid)).toEqual(row);
  });

  it('ignores fields it does not know (no enabling by saying so)', async () => {
    const login = await testApp.signIn();
    await testApp.client.ok(setupTwoFactor, { token: login });
    const refused = await testApp.client.call(enableTwoFactor, {
      token: login,
      invalidBody: { code: '000000', is_enabled: true, user_id: login.uuid },
    });
    expect(refused.status).toBe(403);
    expect((await readRow(login.uuid))?.enabled_at).toBeNull();
  });

  it.each([
    ['GET', '2fa', getTwoFactor],
    ['POST', '2fa/setup', setupTwoFactor],
    ['POST', '2fa/enable', enableTwoFactor],
    ['PUT', '2fa/scopes', updateTwoFactorScopes],
    ['POST', '2fa/disable', disableTwoFactor],
  ])('%s %s needs a signed-in user', async (method, _path, endpoint) => {
    const body = method === 'GET' ? undefined : { code: '123456' };
    const refused = await testApp.client.call(endpoint, { invalidBody: body });
    expect([refused.status, refused.error?.code]).toEqual([401, 'UNAUTHORIZED_REQUEST']);
  });
});
