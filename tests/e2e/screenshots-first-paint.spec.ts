import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

/**
 * Each landing as the HTML paints it before any script of the app runs (the app's
 * scripts blocked: "shell"), and as the app's first commit draws it once it took over ("app"; the
 * screen's data held back, so both show the moment of the takeover). The two must match.
 */
const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/screenshots/issue-25',
);

/** The data the landings load after their first frame: held, so the screenshot is the takeover. */
const SCREEN_DATA = /\/api\/.*(currencies|payways|pw-currencies|quote|balances|transactions|wallet)/;

async function shoot(page: Page, url: string, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await page.goto(url);
  await expect(page.locator('#root [data-shell-text]').first()).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-shell.png`) });

  await page.unroute(/\/assets\/[^/]+\.js$/);
  await page.route(SCREEN_DATA, () => undefined);
  // A new document, not a hash change on the same one.
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.locator('#root .ferry-shell')).toBeVisible();
  await expect(page.locator('#root [data-shell-text]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-app.png`) });
}

for (const [language, locale] of [
  ['en', 'en-US'],
  ['pl', 'pl-PL'],
] as const) {
  test.describe(`first paint, ${language}`, () => {
    test.use({ locale });

    test('web /exchange, visitor, mobile light, 390×844', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: 'light' });
      await shoot(page, '/exchange', `web-exchange-mobile-light-${language}`);
    });

    test('web /exchange, visitor, desktop, 1280×800', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ colorScheme: 'light' });
      await shoot(page, '/exchange', `web-exchange-desktop-${language}`);
    });

    test('web /balances, signed in, mobile light, 390×844', async ({ page, request }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: 'light' });
      await storeWebSession(
        page,
        await signUpByApi(request, uniqueEmail(`e2e-shot-first-paint-${language}`)),
      );
      await shoot(page, '/balances', `web-balances-mobile-light-${language}`);
    });

    test('mini-app /messenger/exchange, dark Telegram theme, 390×844', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await installTelegramMock(page, DARK_THEME);
      await shoot(
        page,
        `/messenger/exchange${telegramLaunchHash({ theme: DARK_THEME, languageCode: language })}`,
        `miniapp-exchange-dark-${language}`,
      );
    });
  });
}
