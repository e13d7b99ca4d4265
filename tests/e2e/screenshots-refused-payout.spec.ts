import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { telegramTokens } from '../support/transactions';
import { verifyLevel } from '../support/verification';
import { fundEurBySepa, REFUSED_IBAN, withdrawEurByApi } from '../support/withdraw-money';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** The whole page in one picture (the viewport grows to the page's height). */
async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 390;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(height, 800) });
  await page.screenshot({ path: path.join(SCREENSHOTS, name) });
}

/**
 * A 100 EUR payout to an IBAN the sandbox refuses, the user verified at the basic level first (the
 * starter level takes in only 200 EUR a day, less than this deposit); answers its id.
 */
async function refusedPayout(request: Parameters<typeof fundEurBySepa>[0], accessToken: string) {
  await verifyLevel(request, { accessToken }, 'basic');
  await fundEurBySepa(request, accessToken, '1000');
  return withdrawEurByApi(request, accessToken, '100', REFUSED_IBAN);
}

async function choicesShown(page: Page) {
  const choices = page.getByRole('region', { name: 'Your action is needed' });
  await expect(choices.getByRole('button')).toHaveText(['Refund', 'Send again'], { timeout: 20_000 });
}

test('refused payout, web, light, 390×844', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  const tokens = await signUpByApi(request, uniqueEmail('shot-refused-light'));
  const id = await refusedPayout(request, tokens.accessToken);
  await storeWebSession(page, tokens);
  await page.goto(`/balances/PAYOUT/${id}`);
  await choicesShown(page);
  await shoot(page, 'payout-refused-mobile-light.png');
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'payout-refused-retry-dialog-mobile-light.png') });
});

test('refused payout, mini-app, dark Telegram theme, 390×844', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const userId = 680_000_000 + Math.floor(Math.random() * 9_000_000);
  const tokens = await telegramTokens(request, userId);
  const id = await refusedPayout(request, tokens.accessToken);
  await installTelegramMock(page, DARK_THEME);
  await page.goto(`/messenger/balances/PAYOUT/${id}${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
  await choicesShown(page);
  await shoot(page, 'payout-refused-mobile-dark.png');
});

test('refused payout, web, light, 1280×800', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  const tokens = await signUpByApi(request, uniqueEmail('shot-refused-desktop'));
  const id = await refusedPayout(request, tokens.accessToken);
  await storeWebSession(page, tokens);
  await page.goto(`/balances/PAYOUT/${id}`);
  await choicesShown(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'payout-refused-desktop.png') });
});
