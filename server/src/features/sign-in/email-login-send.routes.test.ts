import { codeSentResponseSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_HEADERS,
  callApi,
  createTestClock,
  readMailedCode,
  snapshotAuthTables,
} from '../../test-support/auth.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const clock = createTestClock();
let testApp: TestApp;
let emailCounter = 0;

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: clock.nowMs, environment: { TRUST_PROXY: 'true' } });
});
afterAll(() => testApp.dispose());

function freshEmail(): string {
  emailCounter += 1;
  return `sender${emailCounter}.${process.pid}@example.com`;
}

function requestCode(
  body: unknown,
  options: { query?: string; headers?: Record<string, string>; base?: 'client' | 'widget' | 'mobile' } = {},
) {
  return callApi(testApp.app, 'POST', `login?${options.query ?? 'method=email'}`, {
    body,
    headers: { ...CAPTCHA_HEADERS, ...options.headers },
    ...(options.base ? { base: options.base } : {}),
  });
}

function codeRows(email: string) {
  return testApp.context.db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('destination', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
}

describe('POST login?method=email', () => {
  it('mails a six-digit code, keeps only its HMAC, and remembers the utm tags and the referrer', async () => {
    const email = freshEmail();
    const answer = await requestCode(
      { email: `  ${email.toUpperCase()} ` },
      { query: 'method=email&utm_source=tg&utm_medium=cpc&utm_campaign=spring&utm_term=ton&ref=7100000042' },
    );
    expect(answer.status).toBe(200);
    expect(codeSentResponseSchema.parse(answer.body)).toEqual({
      sent_to: `s***${email.split('@')[0]?.slice(-1)}@example.com`,
      code_length: 6,
      expires_in_seconds: 600,
      resend_after_seconds: 60,
    });
    const code = await readMailedCode(testApp.context, email);
    const [row] = await codeRows(email);
    expect(row).toMatchObject({ purpose: 'login', attempts: 0, max_attempts: 5, consumed_at: null });
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
    expect(row?.expires_at.getTime()).toBe(clock.nowMs() + 600_000);
    expect(row?.payload).toEqual({
      language: 'en',
      utm: { source: 'tg', medium: 'cpc', campaign: 'spring', term: 'ton' },
      referrer: '7100000042',
    });
    const [mail] = await testApp.context.outbox.list(email, 1);
    expect(mail?.subject).toBe('Your Ferry sign-in code');
    expect(mail?.body).toContain(`Your Ferry code is ${code}`);
    expect(mail?.body).toContain('It expires in 10 minutes');
  });

  it.each([
    ['uk-UA,uk;q=0.9,en;q=0.8', 'Ваш код для входу у Ferry'],
    ['de-DE,ru;q=0.7,en;q=0.5', 'Ваш код для входа в Ferry'],
    ['pl', 'Twój kod logowania do Ferry'],
    ['de-DE,fr;q=0.5', 'Your Ferry sign-in code'],
  ])('writes to a new address in the Accept-Language "%s"', async (acceptLanguage, subject) => {
    const email = freshEmail();
    expect((await requestCode({ email }, { headers: { 'Accept-Language': acceptLanguage } })).status).toBe(
      200,
    );
    expect((await testApp.context.outbox.list(email, 1))[0]?.subject).toBe(subject);
  });

  it('writes to an existing user in their own language, whatever the browser says', async () => {
    const login = await testApp.signIn({ email: freshEmail(), language: 'pl' });
    const email = login.email as string;
    await requestCode({ email }, { headers: { 'Accept-Language': 'uk' } });
    const [mail] = await testApp.context.outbox.list(email, 1);
    expect(mail?.subject).toBe('Twój kod logowania do Ferry');
    expect(mail?.body).toContain('Jest ważny przez 10 minut.');
  });

  it('refuses a second code within 60 seconds with Retry-After, then replaces the first', async () => {
    const email = freshEmail();
    await requestCode({ email });
    const first = await readMailedCode(testApp.context, email);
    clock.advanceSeconds(15);
    const before = await snapshotAuthTables(testApp.context);
    const early = await requestCode({ email });
    expect(early.status).toBe(429);
    expect(early.body.error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      details: { reason: 'code_resend_too_soon', retry_after_seconds: 45 },
    });
    expect(early.headers.get('Retry-After')).toBe('45');
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);

    clock.advanceSeconds(45);
    expect((await requestCode({ email })).status).toBe(200);
    const second = await readMailedCode(testApp.context, email);
    expect(await codeRows(email)).toHaveLength(2);
    const stale = await callApi(testApp.app, 'PUT', 'login?method=email', { body: { email, code: first } });
    if (first !== second) {
      expect(stale.body.error?.details).toMatchObject({ reason: 'code_invalid' });
    }
  });

  const badRequests: ReadonlyArray<[string, unknown, string | undefined]> = [
    ['no body fields', {}, undefined],
    ['an empty email', { email: '' }, undefined],
    ['an email without a domain', { email: 'olena@' }, undefined],
    ['an email of spaces', { email: '   ' }, undefined],
    ['an email that is a number', { email: 42 }, undefined],
    ['an email too long for SMTP', { email: `${'a'.repeat(250)}@example.com` }, undefined],
    ['no method', { email: 'ok@example.com' }, ''],
    ['another method', { email: 'ok@example.com' }, 'method=sms'],
    [
      'a utm_source over 100 characters',
      { email: 'ok@example.com' },
      `method=email&utm_source=${'x'.repeat(101)}`,
    ],
    [
      'a utm_campaign over 100 characters',
      { email: 'ok@example.com' },
      `method=email&utm_campaign=${'x'.repeat(101)}`,
    ],
  ];

  it.each(badRequests)('refuses %s with VALIDATION_ERROR and sends nothing', async (_name, body, query) => {
    const before = await snapshotAuthTables(testApp.context);
    const answer = await requestCode(body, query === undefined ? {} : { query });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('VALIDATION_ERROR');
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });

  it.each([
    ['no captcha headers', { 'RECAPTCHA-ACTION': '', 'RECAPTCHA-TOKEN': '' }],
    ['a captcha for another action', { 'RECAPTCHA-ACTION': 'transfer' }],
    ['a failing captcha token', { 'RECAPTCHA-TOKEN': 'forged' }],
  ])('refuses %s with CAPTCHA_FAILED and sends nothing', async (_name, headers) => {
    const before = await snapshotAuthTables(testApp.context);
    const answer = await requestCode({ email: freshEmail() }, { headers });
    expect([answer.status, answer.body.error?.code]).toEqual([403, 'CAPTCHA_FAILED']);
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });

  it('needs no captcha on the mobile base', async () => {
    const answer = await requestCode(
      { email: freshEmail() },
      { base: 'mobile', headers: { 'RECAPTCHA-TOKEN': '' } },
    );
    expect(answer.status).toBe(200);
  });

  it('answers 503 when the mail cannot be sent, and the unsent code is dead at once', async () => {
    const email = freshEmail();
    const send = vi.spyOn(testApp.context.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    const failed = await requestCode({ email });
    expect([failed.status, failed.body.error?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    send.mockRestore();
    const [row] = await codeRows(email);
    expect(row?.expires_at.getTime()).toBeLessThanOrEqual(clock.nowMs());
    expect((await requestCode({ email })).status).toBe(200);
  });

  it('sends at most 5 codes per address per hour', async () => {
    const email = freshEmail();
    clock.advanceSeconds(3600 - (Math.floor(clock.nowMs() / 1000) % 3600));
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await requestCode({ email })).status).toBe(200);
      clock.advanceSeconds(61);
    }
    const before = await snapshotAuthTables(testApp.context);
    const refused = await requestCode({ email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(3600 - 5 * 61);
    expect(await snapshotAuthTables(testApp.context)).toEqual(before);
  });

  it('sends at most 20 codes per network address per hour', async () => {
    clock.advanceSeconds(3600 - (Math.floor(clock.nowMs() / 1000) % 3600));
    const headers = { 'X-Forwarded-For': '203.0.113.7' };
    for (let sent = 0; sent < 20; sent += 1) {
      expect((await requestCode({ email: freshEmail() }, { headers })).status).toBe(200);
    }
    const refused = await requestCode({ email: freshEmail() }, { headers });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(refused.headers.get('Retry-After')).not.toBeNull();
    const otherAddress = await requestCode(
      { email: freshEmail() },
      { headers: { 'X-Forwarded-For': '203.0.113.8' } },
    );
    expect(otherAddress.status).toBe(200);
  });
});
