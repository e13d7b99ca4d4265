import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { parkedDeposit, startSepaDeposit, telegramTokens } from '../support/transactions';
import { verifyLevel } from '../support/verification';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/**
 * The whole page in one picture: the viewport grows to the page's height, so the fixed main
 * button sits at the bottom where people see it, not over the middle of a long page.
 */
async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 390;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(height, 800) });
  await page.screenshot({ path: path.join(SCREENSHOTS, name) });
}

async function detailsShown(page: Page) {
  await expect(page.getByRole('region', { name: 'Details', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your action is needed' })).toBeVisible();
}

test('transaction details, web, light, 390×844', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  const tokens = await signUpByApi(request, uniqueEmail('shot-tx-light'));
  // The basic level: the starter level takes in only 200 EUR a day, less than the deposit asks.
  await verifyLevel(request, tokens, 'basic');
  await storeWebSession(page, tokens);
  const parked = await parkedDeposit(request, tokens);
  await page.goto(`/transaction-details/${parked.type}/${parked.id}`);
  await detailsShown(page);
  await shoot(page, 'transactions-details-mobile-light.png');
});

test('transaction details, mini-app, dark Telegram theme, 390×844', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const userId = 690_000_000 + Math.floor(Math.random() * 9_000_000);
  const tokens = await telegramTokens(request, userId);
  // The basic level: the starter level takes in only 200 EUR a day, less than the deposit asks.
  await verifyLevel(request, tokens, 'basic');
  const parked = await parkedDeposit(request, tokens);
  await installTelegramMock(page, DARK_THEME);
  await page.goto(
    `/messenger/transaction-details/${parked.type}/${parked.id}${telegramLaunchHash({ theme: DARK_THEME, userId })}`,
  );
  await detailsShown(page);
  await shoot(page, 'transactions-details-mobile-dark.png');
});

test('transaction details, web, light, 1280×800', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  const tokens = await signUpByApi(request, uniqueEmail('shot-tx-desktop'));
  // The basic level: the starter level takes in only 200 EUR a day, less than the deposit asks.
  await verifyLevel(request, tokens, 'basic');
  await storeWebSession(page, tokens);
  const parked = await parkedDeposit(request, tokens);
  await page.goto(`/transaction-details/${parked.type}/${parked.id}`);
  await detailsShown(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'transactions-details-desktop.png') });
});

test('a SEPA deposit waiting for the transfer, web, light, 390×844', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  const tokens = await signUpByApi(request, uniqueEmail('shot-tx-sepa'));
  // The basic level: the starter level takes in only 200 EUR a day, less than the deposit asks.
  await verifyLevel(request, tokens, 'basic');
  await storeWebSession(page, tokens);
  const deposit = await startSepaDeposit(request, tokens);
  await page.goto(`/balances/${deposit.type}/${deposit.id}`);
  await expect(page.getByRole('region', { name: 'Bank details' })).toBeVisible();
  await shoot(page, 'transactions-sepa-mobile-light.png');
});
