import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerTelegramUser, storeWebSession, telegramSession } from '../support/accounts';
import { DARK_THEME, installTelegramMock, LIGHT_THEME, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const SWITCH = 'Transaction messages in Telegram';

/** The profile's preferences with the bot messages switch, scrolled into view. */
async function shootPreferences(page: import('@playwright/test').Page, file: string) {
  const toggle = page.getByLabel(SWITCH);
  await expect(toggle).toBeVisible();
  // Centred: at the bottom edge the mini-app's tab bar would cover it.
  await toggle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(SCREENSHOTS, file) });
}

test('notify: mini-app, dark Telegram theme, the bot messages switch, 390×844', async ({ page, request }) => {
  await registerTelegramUser(request, 777_901);
  await page.setViewportSize({ width: 390, height: 844 });
  await installTelegramMock(page, DARK_THEME);
  await page.goto(`/messenger/profile${telegramLaunchHash({ theme: DARK_THEME, userId: 777_901 })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await shootPreferences(page, 'profile-notifications-miniapp-dark.png');
});

test('notify: mini-app, light Telegram theme, switched off, 390×844', async ({ page, request }) => {
  await registerTelegramUser(request, 777_902);
  await page.setViewportSize({ width: 390, height: 844 });
  await installTelegramMock(page, LIGHT_THEME);
  await page.goto(`/messenger/profile${telegramLaunchHash({ theme: LIGHT_THEME, userId: 777_902 })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByLabel(SWITCH).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.getByText(SWITCH, { exact: true }).click();
  await expect(page.getByLabel(SWITCH)).not.toBeChecked();
  await shootPreferences(page, 'profile-notifications-miniapp-light.png');
});

test('notify: web, desktop, a Telegram account’s profile, 1280×800', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await storeWebSession(page, await telegramSession(request, 777_903));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await shootPreferences(page, 'profile-notifications-desktop.png');
});
