import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTestClock,
  mailSignInCode,
  snapshotAuthTables,
  wrongCodeFor,
} from '../../test-support/auth.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { AUTH_RATE_RULES } from './auth-rate-rules';

const clock = createTestClock();
let testApp: TestApp;
let emailCounter = 0;

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: clock.nowMs, environment: { TRUST_PROXY: 'true' } });
});
afterAll(() => testApp.dispose());

function freshEmail(): string {
  emailCounter += 1;
  return `limits${emailCounter}.${process.pid}@example.com`;
}

function mailCode(email: string): Promise<string> {
  return mailSignInCode(testApp.app, testApp.context, email);
}

function confirm(body: unknown, options: { headers?: Record<string, string> } = {}) {
  return callApi(testApp.app, 'PUT', 'login?method=email', { body, ...options });
}

describe('PUT login?method=email limits', () => {
  it('counts only failed checks toward the hourly ceiling', async () => {
    const email = freshEmail();
    const code = await mailCode(email);
    const failures = () => testApp.rateLimiter.peek(AUTH_RATE_RULES.codeFailuresPerEmail, email);
    expect((await failures()).count).toBe(0);
    await confirm({ email, code: wrongCodeFor(code) });
    expect((await failures()).count).toBe(1);
    await confirm({ email, code });
    expect((await failures()).count).toBe(1);
  });

  it('does not even evaluate the 101st check in an hour after 100 failures, right code or not', async () => {
    const email = freshEmail();
    const code = await mailCode(email);
    await confirm({ email, code: wrongCodeFor(code) });
    for (let failure = 1; failure < 100; failure += 1) {
      await testApp.rateLimiter.hit(AUTH_RATE_RULES.codeFailuresPerEmail, email);
    }
    const before = await snapshotAuthTables(testApp.context);
    const refused = await confirm({ email, code });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Not evaluated: the code kept its tries and stays unused, and no session was opened.
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });

  it('checks codes for one address at most 20 times in 10 minutes', async () => {
    const email = freshEmail();
    clock.advanceSeconds(600 - (Math.floor(clock.nowMs() / 1000) % 600));
    for (let check = 0; check < 20; check += 1) {
      expect((await confirm({ email, code: '123456' })).status).toBe(400);
    }
    const refused = await confirm({ email, code: '123456' });
    expect([refused.status, refused.headers.get('Retry-After')]).toEqual([429, '600']);
  });

  it('lets one network address sign in at most 30 times in 10 minutes', async () => {
    clock.advanceSeconds(600 - (Math.floor(clock.nowMs() / 1000) % 600));
    const headers = { 'X-Forwarded-For': '198.51.100.4' };
    for (let check = 0; check < 30; check += 1) {
      expect((await confirm({ email: freshEmail(), code: '123456' }, { headers })).status).toBe(400);
    }
    const refused = await confirm({ email: freshEmail(), code: '123456' }, { headers });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(refused.headers.get('Retry-After')).toBe('600');
  });
});
