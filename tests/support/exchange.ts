import type { APIRequestContext, Page } from '@playwright/test';

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

export { telegramAccessToken } from './accounts';

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

/**
 * A Visa number of its own ending in 3220, which the sandbox acquirer asks 3-D Secure for (code
 * 1234). Tests running side by side must not share one: a card saved by one user is refused to
 * everybody else ("only the user's own cards").
 */
export function uniqueThreeDsCard(): string {
  const middle = Array.from({ length: 10 }, () => Math.floor(Math.random() * 10)).join('');
  const withoutCheck = `4${middle}`;
  // Luhn over "4 middle X 3220": X sits at an even distance from the right, so it counts as is.
  const digits = `${withoutCheck}03220`;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  const check = (10 - (sum % 10)) % 10;
  return `${withoutCheck}${check}3220`;
}
