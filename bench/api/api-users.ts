import { randomUUID } from 'node:crypto';

/** The sandbox captcha's accepted token (server/src/providers/captcha). */
const CAPTCHA_HEADERS = { 'RECAPTCHA-ACTION': 'login', 'RECAPTCHA-TOKEN': 'sandbox-captcha-ok' };
const POLLS = 100;
const POLL_MS = 100;

/** A user signed up over HTTP: a real access token and the user's own profile. */
export interface BenchUser {
  email: string;
  /** The address its requests come from (the bench's server trusts X-Forwarded-For). */
  forwardedFor: string;
  token: string;
  /** Kept with the access token where a front end stores its session (bench/web). */
  refreshToken: string;
  profileId: string;
}

interface LoginAnswer {
  access_token: string;
  refresh_token: string;
  profiles_id: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one setup call and reads its JSON; anything but 2xx stops the bench. */
async function call<T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: {
    body?: unknown;
    token?: string;
    profileId?: string;
    forwardedFor?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.forwardedFor) headers['X-Forwarded-For'] = options.forwardedFor;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.profileId) headers['Profile-Id'] = options.profileId;
  const url = path.startsWith('/') ? `${baseUrl}${path}` : `${baseUrl}/api/client/v1/${path}`;
  const answer = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function readSignInCode(baseUrl: string, email: string): Promise<string> {
  for (let poll = 0; poll < POLLS; poll += 1) {
    const outbox = await call<{ messages: { body: string }[] }>(
      baseUrl,
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
    if (code) return code;
    await sleep(POLL_MS);
  }
  throw new Error(`no sign-in code reached ${email}`);
}

/**
 * Signs a new user up by email code (sandbox mail) and accepts the terms, as a person would. Each
 * user comes from an address of its own (10.77.0.n), so per-address sign-in limits count them apart.
 */
export async function signUpUser(baseUrl: string, index: number): Promise<BenchUser> {
  const email = `bench-${index}-${randomUUID().slice(0, 8)}@example.com`;
  const forwardedFor = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const from = { forwardedFor };
  await call(baseUrl, 'POST', 'login?method=email', { ...from, body: { email }, headers: CAPTCHA_HEADERS });
  const code = await readSignInCode(baseUrl, email);
  let login = await call<LoginAnswer>(baseUrl, 'PUT', 'login?method=email', {
    ...from,
    body: { email, code },
  });
  const terms = await call<{ is_consent_required: boolean; current_version: number }>(
    baseUrl,
    'GET',
    'user/terms',
    { ...from, token: login.access_token },
  );
  if (terms.is_consent_required) {
    login = await call<LoginAnswer>(baseUrl, 'POST', 'user/accept-terms', {
      ...from,
      body: { version: terms.current_version },
      token: login.access_token,
    });
  }
  const profileId = login.profiles_id[0];
  if (!profileId) throw new Error(`${email} has no profile`);
  return { email, forwardedFor, token: login.access_token, refreshToken: login.refresh_token, profileId };
}

/** The profile's available balance in `currency`, as `GET balances` says. */
async function readAvailable(baseUrl: string, user: BenchUser, currency: string): Promise<string> {
  const { balances } = await call<{ balances: { currency: string; available: string }[] }>(
    baseUrl,
    'GET',
    'balances',
    { token: user.token, profileId: user.profileId, forwardedFor: user.forwardedFor },
  );
  return balances.find((balance) => balance.currency === currency)?.available ?? '0';
}

/**
 * Raises the profile to the full verification level through the sandbox KYC door, so its limits
 * (level-limits) do not cap what a bench moves.
 */
export async function verifyUserFully(baseUrl: string, user: BenchUser): Promise<void> {
  await call(baseUrl, 'POST', `/api/dev/sandbox/verification/${user.profileId}`, { body: { level: 'full' } });
}

/** Funds the profile in EUR through the sandbox SEPA deposit flow and waits until it is credited. */
export async function fundUser(baseUrl: string, user: BenchUser, amount: string): Promise<void> {
  const created = await call<{ transaction: { bank_details: { reference: string } | null } }>(
    baseUrl,
    'POST',
    'deposits',
    {
      body: { payway: 'sepa', currency: 'EUR', amount },
      token: user.token,
      profileId: user.profileId,
      forwardedFor: user.forwardedFor,
      headers: { 'Idempotency-Key': randomUUID() },
    },
  );
  const reference = created.transaction.bank_details?.reference;
  if (!reference) throw new Error('the SEPA deposit has no bank reference');
  await call(baseUrl, 'POST', '/api/dev/sandbox/bank-transfers', { body: { reference } });
  for (let poll = 0; poll < POLLS; poll += 1) {
    if ((await readAvailable(baseUrl, user, 'EUR')) !== '0') return;
    await sleep(POLL_MS);
  }
  throw new Error(`${user.email} was not credited`);
}

/** Sign-ups at once: enough to overlap the mail round trips, few enough for the sandbox captcha. */
const SIGN_UP_PARALLEL = 8;

/**
 * `count` users signed up, verified to the full level (no limit in a bench's way) and funded with
 * 10 000 EUR each, eight at a time.
 */
export async function signUpBenchUsers(baseUrl: string, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let start = 0; start < count; start += SIGN_UP_PARALLEL) {
    const batch = Array.from({ length: Math.min(SIGN_UP_PARALLEL, count - start) }, (_, i) => start + i);
    users.push(
      ...(await Promise.all(
        batch.map(async (index) => {
          const user = await signUpUser(baseUrl, index);
          await verifyUserFully(baseUrl, user);
          await fundUser(baseUrl, user, '10000');
          return user;
        }),
      )),
    );
  }
  return users;
}
