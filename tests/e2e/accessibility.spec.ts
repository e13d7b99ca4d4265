import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DARK_THEME, installTelegramMock, LIGHT_THEME, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';

test.describe('accessibility (axe)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`web exchange and currency list in ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/exchange');
      await expect(page.locator('[data-currency]').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: /You pay/ }).click();
      await expect(page.getByRole('searchbox')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('web 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const [name, theme] of [
    ['dark', DARK_THEME],
    ['light', LIGHT_THEME],
  ] as const) {
    test(`mini-app exchange in Telegram's ${name} theme`, async ({ page }) => {
      await installTelegramMock(page, theme);
      await page.goto(`/messenger/exchange${telegramLaunchHash({ theme })}`);
      await expect(page.locator('[data-currency]').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    // A loaded server answers a quote with SERVICE_UNAVAILABLE; its red line must stay readable.
    test(`mini-app exchange's quote error in Telegram's ${name} theme`, async ({ page }) => {
      await installTelegramMock(page, theme);
      await refuseQuotes(page);
      await page.goto(`/messenger/exchange${telegramLaunchHash({ theme })}`);
      await expect(page.locator('.ferry-quote .ferry-field-error')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`web exchange's quote error in ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await refuseQuotes(page);
      await page.goto('/exchange');
      await expect(page.locator('.ferry-quote .ferry-field-error')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

/** Every price request (a visitor's preview and a signed-in quote) answers 503 SERVICE_UNAVAILABLE. */
async function refuseQuotes(page: Page): Promise<void> {
  await page.route(/\/quotes(\/preview)?(\?|$)/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again later' } }),
        })
      : route.continue(),
  );
}
