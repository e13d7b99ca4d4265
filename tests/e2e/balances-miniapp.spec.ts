import { seriousViolations } from '../support/axe';
import { collectPageErrors, fundWithUsdt, telegramAccessToken } from '../support/balances';
import { DARK_THEME, installTelegramMock, LIGHT_THEME, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';

/** A Telegram user no other test uses. */
function newTelegramUserId(): number {
  return 700_000_000 + Math.floor(Math.random() * 90_000_000);
}

test.describe('mini-app: balances', () => {
  for (const [themeName, theme] of [
    ['dark', DARK_THEME],
    ['light', LIGHT_THEME],
  ] as const) {
    test(`a Telegram user with money sees the balance, the currency and the statement (${themeName})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const userId = newTelegramUserId();
      await fundWithUsdt(request, await telegramAccessToken(request, userId), '12.5');
      const errors = collectPageErrors(page);
      await installTelegramMock(page, theme);
      await page.goto(`/messenger/balances${telegramLaunchHash({ theme, userId })}`);

      await expect(page.getByRole('heading', { level: 1, name: 'Balances' })).toBeVisible();
      const usdt = page.getByRole('region', { name: 'Your currencies' }).getByRole('link', { name: /USDT/ });
      await expect(usdt).toContainText('12.50');
      expect.soft(await seriousViolations(page), `balances in ${themeName}`).toEqual([]);

      await usdt.click();
      await expect(page).toHaveURL(/\/messenger\/balances\/USDT/);
      await expect(page.locator('.ferry-total-amount')).toHaveText('12.50\u00a0USDT');
      expect.soft(await seriousViolations(page), `one currency in ${themeName}`).toEqual([]);

      await page.goBack();
      await page.getByRole('link', { name: 'Statement' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Statement' })).toBeVisible();
      await page.getByLabel('Status').selectOption('DONE');
      await expect(page).toHaveURL(/status=DONE/);
      await expect(page.getByRole('link', { name: /deposit/i })).toContainText('+12.50');
      expect.soft(await seriousViolations(page), `statement in ${themeName}`).toEqual([]);

      expect(errors).toEqual([]);
    });
  }
});
