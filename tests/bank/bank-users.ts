import { type BankRequest, readJson, sendAttempt } from './bank-http';
import { signedInitData } from './bank-telegram';
import { sleep } from './server-process';

/** The sandbox captcha's accepted token (init-settings names it too). */
const CAPTCHA_HEADERS = { 'RECAPTCHA-ACTION': 'login', 'RECAPTCHA-TOKEN': 'sandbox-captcha-ok' };
const MAIL_POLLS = 100;
const MAIL_POLL_MS = 100;
const SETUP_ATTEMPTS = 20;

export interface BankUser {
  index: number;
  /** The address a user who signed up by email reads its codes at; null for a Telegram sign-up. */
  email: string | null;
  /** The Telegram id of a user who signed up from the mini-app (a referrer or a friend). */
  telegramId: number | null;
  /** The user's referrer when it signed up by a friend's `ref_` link. */
  referrerIndex: number | null;
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

/** Digits as letters, since a person's name (and so its verified key) keeps letters only. */
const lettersOf = (text: string) => text.replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'q');

/**
 * A person of the run's own for each user, declared before the sandbox verifies the profile, so
 * each user is a different verified person: the farm pays one farm per person, and a referrer
 * and its friend with one person would be a self-referral.
 */
function declaredPersonOf(index: number, runId: string) {
  return {
    first_name: `Bank${lettersOf(String(index))}`,
    last_name: `Run${lettersOf(runId)}`,
    date_of_birth: `1990-04-0${String((index % 9) + 1)}`,
    country: 'PL',
    city: 'Krakow',
    street: `ul. Dluga ${index + 1}`,
    postal_code: '30-001',
  };
}

/** Signs in by the code mailed to `email`. */
async function signInByEmail(baseUrl: string, email: string, forwardedFor: string): Promise<LoginAnswer> {
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
  return readJson<LoginAnswer>(confirmed);
}

/** Opens the mini-app for the first time from Telegram (from a friend's `ref_` link, if any). */
async function signUpByTelegram(
  baseUrl: string,
  telegramId: number,
  referrerTelegramId: number | null,
  forwardedFor: string,
): Promise<LoginAnswer> {
  const initData = signedInitData(
    telegramId,
    `Fren${lettersOf(String(telegramId))}`,
    referrerTelegramId === null ? null : `ref_${referrerTelegramId}`,
  );
  return readJson<LoginAnswer>(
    await sendForSetup(baseUrl, {
      method: 'POST',
      path: 'telegram-register',
      body: JSON.stringify({ init_data: initData }),
      forwardedFor,
    }),
  );
}

/** Where a user comes from: an email sign-up, or a Telegram one as a referrer or a friend. */
export interface SignUpPlan {
  index: number;
  telegramId: number | null;
  referrerIndex: number | null;
  referrerTelegramId: number | null;
}

/**
 * Signs a new user up (by email code, or from Telegram), accepts the terms, declares a person of
 * its own and has the sandbox verify it to the full level: a full session.
 */
export async function signUpUser(
  baseUrl: string,
  plan: SignUpPlan,
  runId: string,
  runOctet: number,
): Promise<BankUser> {
  const { index } = plan;
  const email = plan.telegramId === null ? `bank-${runId}-${index}@example.com` : null;
  // One address per user and run (10.r.x.y), so per-address sign-in limits (kept in Redis across
  // runs) count each user apart.
  const forwardedFor = `10.${runOctet}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const login =
    email === null
      ? await signUpByTelegram(baseUrl, plan.telegramId ?? 0, plan.referrerTelegramId, forwardedFor)
      : await signInByEmail(baseUrl, email, forwardedFor);
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
  if (!profileId) throw new Error(`user ${index} has no profile`);
  readJson(
    await sendForSetup(baseUrl, {
      method: 'POST',
      path: 'verification/declared-address',
      body: JSON.stringify(declaredPersonOf(index, runId)),
      token: session.access_token,
      profileId,
      forwardedFor,
    }),
  );
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
  return {
    index,
    email,
    telegramId: plan.telegramId,
    referrerIndex: plan.referrerIndex,
    userId: session.uuid,
    profileId,
    token: session.access_token,
    forwardedFor,
  };
}

/**
 * Who signs up how: the first `frens` users come from Telegram in groups of four, the first of a
 * group a referrer and the other three its friends by its `ref_` link (one level only); the rest
 * by email.
 */
export function planSignUps(count: number, frens: number, runOctet: number): SignUpPlan[] {
  // Telegram ids of the run's own range, apart from other runs on one database server's Redis.
  const telegramIdOf = (index: number) => 6_000_000_000 + runOctet * 100_000 + index;
  return Array.from({ length: count }, (_, index) => {
    if (index >= frens) return { index, telegramId: null, referrerIndex: null, referrerTelegramId: null };
    const referrerIndex = index % 4 === 0 ? null : index - (index % 4);
    return {
      index,
      telegramId: telegramIdOf(index),
      referrerIndex,
      referrerTelegramId: referrerIndex === null ? null : telegramIdOf(referrerIndex),
    };
  });
}

/** Signs up `count` users, a few at a time (`frens` of them from Telegram, see planSignUps). */
export async function signUpUsers(
  baseUrl: string,
  count: number,
  runId: string,
  frens = 0,
): Promise<BankUser[]> {
  const users: BankUser[] = [];
  const runOctet = Math.floor(Math.random() * 250) + 1;
  const plans = planSignUps(count, frens, runOctet);
  const PARALLEL = 8;
  // A referrer signs up before its friends (a group of four never spans two batches).
  for (let start = 0; start < count; start += PARALLEL) {
    const batch = plans.slice(start, start + PARALLEL);
    const referrers = batch.filter((plan) => plan.telegramId !== null && plan.referrerIndex === null);
    const others = batch.filter((plan) => !referrers.includes(plan));
    users.push(...(await Promise.all(referrers.map((plan) => signUpUser(baseUrl, plan, runId, runOctet)))));
    users.push(...(await Promise.all(others.map((plan) => signUpUser(baseUrl, plan, runId, runOctet)))));
  }
  return users.sort((a, b) => a.index - b.index);
}
