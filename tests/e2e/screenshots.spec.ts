import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test('web landing, light, 1280×800', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/exchange');
  await expect(page.locator('[data-currency]').first()).toBeVisible();
  await expect(page.getByTestId('landing-price-amount')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'web-exchange.png') });
});

test('mini-app landing, dark Telegram theme, 390×844', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installTelegramMock(page, DARK_THEME);
  await page.goto(`/messenger/exchange${telegramLaunchHash({ theme: DARK_THEME })}`);
  await expect(page.locator('[data-currency]').first()).toBeVisible();
  await expect(page.getByTestId('landing-price-amount')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'miniapp-exchange.png') });
});
