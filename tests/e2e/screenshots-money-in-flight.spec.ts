import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { type StoredTokens, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { uniqueThreeDsCard } from '../support/exchange';
import {
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { type ApiTransaction, startSepaDeposit, telegramTokens } from '../support/transactions';
import { verifyLevel } from '../support/verification';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const API = '/api/client/v1';

/** The three looks every changed screen is shown in: web phone (light), mini-app (dark), desktop. */
const LOOKS = [
  { name: 'mobile-light', viewport: { width: 390, height: 844 }, isMiniApp: false },
  { name: 'miniapp-dark', viewport: { width: 390, height: 844 }, isMiniApp: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMiniApp: false },
] as const;
type Look = (typeof LOOKS)[number];

/** A signed-in user in the look: a web session, or a Telegram user in the dark theme. */
async function signIn(page: Page, request: APIRequestContext, look: Look, label: string) {
  await page.setViewportSize(look.viewport);
  await page.emulateMedia({ colorScheme: 'light' });
  if (!look.isMiniApp) {
    const tokens = await signUpByApi(request, uniqueEmail(label));
    await storeWebSession(page, tokens);
    return { tokens, open: (appPath: string) => page.goto(appPath) };
  }
  const userId = 680_000_000 + Math.floor(Math.random() * 9_000_000);
  const tokens = await telegramTokens(request, userId);
  await installTelegramMock(page, DARK_THEME);
  return {
    tokens,
    open: (appPath: string) =>
      page.goto(`/messenger${appPath}${telegramLaunchHash({ theme: DARK_THEME, userId })}`),
  };
}

/** 100 EUR of USDT bought with a 3-D Secure Visa ending 3220, the code given: DONE. */
async function buyUsdtByCard(request: APIRequestContext, tokens: StoredTokens): Promise<ApiTransaction> {
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  const started = await request.post(`${API}/deposits`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      payway: 'card',
      currency: 'EUR',
      amount: '100',
      convert_to: 'USDT',
      card: { number: uniqueThreeDsCard(), expiry: '12 / 30', cvv: '123', holder_name: 'Ada Lovelace' },
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { transaction } = (await started.json()) as { transaction: ApiTransaction };
  const done = await request.post(`${API}/deposits/${transaction.id}/3ds`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { code: '1234' },
  });
  expect(done.ok(), await done.text()).toBe(true);
  return transaction;
}

/**
 * The whole page in one picture, once nothing is loading: the viewport grows to the page's height,
 * so a fixed main button sits at the bottom, not over the middle of a long page.
 */
async function shoot(page: Page, name: string) {
  await expect(page.getByRole('status')).toHaveCount(0);
  const width = page.viewportSize()?.width ?? 390;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(height, 800) });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SCREENSHOTS, name) });
}

for (const look of LOOKS) {
  test(`a card purchase's transaction pages, ${look.name}`, async ({ page, request }) => {
    const { tokens, open } = await signIn(page, request, look, 'shot-card-buy');
    const bought = await buyUsdtByCard(request, tokens);
    await open(`/balances/${bought.type}/${bought.id}`);
    await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
    await shoot(page, `transactions-card-buy-live-${look.name}.png`);
    await open(`/transaction-details/${bought.type}/${bought.id}`);
    await expect(page.getByRole('region', { name: 'Details', exact: true })).toBeVisible();
    await shoot(page, `transactions-card-buy-details-${look.name}.png`);
  });

  test(`balances with a deposit on its way, ${look.name}`, async ({ page, request }) => {
    const { tokens, open } = await signIn(page, request, look, 'shot-in-flight');
    await startSepaDeposit(request, tokens, { amount: '120' });
    await open('/balances');
    await expect(page.getByRole('heading', { level: 1, name: 'Balances' })).toBeVisible();
    await shoot(page, `balances-in-flight-${look.name}.png`);
  });
}

for (const look of LOOKS) {
  test(`Back on an unpaid order says it stays open, ${look.name}`, async ({ page, request }) => {
    const { tokens, open } = await signIn(page, request, look, 'shot-leave');
    // The basic level: the starter level takes in only 200 EUR a day, less than the order's 250 EUR.
    await verifyLevel(request, tokens, 'basic');
    await open('/balances');
    await expect(page.getByRole('heading', { level: 1, name: 'Balances' })).toBeVisible();
    const deposit = await startSepaDeposit(request, tokens);
    // Followed from Balances inside the app, so Back has somewhere to go.
    const base = look.isMiniApp ? '/messenger' : '';
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${base}/balances/${deposit.type}/${deposit.id}`);
    await expect(page.getByRole('region', { name: 'Bank details' })).toBeVisible();
    if (look.isMiniApp) await emitTelegramEvent(page, 'back_button_pressed');
    else await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shoot(page, `transactions-leave-warning-${look.name}.png`);
  });

  test(`/native-error outside the native app leads home, ${look.name}`, async ({ page, request }) => {
    const { open } = await signIn(page, request, look, 'shot-native-error');
    await open('/native-error?from=/balances');
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/\/exchange$/);
    await shoot(page, `native-error-in-browser-${look.name}.png`);
  });
}
