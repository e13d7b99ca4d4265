import { registerTelegramUser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { collectConsoleErrors, sendSandboxBankTransfer } from '../support/deposit';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  LIGHT_THEME,
  type ThemeParams,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

/** A Telegram user no other test uses. */
function newTelegramUserId(): number {
  return 820_000_000 + Math.floor(Math.random() * 100_000_000);
}

/** The text of Telegram's main button as the app last set it. */
async function mainButtonText(page: Page): Promise<string | undefined> {
  return ((await callsOf(page, 'web_app_setup_main_button')) as { text?: string; is_visible?: boolean }[]).at(
    -1,
  )?.text;
}

async function pressMainButton(page: Page, expectedText: string) {
  await expect.poll(() => mainButtonText(page)).toBe(expectedText);
  await emitTelegramEvent(page, 'main_button_pressed');
}

async function openDeposit(page: Page, theme: ThemeParams, userId: number) {
  await installTelegramMock(page, theme);
  await page.goto(`/messenger/balances/deposit${telegramLaunchHash({ theme, userId })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
}

test.describe('mini-app: deposit', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new Telegram user deposits EUR by SEPA with Telegram’s main button, and the transfer is credited', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    await openDeposit(page, DARK_THEME, userId);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /SEPA bank transfer/ }).click();
    await expect(page).toHaveURL(/\/messenger\/balances\/deposit\/sepa\/EUR\/form$/);
    // The primary action is Telegram's own button: nothing drawn on the page.
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await page.getByLabel('Amount, EUR').fill('200001');
    await pressMainButton(page, 'Continue');
    await expect(page.getByText('Maximum is 100,000.00 EUR')).toBeVisible();
    await page.getByLabel('Amount, EUR').fill('75');
    expect(await seriousViolations(page)).toEqual([]);
    await pressMainButton(page, 'Continue');

    await expect(page).toHaveURL(/\/sepa\/EUR\/confirm$/);
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/deposits'),
    );
    await pressMainButton(page, 'Deposit');
    expect((await created).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
    const reference = (
      (await page.locator('[data-field="reference"] .ferry-deposit-bank-value').textContent()) ?? ''
    ).trim();
    expect(reference).toMatch(/^FERRY-/);
    expect(await seriousViolations(page)).toEqual([]);

    await pressMainButton(page, 'I’ve sent the transfer');
    await expect(page).toHaveURL(/\/messenger\/balances\/PAYIN\/[^/]+$/);
    await expect(page.getByText('In progress').first()).toBeVisible();
    const arrived = await sendSandboxBankTransfer(request, reference);
    expect(arrived.transaction.status).toBe('DONE');
    expect(new URL(page.url()).pathname).toBe(`/messenger/balances/PAYIN/${arrived.transaction.id}`);
    await expect(page.getByText('Completed').first()).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('the crypto address page in the light theme: QR, copy, network warning', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    await installTelegramMock(page, LIGHT_THEME);
    await page.goto(
      `/messenger/balances/deposit/crypto/BTC${telegramLaunchHash({ theme: LIGHT_THEME, userId })}`,
    );
    // The first ask makes the address; on a busy machine that takes a few seconds.
    await expect(page.getByRole('img', { name: /QR code of your BTC address/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(
      page.getByText('Send only BTC on the BTC network to this address.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('Credited after 2 confirmations')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
