import { createHmac } from 'node:crypto';
import type { TwoFactorScope } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { Hono } from 'hono';
import { createRouteGuard } from '../auth/route-guard';
import type { TwoFactorGate } from '../auth/two-factor-gate';
import { createAuthModule } from '../features/sign-in/auth.module';
import type { AppEnv } from '../http/app-env';
import { createApp } from '../http/create-app';
import { createLogger } from '../logging/logger';
import type { ModuleContext } from '../module-context/module-context';
import { SANDBOX_CAPTCHA_TOKEN } from '../providers/captcha/captcha';
import { createStartSourcesRepo } from '../user-records/start-sources.repo';

/** Test helpers of the sign-in module: an app with a stand-in two-factor gate, calls, signing. */

export const CAPTCHA_HEADERS = { 'RECAPTCHA-ACTION': 'login', 'RECAPTCHA-TOKEN': SANDBOX_CAPTCHA_TOKEN };

/** The one code the stand-in gate accepts. */
export const GOOD_TWO_FACTOR_CODE = '246810';

/** A gate that behaves like the real one for the login scope and records what it was asked. */
export function createFakeTwoFactorGate() {
  const calls: { userId: string; scope: TwoFactorScope; code: string | undefined }[] = [];
  const gate: TwoFactorGate = {
    async check(userId, scope, code) {
      calls.push({ userId, scope, code });
      if (code === undefined) throw new DomainError('AUTH_2FA_REQUIRED', { scope });
      if (code !== GOOD_TWO_FACTOR_CODE) throw new DomainError('AUTH_2FA_INVALID');
      return true;
    },
  };
  return { gate, calls };
}

/** The sign-in routes over an existing test context, answering to the given gate. */
export function createAuthApp(context: ModuleContext, gate: TwoFactorGate): Hono<AppEnv> {
  const guard = createRouteGuard({
    accessTokens: context.accessTokens,
    sessionStates: context.sessionStates,
    ownership: {},
    defaultProfileOf: async (userId) => (await context.users.profileIds(userId))[0],
    isProfileOwned: async () => false,
    twoFactorGate: gate,
    captcha: context.captcha,
    merchantAuthenticator: {
      authenticate: async () => {
        throw new DomainError('UNAUTHORIZED_REQUEST');
      },
      actingAccount: async () => {
        throw new DomainError('UNAUTHORIZED_REQUEST');
      },
    },
    blockedCountries: [],
    micaRestrictedCountries: [],
    botToken: undefined,
  });
  return createApp({
    logger: createLogger('silent'),
    guard,
    version: 'test',
    routes: createAuthModule(context, {
      twoFactorGate: gate,
      startSources: createStartSourcesRepo(context.db),
    }).routes,
    health: new Hono<AppEnv>(),
  });
}

/** Switches two-factor on for sign-in, as the two-factor module would after enrolment. */
export async function enableLoginTwoFactor(context: ModuleContext, userId: string): Promise<void> {
  await context.db
    .insertInto('two_factor')
    .values({
      user_id: userId,
      secret_sealed: 'test-sealed-secret',
      pending_secret_sealed: null,
      enabled_at: new Date(context.nowMs()),
      scope_login: true,
      last_time_step: null,
      locked_at: null,
    })
    .execute();
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & {
    error?: { code: string; message: string; details?: Record<string, unknown> };
  };
}

/** One API call with a JSON body, answered as status, headers and parsed body. */
export async function callApi(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; base?: 'client' | 'widget' | 'mobile' } = {},
): Promise<ApiAnswer> {
  const response = await app.request(`/api/${options.base ?? 'client'}/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as ApiAnswer['body'],
  };
}

/**
 * Builds init data as a Telegram client would: the fields form-encoded in the given order, and
 * `hash` over the sorted, decoded `key=value` lines under HMAC-SHA256("WebAppData", bot token).
 */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  return `${encodeFields(fields)}&hash=${hashInitData(fields, botToken)}`;
}

export function hashInitData(fields: Record<string, string>, botToken: string): string {
  const checkString = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(checkString).digest('hex');
}

export function encodeFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The fields of a typical mini-app launch for a Telegram user. */
export function launchFields(
  userId: number,
  authDateSeconds: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify({
      id: userId,
      first_name: 'Olena',
      last_name: 'K',
      username: 'olena',
      language_code: 'uk',
    }),
    auth_date: String(authDateSeconds),
    signature: 'c2lnbmF0dXJlLW9mLXRoZS10aGlyZC1wYXJ0eS1jaGVjaw',
    ...extra,
  };
}

/** A clock the test moves by hand (codes, rate windows, token ages all read it). */
export function createTestClock(startMs = Date.now()) {
  let current = startMs;
  return {
    nowMs: () => current,
    advanceSeconds(seconds: number) {
      current += seconds * 1000;
    },
  };
}

/** The code in the newest mail to an address, as the person would read it. */
export async function readMailedCode(context: ModuleContext, email: string): Promise<string> {
  const [mail] = await context.outbox.list(email.toLowerCase(), 1);
  const code = mail ? /\b(\d{6})\b/.exec(mail.body)?.[1] : undefined;
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

/** What a refused call must leave as it was: accounts, sessions, codes and their tries, mail. */
export async function snapshotAuthTables(context: ModuleContext) {
  const { db } = context;
  const [users, sessions, tokens, codes, outbox] = await Promise.all([
    db.selectFrom('users').selectAll().orderBy('id').execute(),
    db.selectFrom('sessions').select(['id', 'revoked_at']).orderBy('id').execute(),
    db.selectFrom('refresh_tokens').select(['token_hash', 'rotated_at']).orderBy('token_hash').execute(),
    db
      .selectFrom('one_time_codes')
      .select(['id', 'attempts', 'consumed_at', 'expires_at'])
      .orderBy('id')
      .execute(),
    db.selectFrom('outbox_messages').select('id').orderBy('id').execute(),
  ]);
  return { users, sessions, tokens, codes, outbox };
}

/** Asks for a sign-in code for an address and reads it from the sandbox outbox. */
export async function mailSignInCode(
  app: Hono<AppEnv>,
  context: ModuleContext,
  email: string,
  query = 'method=email',
): Promise<string> {
  const sent = await callApi(app, 'POST', `login?${query}`, { body: { email }, headers: CAPTCHA_HEADERS });
  if (sent.status !== 200) throw new Error(`The code was not sent: ${sent.status}`);
  return readMailedCode(context, email);
}

/** A six-digit code that is certainly not the given one. */
export function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
