import { type BankRequest, readJson, sendAttempt } from './bank-http';
import { sleep } from './server-process';

/** The sandbox captcha's accepted token (init-settings names it too). */
const CAPTCHA_HEADERS = { 'RECAPTCHA-ACTION': 'login', 'RECAPTCHA-TOKEN': 'sandbox-captcha-ok' };
const MAIL_POLLS = 100;
const MAIL_POLL_MS = 100;
const SETUP_ATTEMPTS = 20;

export interface BankUser {
  index: number;
  email: string;
  userId: string;
  profileId: string;
  token: string;
  /** The network address this user's requests come from (X-Forwarded-For). */
  forwardedFor: string;
}

interface LoginAnswer {
  access_token: string;
  uuid: string;
  profiles_id: string[];
}

/**
 * Sends a setup request until it gets an answer (setup runs before the faults start, but a slow
 * machine may still time out); a refusal stops the run.
 */
export async function sendForSetup(baseUrl: string, request: BankRequest) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await sendAttempt(baseUrl, request);
    if (answer.verdict === 'ok' || answer.verdict === 'refused' || attempt >= SETUP_ATTEMPTS) return answer;
    await sleep(250 * attempt);
  }
}

async function readSignInCode(baseUrl: string, email: string, forwardedFor: string): Promise<string> {
  for (let poll = 0; poll < MAIL_POLLS; poll += 1) {
    const answer = await sendAttempt(baseUrl, {
      method: 'GET',
      path: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
      forwardedFor,
    });
    const newest =
      answer.verdict === 'ok' ? readJson<{ messages: { body: string }[] }>(answer).messages[0] : undefined;
    const code = newest ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
    if (code) return code;
    await sleep(MAIL_POLL_MS);
  }
  throw new Error(`no sign-in code reached ${email}`);
}

/** Signs a new user up by email code over HTTP and accepts the terms: a full session. */
export async function signUpUser(
  baseUrl: string,
  index: number,
  runId: string,
  runOctet: number,
): Promise<BankUser> {
  const email = `bank-${runId}-${index}@example.com`;
  // One address per user and run (10.r.x.y), so per-address sign-in limits (kept in Redis across
  // runs) count each user apart.
  const forwardedFor = `10.${runOctet}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const sent = await sendForSetup(baseUrl, {
    method: 'POST',
    path: 'login?method=email',
    body: JSON.stringify({ email }),
    headers: CAPTCHA_HEADERS,
    forwardedFor,
  });
  readJson(sent);
  const code = await readSignInCode(baseUrl, email, forwardedFor);
  const confirmed = await sendForSetup(baseUrl, {
    method: 'PUT',
    path: 'login?method=email',
    body: JSON.stringify({ email, code }),
    forwardedFor,
  });
  const login = readJson<LoginAnswer>(confirmed);
  const terms = readJson<{ is_consent_required: boolean; current_version: number }>(
    await sendForSetup(baseUrl, {
      method: 'GET',
      path: 'user/terms',
      token: login.access_token,
      forwardedFor,
    }),
  );
  let session = login;
  if (terms.is_consent_required) {
    session = readJson<LoginAnswer>(
      await sendForSetup(baseUrl, {
        method: 'POST',
        path: 'user/accept-terms',
        body: JSON.stringify({ version: terms.current_version }),
        token: login.access_token,
        forwardedFor,
      }),
    );
  }
  const profileId = session.profiles_id[0] ?? login.profiles_id[0];
  if (!profileId) throw new Error(`${email} has no profile`);
  // Verified to the full level, so a payout is refused by the balance alone and never by the
  // starter level's limits: the run's payouts stay as large as before the limits.
  readJson(
    await sendForSetup(baseUrl, {
      method: 'POST',
      path: `/api/dev/sandbox/verification/${profileId}`,
      body: JSON.stringify({ level: 'full' }),
      forwardedFor,
    }),
  );
  return { index, email, userId: session.uuid, profileId, token: session.access_token, forwardedFor };
}

/** Signs up `count` users, a few at a time. */
export async function signUpUsers(baseUrl: string, count: number, runId: string): Promise<BankUser[]> {
  const users: BankUser[] = [];
  const runOctet = Math.floor(Math.random() * 250) + 1;
  const PARALLEL = 8;
  for (let start = 0; start < count; start += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, count - start) }, (_, offset) => start + offset);
    users.push(...(await Promise.all(batch.map((index) => signUpUser(baseUrl, index, runId, runOctet)))));
  }
  return users;
}
