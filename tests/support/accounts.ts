import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { signInitData } from './telegram-mock';

/** The web's API base; the mini-app uses the same one. */
const API = '/api/client/v1';

/** What the sandbox captcha accepts (init-settings names it too). */
const CAPTCHA_HEADERS = { 'RECAPTCHA-ACTION': 'login', 'RECAPTCHA-TOKEN': 'sandbox-captcha-ok' };

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
}

interface OutboxMessage {
  id: number;
  subject: string;
  body: string;
}

/** A fresh address per test, so runs and parallel workers never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A GET that survives the server closing an idle keep-alive socket just as the test reuses it
 * (Node closes idle sockets after 5 s; a test that waited longer can meet ECONNRESET once).
 */
async function getWithRetry(request: APIRequestContext, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request.get(url);
    } catch (error) {
      if (attempt >= 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    }
  }
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const answer = await getWithRetry(request, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!answer.ok()) throw new Error(`outbox answered ${answer.status()}`);
  return ((await answer.json()) as { messages: OutboxMessage[] }).messages;
}

/** How many mails the address has had; pass it to `readCode` to wait for the next one. */
export async function mailCount(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request, to)).length;
}

/** The six-digit code of the newest mail once more than `seenCount` mails have arrived. */
export async function readCode(request: APIRequestContext, to: string, seenCount = 0): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const messages = await outbox(request, to);
    const newest = messages[0];
    if (messages.length > seenCount && newest) {
      const code = /\b(\d{6})\b/.exec(newest.body)?.[1];
      if (!code) throw new Error(`No code in the mail "${newest.subject}"`);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail reached ${to}`);
}

interface LoginAnswer {
  access_token: string;
  refresh_token: string;
}

async function acceptTerms(request: APIRequestContext, login: LoginAnswer): Promise<StoredTokens> {
  const headers = { Authorization: `Bearer ${login.access_token}` };
  const terms = (await (await request.get(`${API}/user/terms`, { headers })).json()) as {
    is_consent_required: boolean;
    current_version: number;
  };
  let current = login;
  if (terms.is_consent_required) {
    const accepted = await request.post(`${API}/user/accept-terms`, {
      headers,
      data: { version: terms.current_version },
    });
    current = (await accepted.json()) as LoginAnswer;
  }
  return { accessToken: current.access_token, refreshToken: current.refresh_token };
}

/**
 * Signs up by email code through the API: past the terms (a full session) unless told to stop
 * before them (a temporary session, stored under the temporary key by the app).
 */
export async function signUpByApi(
  request: APIRequestContext,
  email: string,
  { isAcceptingTerms = true } = {},
): Promise<StoredTokens> {
  const sent = await request.post(`${API}/login?method=email`, { headers: CAPTCHA_HEADERS, data: { email } });
  if (!sent.ok()) throw new Error(`login answered ${sent.status()}: ${await sent.text()}`);
  const code = await readCode(request, email);
  const login = await request.put(`${API}/login?method=email`, { data: { email, code } });
  if (!login.ok()) throw new Error(`login confirm answered ${login.status()}: ${await login.text()}`);
  const answer = (await login.json()) as LoginAnswer;
  if (!isAcceptingTerms) return { accessToken: answer.access_token, refreshToken: answer.refresh_token };
  return acceptTerms(request, answer);
}

/**
 * A Telegram user's session past the terms, signed in by init data as the mini-app does and
 * registered the first time: for setting up their account and money by API.
 */
export async function telegramSession(request: APIRequestContext, userId: number): Promise<StoredTokens> {
  const data = { init_data: signInitData({ userId }) };
  let answer = await request.post(`${API}/telegram-login`, { data });
  if (answer.status() === 404) answer = await request.post(`${API}/telegram-register`, { data });
  if (!answer.ok()) throw new Error(`telegram sign-in answered ${answer.status()}: ${await answer.text()}`);
  return acceptTerms(request, (await answer.json()) as LoginAnswer);
}

/** Makes sure a Telegram user has an account that is past the terms. */
export async function registerTelegramUser(request: APIRequestContext, userId: number): Promise<void> {
  await telegramSession(request, userId);
}

/** A Telegram user's access token, past the terms (see `telegramSession`). */
export async function telegramAccessToken(request: APIRequestContext, userId: number): Promise<string> {
  return (await telegramSession(request, userId)).accessToken;
}

/**
 * Opens the web app already signed in: the session the app keeps in localStorage (`ferry.auth`,
 * or `ferry.auth.temp` for a session still waiting for the terms).
 */
export async function storeWebSession(
  page: Page,
  tokens: StoredTokens,
  { isTemporary = false } = {},
): Promise<void> {
  const key = isTemporary ? 'ferry.auth.temp' : 'ferry.auth';
  await page.addInitScript(
    ([storageKey, stored]) => {
      if (!window.localStorage.getItem(storageKey)) window.localStorage.setItem(storageKey, stored);
    },
    [key, JSON.stringify(tokens)] as const,
  );
}

const TOTP_STEP_SECONDS = 30;

/**
 * A TOTP code from a 30-second step not used before: the server refuses a step it has already
 * seen, so this waits for the next step when the current one is spent.
 */
export async function freshTotp(secret: string, usedSteps: Set<number>): Promise<string> {
  let step = Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);
  while (usedSteps.has(step)) {
    const nextStepAtMs = (step + 1) * TOTP_STEP_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, nextStepAtMs - Date.now() + 250));
    step = Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);
  }
  usedSteps.add(step);
  return generate({ secret, epoch: step * TOTP_STEP_SECONDS });
}
