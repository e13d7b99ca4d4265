import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { callsOf, emitTelegramEvent, installTelegramMock, type ThemeParams } from '../support/telegram-mock';
import { expect, type Page } from '../support/test';

// What the chat payment end-to-end specs share: cards made by API, balances read by API, and
// Telegram's main button pressed by its label.

const API = '/api/client/v1';

interface MainButtonParams {
  text?: string;
  is_visible?: boolean;
  is_active?: boolean;
}

/** The main button's label as the page set it last, when it is shown and active. */
async function mainButtonText(page: Page): Promise<string | undefined> {
  const last = ((await callsOf(page, 'web_app_setup_main_button')) as MainButtonParams[]).at(-1);
  return last?.is_visible !== false && last?.is_active !== false
    ? last?.text?.replace(/\u00a0/g, ' ')
    : undefined;
}

/** Waits until Telegram's main button reads `text` (no-break spaces read as spaces) and is active. */
export async function expectMainButton(page: Page, text: string): Promise<void> {
  await expect.poll(() => mainButtonText(page), { timeout: 15_000 }).toBe(text);
}

/** Presses Telegram's main button once it reads `text` (no-break spaces read as spaces) and is active. */
export async function pressMainButton(page: Page, text: string): Promise<void> {
  await expect.poll(() => mainButtonText(page), { timeout: 15_000 }).toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

function authOf(accessToken: string) {
  return { Authorization: `Bearer ${accessToken}` };
}

async function profileIdOf(request: APIRequestContext, accessToken: string): Promise<string> {
  const user = await request.get(`${API}/user`, { headers: authOf(accessToken) });
  return ((await user.json()) as { profiles_id: string[] }).profiles_id[0] ?? '';
}

/** The available amount of one currency, "0" when the profile holds none. */
export async function availableOf(
  request: APIRequestContext,
  accessToken: string,
  currency: string,
): Promise<number> {
  const headers = { ...authOf(accessToken), 'Profile-Id': await profileIdOf(request, accessToken) };
  const answer = await request.get(`${API}/balances`, { headers });
  const { balances } = (await answer.json()) as { balances: { currency: string; available: string }[] };
  return Number(balances.find((balance) => balance.currency === currency)?.available ?? '0');
}

/** A card made by API, as the mini-app's form makes it. */
export async function createCardByApi(
  request: APIRequestContext,
  accessToken: string,
  body: { kind: 'send' | 'request'; amount: string; currency: string; note?: string },
): Promise<{ id: string; share_link: string | null }> {
  const headers = {
    ...authOf(accessToken),
    'Profile-Id': await profileIdOf(request, accessToken),
    'Idempotency-Key': randomBytes(16).toString('hex'),
  };
  const answer = await request.post(`${API}/chat-payments`, { headers, data: body });
  if (!answer.ok()) throw new Error(`chat-payments answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as { id: string; share_link: string | null };
}

/** A second person's phone: a browser context of its own with the Telegram client stand-in. */
export async function openSecondPhone(
  browser: Browser,
  baseURL: string,
  theme: ThemeParams,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  await installTelegramMock(page, theme);
  return { context, page };
}

/** Counts the user's presses: main button presses and clicks on the page, from opening the link. */
export function createTapCounter() {
  let taps = 0;
  return {
    async press(page: Page, text: string) {
      await pressMainButton(page, text);
      taps += 1;
    },
    async click(target: { click(): Promise<void> }) {
      await target.click();
      taps += 1;
    },
    get count() {
      return taps;
    },
  };
}
