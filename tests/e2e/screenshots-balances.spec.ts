import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { fundOnTon, telegramAccessToken, withdrawOnTon } from '../support/balances';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** Two currencies and a few movements, so the lists and the chart have something to show. */
async function giveMoney(request: APIRequestContext, accessToken: string): Promise<void> {
  await fundOnTon(request, accessToken, 'USDT', '250');
  await fundOnTon(request, accessToken, 'TON', '40');
  await withdrawOnTon(request, accessToken, 'USDT', '20');
  await withdrawOnTon(request, accessToken, 'USDT', '35.5');
}

async function shoot(page: Page, name: string, { isFullPage = false } = {}): Promise<void> {
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, `balances-${name}.png`), fullPage: isFullPage });
}

test.describe('balances screenshots', () => {
  test.setTimeout(120_000);

  for (const [label, viewport] of [
    ['web-mobile', { width: 390, height: 844 }],
    ['web-desktop', { width: 1280, height: 800 }],
  ] as const) {
    test(`${label}, light`, async ({ page, request }) => {
      const tokens = await signUpByApi(request, uniqueEmail('balances-shot'));
      await giveMoney(request, tokens.accessToken);
      await storeWebSession(page, tokens);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: 'light' });

      await page.goto('/balances');
      await expect(page.getByRole('region', { name: 'Your currencies' }).getByRole('link')).toHaveCount(2);
      await expect(page.getByRole('region', { name: 'Recent transactions' })).toBeVisible();
      await shoot(page, `${label}`);

      await page.goto('/balances/statement');
      await expect(page.locator('[data-transaction-id]')).toHaveCount(4);
      await shoot(page, `statement-${label}`);
      if (label === 'web-mobile') {
        // On a phone the filters fold behind their toggle; opened, they show; set, it counts them.
        await expect(page.getByLabel('Status')).toBeHidden();
        await page.getByRole('button', { name: 'Filters', exact: true }).click();
        await page.getByLabel('Status').selectOption('DONE');
        await expect(page.getByRole('button', { name: 'Filters (1)', exact: true })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await shoot(page, `statement-filters-${label}`);
      }

      await page.goto('/balances/USDT');
      await expect(page.locator('[data-transaction-id]')).toHaveCount(3);
      await shoot(page, `currency-${label}`);
    });
  }

  test('mini-app, dark Telegram theme, 390×844', async ({ page, request }) => {
    const userId = 600_000_000 + Math.floor(Math.random() * 90_000_000);
    await giveMoney(request, await telegramAccessToken(request, userId));
    await page.setViewportSize({ width: 390, height: 844 });
    await installTelegramMock(page, DARK_THEME);
    await page.goto(`/messenger/balances${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
    await expect(page.getByRole('region', { name: 'Your currencies' }).getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Recent transactions' })).toBeVisible();
    await shoot(page, 'miniapp-dark');

    await page.getByRole('link', { name: 'See all' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statement' })).toBeVisible();
    await expect(page.locator('[data-transaction-id]')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await shoot(page, 'statement-miniapp-dark');

    await page.goBack();
    await page.getByRole('link', { name: 'Spending' }).click();
    await page.getByRole('radio', { name: 'Week' }).click();
    await page.getByLabel('Currency').selectOption('USDT');
    await expect(page.getByRole('table')).toBeAttached();
    await expect(page.getByTestId('spending-chart').locator('canvas')).toBeVisible();
    await shoot(page, 'spending-miniapp-dark');
  });
});
