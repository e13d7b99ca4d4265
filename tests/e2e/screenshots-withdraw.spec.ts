import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerTelegramUser, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { CONFIRM_DIALOG } from '../support/payout-details';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { verifyLevel } from '../support/verification';
import { fundEurBySepa, PAYOUT_IBAN, telegramAccessToken } from '../support/withdraw-money';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/**
 * From the payway list to the confirm (each user is at the basic level, whose limits take 250 EUR
 * a day where the starter level's do not): 250 EUR by SEPA to a new IBAN, in the holder's name; the
 * details step (with the account holder's name) is shot as `withdraw-requisites-<name>.png`.
 */
async function reachWithdrawConfirm(page: Page, press: (text: string) => Promise<void>, name: string) {
  await page.getByRole('link', { name: /SEPA transfer \(IBAN\)/ }).click();
  await page.getByLabel('Amount, EUR').fill('250');
  await expect(page.getByText('Recipient gets')).toBeVisible();
  await press('Continue');
  await page.getByLabel('IBAN').fill(PAYOUT_IBAN);
  await page.getByLabel('Account holder’s name').fill('Olena Kovalenko');
  await page.screenshot({ path: path.join(SCREENSHOTS, `withdraw-requisites-${name}.png`) });
  await press('Continue');
  await expect(page.getByText('Debited from your balance')).toBeVisible();
}

async function fillConvertForm(page: Page) {
  await page.getByLabel('To', { exact: true }).selectOption('USDT');
  await page.getByLabel('You convert, EUR').fill('100');
  await expect(page.getByLabel('You get, USDT')).not.toHaveValue('');
  await expect(page.getByText(/^1 EUR = /)).toBeVisible();
}

for (const [name, viewport] of [
  ['mobile-light', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`web withdraw confirm and convert form, ${name}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    const tokens = await signUpByApi(request, uniqueEmail(`shot-withdraw-${name}`));
    await verifyLevel(request, tokens, 'basic', 'Olena Kovalenko');
    await fundEurBySepa(request, tokens.accessToken, '1000');
    await storeWebSession(page, tokens);
    await page.goto('/balances/withdraw/EUR');
    await reachWithdrawConfirm(page, (text) => page.getByRole('button', { name: text }).click(), name);
    await page.screenshot({ path: path.join(SCREENSHOTS, `withdraw-confirm-${name}.png`) });
    // A new IBAN: the one-time confirmation by the code mailed to the account.
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: CONFIRM_DIALOG });
    await expect(dialog.getByText(/We sent a code to/)).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `withdraw-new-details-${name}.png`) });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/balances/convert/EUR/form');
    await fillConvertForm(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `withdraw-convert-form-${name}.png`) });
  });
}

test('mini-app withdraw confirm and convert form, dark Telegram theme, 390×844', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const userId = 700_000_000 + Math.floor(Math.random() * 90_000_000);
  await registerTelegramUser(request, userId);
  const accessToken = await telegramAccessToken(request, userId);
  await verifyLevel(request, { accessToken }, 'basic', 'Olena Kovalenko');
  await fundEurBySepa(request, accessToken, '1000');
  const hash = telegramLaunchHash({ theme: DARK_THEME, userId });
  await installTelegramMock(page, DARK_THEME);
  await page.goto(`/messenger/balances/withdraw/EUR${hash}`);
  // The mini-app's primary action is Telegram's own button, drawn outside the page.
  await reachWithdrawConfirm(
    page,
    (text) =>
      page.evaluate((label) => {
        void label;
        const target = window as unknown as {
          Telegram: { WebView: { receiveEvent(name: string, payload: unknown): void } };
        };
        target.Telegram.WebView.receiveEvent('main_button_pressed', null);
      }, text),
    'mobile-dark',
  );
  await page.screenshot({ path: path.join(SCREENSHOTS, 'withdraw-confirm-mobile-dark.png') });
  // A new IBAN of a Telegram account: the one-time confirmation with Telegram.
  await page.evaluate(() => {
    const target = window as unknown as {
      Telegram: { WebView: { receiveEvent(name: string, payload: unknown): void } };
    };
    target.Telegram.WebView.receiveEvent('main_button_pressed', null);
  });
  const dialog = page.getByRole('dialog', { name: CONFIRM_DIALOG });
  await expect(dialog.getByRole('button', { name: 'Confirm with Telegram' })).toBeVisible({
    timeout: 15_000,
  });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'withdraw-new-details-mobile-dark.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.goto(`/messenger/balances/convert/EUR/form${hash}`);
  await fillConvertForm(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'withdraw-convert-form-mobile-dark.png') });
});
