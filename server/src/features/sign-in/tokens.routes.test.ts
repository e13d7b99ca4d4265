import { refreshTokenEndpoint } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestClock, snapshotAuthTables } from '../../test-support/auth.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

const clock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: clock.nowMs, environment: { TRUST_PROXY: 'true' } });
});
afterAll(() => testApp.dispose());

function refresh(
  refreshToken: unknown,
  options: { base?: 'client' | 'widget' | 'mobile'; headers?: Record<string, string> } = {},
) {
  return callApi(testApp.app, 'PUT', 'auth', { body: { refresh_token: refreshToken }, ...options });
}

function logout(refreshToken: unknown) {
  return callApi(testApp.app, 'POST', 'logout', { body: { refresh_token: refreshToken } });
}

/** Lets the in-process bus deliver "session ended" to the per-request cache. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function getUser(accessToken: string) {
  return callApi(testApp.app, 'GET', 'user', { headers: bearer({ access_token: accessToken }) });
}

describe('PUT auth (refresh)', () => {
  it('trades a refresh token for a new pair that works, and spends the old one', async () => {
    const login = await testApp.signIn();
    const answer = await refresh(login.refresh_token);
    expect(answer.status).toBe(200);
    const pair = refreshTokenEndpoint.response.parse(answer.body);
    expect(pair.refresh_token).not.toBe(login.refresh_token);
    expect(pair.expires_in).toBe(testApp.config.accessTokenTtlSeconds);
    expect((await getUser(pair.access_token)).status).toBe(200);
    expect(await testApp.context.accessTokens.verify(pair.access_token)).toMatchObject({
      claims: { userId: login.uuid, isTemporary: false, base: 'client' },
    });
    expect((await refresh(pair.refresh_token)).status).toBe(200);
  });

  it('keeps the session temporary while the terms are not accepted', async () => {
    const login = await testApp.signIn({ hasAcceptedTerms: false });
    const pair = refreshTokenEndpoint.response.parse((await refresh(login.refresh_token)).body);
    expect(await testApp.context.accessTokens.verify(pair.access_token)).toMatchObject({
      claims: { isTemporary: true },
    });
  });

  it('lets exactly one of two parallel refreshes win, and the winner’s token keeps working', async () => {
    const login = await testApp.signIn();
    const answers = await Promise.all([refresh(login.refresh_token), refresh(login.refresh_token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const winner = refreshTokenEndpoint.response.parse(answers.find((answer) => answer.status === 200)?.body);
    expect((await getUser(winner.access_token)).status).toBe(200);
    expect((await refresh(winner.refresh_token)).status).toBe(200);
  });

  it('ends the whole family when a spent token comes back after the 10-second grace', async () => {
    const login = await testApp.signIn();
    const winner = refreshTokenEndpoint.response.parse((await refresh(login.refresh_token)).body);
    clock.advanceSeconds(5);
    expect((await refresh(login.refresh_token)).status).toBe(401);
    expect((await getUser(winner.access_token)).status).toBe(200);

    clock.advanceSeconds(6);
    const replay = await refresh(login.refresh_token);
    expect([replay.status, replay.body.error?.code]).toEqual([401, 'UNAUTHORIZED_REQUEST']);
    await settle();
    expect((await getUser(winner.access_token)).status).toBe(401);
    expect((await refresh(winner.refresh_token)).status).toBe(401);
  });

  it('refuses a token on a base other than its own without spending it', async () => {
    const login = await testApp.signIn({ base: 'widget' });
    const elsewhere = await refresh(login.refresh_token, { base: 'client' });
    expect(elsewhere.body.error).toMatchObject({
      code: 'UNAUTHORIZED_REQUEST',
      details: { reason: 'token_for_another_base' },
    });
    expect((await refresh(login.refresh_token, { base: 'widget' })).status).toBe(200);
  });

  it('answers USER_BLOCKED for a blocked user', async () => {
    const login = await testApp.signIn();
    await testApp.context.users.update(login.uuid, { status: 'blocked' });
    const answer = await refresh(login.refresh_token);
    expect([answer.status, answer.body.error?.code]).toEqual([403, 'USER_BLOCKED']);
  });

  it.each([
    ['no body field', undefined],
    ['an empty token', ''],
    ['a token over 512 characters', 'r'.repeat(513)],
    ['a token that is a number', 42],
  ])('refuses %s with VALIDATION_ERROR', async (_name, token) => {
    const before = await snapshotAuthTables(testApp.context);
    for (const answer of [await refresh(token), await logout(token)]) {
      expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });

  it('refuses an unknown token with UNAUTHORIZED_REQUEST, changing nothing', async () => {
    const before = await snapshotAuthTables(testApp.context);
    const answer = await refresh('not-a-token-we-issued');
    expect([answer.status, answer.body.error?.code]).toEqual([401, 'UNAUTHORIZED_REQUEST']);
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });

  it('refreshes one session at most 30 times in 10 minutes', async () => {
    clock.advanceSeconds(600 - (Math.floor(clock.nowMs() / 1000) % 600));
    let token = (await testApp.signIn()).refresh_token;
    for (let count = 0; count < 30; count += 1) {
      const answer = await refresh(token);
      expect(answer.status).toBe(200);
      token = answer.body.refresh_token as string;
    }
    const refused = await refresh(token);
    expect([refused.status, refused.headers.get('Retry-After')]).toEqual([429, '600']);
    clock.advanceSeconds(600);
    expect((await refresh(token)).status).toBe(200);
  });

  it('refreshes at most 300 times per network address in 10 minutes', async () => {
    clock.advanceSeconds(600 - (Math.floor(clock.nowMs() / 1000) % 600));
    const headers = { 'X-Forwarded-For': '192.0.2.44' };
    for (let count = 0; count < 300; count += 1) {
      expect((await refresh(`unknown-${count}`, { headers })).status).toBe(401);
    }
    const refused = await refresh('unknown-last', { headers });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });
});

describe('POST logout', () => {
  it('ends the session: its refresh token and its access token stop working at once', async () => {
    const login = await testApp.signIn();
    expect((await getUser(login.access_token)).status).toBe(200);
    const answer = await logout(login.refresh_token);
    expect([answer.status, answer.body]).toEqual([200, { ok: true }]);
    await settle();
    expect((await refresh(login.refresh_token)).status).toBe(401);
    expect((await getUser(login.access_token)).status).toBe(401);
  });

  it('leaves the user’s other sessions alone', async () => {
    const login = await testApp.signIn();
    const user = await testApp.context.users.findById(login.uuid);
    const other = await testApp.context.loginIssuer.issue({
      user: user as NonNullable<typeof user>,
      base: 'client',
      signInMethod: 'email',
      isNewUser: false,
    });
    await logout(login.refresh_token);
    await settle();
    expect((await getUser(other.access_token)).status).toBe(200);
  });

  it('answers ok for a token it does not know, changing nothing', async () => {
    const before = await snapshotAuthTables(testApp.context);
    const answer = await logout('never-issued-token');
    expect([answer.status, answer.body]).toEqual([200, { ok: true }]);
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });
});
