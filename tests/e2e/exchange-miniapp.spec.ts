import { registerTelegramUser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import {
  consoleErrorsOf,
  telegramAccessToken,
  transactionStatus,
  uniqueThreeDsCard,
} from '../support/exchange';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  LIGHT_THEME,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

/** A Telegram user no other test uses (named Ferry Tester by the mock). */
function newTelegramUserId(): number {
  return 810_000_000 + Math.floor(Math.random() * 90_000_000);
}

interface MainButtonParams {
  text?: string;
  is_active?: boolean;
  is_visible?: boolean;
}

async function lastMainButton(page: Page): Promise<MainButtonParams | undefined> {
  return ((await callsOf(page, 'web_app_setup_main_button')) as MainButtonParams[]).at(-1);
}

/** Waits for Telegram's main button to offer `text`, enabled, then presses it. */
async function pressMainButton(page: Page, text: string) {
  await expect
    .poll(async () => {
      const params = await lastMainButton(page);
      return params?.text === text && params.is_active !== false && params.is_visible !== false;
    })
    .toBe(true);
  await emitTelegramEvent(page, 'main_button_pressed');
}

test.describe('mini-app: exchange', () => {
  test('buys BTC by card with Telegram’s main button, through 3-D Secure, to DONE', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    const consoleErrors = consoleErrorsOf(page);
    await installTelegramMock(page, DARK_THEME);
    await page.goto(`/messenger/exchange${telegramLaunchHash({ theme: DARK_THEME, userId })}`);

    // A busy machine may take a while to sign in and price; the price still comes before any step.
    await expect(page.getByTestId('exchange-quote-amount')).toContainText('USDT', { timeout: 20_000 });
    await expect(page.getByTestId('quote-countdown')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /You get/ }).click();
    await page.getByRole('searchbox').fill('BTC');
    await page.locator('[data-currency="BTC"]').click();
    await expect(page.getByTestId('exchange-quote-amount')).toContainText('BTC');
    await pressMainButton(page, 'Continue');

    // A bad card is refused on the spot, with an error haptic.
    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.getByLabel('Card number').fill('1234');
    await pressMainButton(page, 'Continue');
    await expect(page.getByText('Invalid card number')).toBeVisible();
    await expect
      .poll(async () => JSON.stringify(await callsOf(page, 'web_app_trigger_haptic_feedback')))
      .toContain('error');
    await page.getByLabel('Card number').fill(uniqueThreeDsCard());
    await page.getByLabel('Expiry (MM / YY)').fill('1239');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Cardholder name').fill('Ferry Tester');
    expect(await seriousViolations(page)).toEqual([]);
    await pressMainButton(page, 'Continue');

    await expect(page.getByTestId('confirm-get')).toContainText('BTC');
    expect(await seriousViolations(page)).toEqual([]);
    await pressMainButton(page, 'Confirm and pay');
    await expect(page.getByLabel('Code from your bank')).toBeVisible();
    await page.getByLabel('Code from your bank').fill('1234');
    await pressMainButton(page, 'Pay');

    await expect(page).toHaveURL(/\/messenger\/PAYIN_CONVERT\/[A-Za-z0-9]+$/);
    // The transaction page follows it live to the end, without a reload.
    await expect(page.getByText('Completed').first()).toBeVisible({ timeout: 30_000 });
    const externalId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const token = await telegramAccessToken(request, userId);
    await expect.poll(() => transactionStatus(request, externalId, token), { timeout: 20_000 }).toBe('DONE');
    expect(consoleErrors).toEqual([]);
  });

  test('the exchange form passes axe in Telegram’s light theme', async ({ page }) => {
    test.setTimeout(60_000);
    await installTelegramMock(page, LIGHT_THEME);
    await page.goto(`/messenger/exchange${telegramLaunchHash({ theme: LIGHT_THEME })}`);
    await expect(page.getByTestId('exchange-quote-amount')).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
