import type { APIRequestContext, Page } from '@playwright/test';
import { signInitData } from './telegram-mock';

const API = '/api/client/v1';

/** Console errors of a page from now on (a screen should log none). */
export function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The web session the app keeps (`ferry.auth`), read from the page. */
async function webAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('ferry.auth'));
  const token = stored ? (JSON.parse(stored) as { accessToken?: string }).accessToken : undefined;
  if (!token) throw new Error('no web session stored');
  return token;
}

/** A Telegram user's access token, signed in by init data as the mini-app does. */
export async function telegramAccessToken(request: APIRequestContext, userId: number): Promise<string> {
  const answer = await request.post(`${API}/telegram-login`, {
    data: { init_data: signInitData({ userId }) },
  });
  if (!answer.ok()) throw new Error(`telegram-login answered ${answer.status()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** A transaction's status as its owner's API sees it. */
export async function transactionStatus(
  request: APIRequestContext,
  externalId: string,
  token: string,
): Promise<string> {
  const answer = await request.get(`${API}/transactions/${externalId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!answer.ok()) return `HTTP ${answer.status()}`;
  return ((await answer.json()) as { status: string }).status;
}

export { webAccessToken };
