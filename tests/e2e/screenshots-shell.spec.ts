import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { mainMenu } from '../support/shell';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test('shell: web, mobile light, bottom tabs, 390×844', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await storeWebSession(page, await signUpByApi(request, uniqueEmail('e2e-shot-shell-tabs')));
  await page.goto('/exchange');
  await expect(page.locator('[data-currency]').first()).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'shell-mobile-light-tabs.png') });
});

test('shell: mini-app, dark Telegram theme, profile tab and the offline notice, 390×844', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installTelegramMock(page, DARK_THEME);
  await page.goto(`/messenger/profile${telegramLaunchHash({ theme: DARK_THEME })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('Unstable connection')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'shell-miniapp-dark-tabs-offline.png') });
  await context.setOffline(false);
});

test('shell: web, desktop sidebar, 1280×800', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await storeWebSession(page, await signUpByApi(request, uniqueEmail('e2e-shot-shell-sidebar')));
  await page.goto('/exchange');
  await expect(page.locator('[data-currency]').first()).toBeVisible();
  await expect(page.getByTestId('landing-price-amount')).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'shell-desktop-sidebar.png') });
});

test('shell: maintenance, mobile dark web, 390×844', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'We’re improving Ferry' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'shell-maintenance-dark.png') });
});
