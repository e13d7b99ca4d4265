import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { ROTATION_GRACE_MS } from './sessions';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.dispose()));
});

async function setUp() {
  let now = Date.now();
  const testApp = await createTestApp({ nowMs: () => now });
  apps.push(testApp);
  const login = await testApp.signIn();
  return { testApp, login, advance: (ms: number) => (now += ms), sessions: testApp.context.sessions };
}

async function sessionRow(testApp: TestApp, userId: string) {
  return testApp.context.db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

describe('sessions: rotating refresh tokens', () => {
  it('trades a token once for the next; the next trades again', async () => {
    const { login, sessions } = await setUp();
    const first = await sessions.rotate(login.refresh_token);
    expect(first.userId).toBe(login.uuid);
    const second = await sessions.rotate(first.refreshToken);
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.refreshToken).not.toBe(first.refreshToken);
  });

  it('lets exactly one of two parallel trades of one token win, and the session lives on', async () => {
    const { testApp, login, sessions } = await setUp();
    const results = await Promise.allSettled([
      sessions.rotate(login.refresh_token),
      sessions.rotate(login.refresh_token),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    const winner = (won[0] as PromiseFulfilledResult<{ refreshToken: string }>).value;
    expect((await sessionRow(testApp, login.uuid)).revoked_at).toBeNull();
    await expect(sessions.rotate(winner.refreshToken)).resolves.toMatchObject({ userId: login.uuid });
  });

  it('ends the whole session when a used token comes back after the grace window', async () => {
    const { testApp, login, sessions, advance } = await setUp();
    const next = await sessions.rotate(login.refresh_token);
    advance(ROTATION_GRACE_MS + 1);
    await expect(sessions.rotate(login.refresh_token)).rejects.toMatchObject({
      code: 'UNAUTHORIZED_REQUEST',
    });
    expect((await sessionRow(testApp, login.uuid)).revoked_reason).toBe('refresh_token_reused');
    await expect(sessions.rotate(next.refreshToken)).rejects.toMatchObject({ code: 'UNAUTHORIZED_REQUEST' });
  });

  it('refuses an unknown token without touching any session', async () => {
    const { testApp, login, sessions } = await setUp();
    await expect(sessions.rotate('made-up-token')).rejects.toMatchObject({ code: 'UNAUTHORIZED_REQUEST' });
    expect((await sessionRow(testApp, login.uuid)).revoked_at).toBeNull();
  });

  it('refuses a session past its lifetime, and a revoked one', async () => {
    const { testApp, login, sessions, advance } = await setUp();
    advance(testApp.config.refreshTokenTtlDays * 86_400_000 + 1);
    await expect(sessions.rotate(login.refresh_token)).rejects.toMatchObject({
      code: 'UNAUTHORIZED_REQUEST',
    });
    const other = await testApp.signIn();
    await sessions.revokeByRefreshToken(other.refresh_token);
    await expect(sessions.rotate(other.refresh_token)).rejects.toMatchObject({
      code: 'UNAUTHORIZED_REQUEST',
    });
  });

  it('answers USER_BLOCKED for a blocked user', async () => {
    const { testApp, login, sessions } = await setUp();
    await testApp.context.users.update(login.uuid, { status: 'blocked' });
    await expect(sessions.rotate(login.refresh_token)).rejects.toMatchObject({ code: 'USER_BLOCKED' });
  });

  it('keeps only hashes of refresh tokens', async () => {
    const { testApp, login } = await setUp();
    const stored = await testApp.context.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(login.refresh_token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});
