import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerTelegramUser, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { uniqueThreeDsCard } from '../support/exchange';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const shot = (name: string) => path.join(SCREENSHOTS, `exchange-${name}.png`);

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The card step filled with the sandbox's 3-D Secure card, as the holder (the mock's Telegram name). */
async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill(uniqueThreeDsCard());
  await page.getByLabel('Expiry (MM / YY)').fill('1239');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Ferry Tester');
}

async function pressMainButton(page: Page, text: string) {
  await expect
    .poll(
      async () => ((await callsOf(page, 'web_app_setup_main_button')) as { text?: string }[]).at(-1)?.text,
    )
    .toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

for (const [name, viewport] of [
  ['mobile-light', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  test(`web exchange form and confirm, ${name}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/exchange');
    await expect(page.getByTestId('exchange-quote-amount')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-currency]').first()).toBeVisible();
    await page.screenshot({ path: shot(`form-${name}`) });

    await storeWebSession(page, await signUpByApi(request, uniqueEmail(`shot-${name}`)));
    await page.goto('/exchange');
    await expect(page.getByTestId('exchange-quote-amount')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillCard(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('confirm-get')).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: shot(`confirm-${name}`) });
  });
}

test('mini-app exchange form and confirm, dark Telegram theme', async ({ page, request }) => {
  test.setTimeout(90_000);
  const userId = 820_000_000 + Math.floor(Math.random() * 90_000_000);
  await registerTelegramUser(request, userId);
  await page.setViewportSize(MOBILE);
  await installTelegramMock(page, DARK_THEME);
  await page.goto(`/messenger/exchange${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
  await expect(page.getByTestId('exchange-quote-amount')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: shot('form-miniapp-dark') });
  await pressMainButton(page, 'Continue');
  await fillCard(page);
  await pressMainButton(page, 'Continue');
  await expect(page.getByTestId('confirm-get')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: shot('confirm-miniapp-dark') });
});

/** A draft paid by Blik (PLN to the USDT balance), as the form leaves it in the tab's storage. */
const BLIK_DRAFT = {
  state: {
    from: 'PLN',
    to: 'USDT',
    amount: '200',
    amountSide: 'from',
    fromPayway: 'blik',
    toPayway: 'balance',
    fromNetwork: null,
    toNetwork: null,
    walletPay: null,
    requisite: null,
  },
  version: 0,
};

for (const [name, viewport, colorScheme] of [
  ['mobile-light', MOBILE, 'light'],
  ['mobile-dark', MOBILE, 'dark'],
  ['desktop', DESKTOP, 'light'],
] as const) {
  test(`web exchange paid by Blik asks for the code, ${name}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await storeWebSession(page, await signUpByApi(request, uniqueEmail(`shot-blik-${name}`)));
    await page.addInitScript((draft) => {
      sessionStorage.setItem('ferry.exchange-draft', JSON.stringify(draft));
    }, BLIK_DRAFT);
    await page.goto('/exchange/confirm');
    await expect(page.getByTestId('confirm-get')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByText('Field is required')).toBeVisible();
    await page.screenshot({ path: shot(`blik-confirm-${name}`) });
    await page.getByRole('textbox', { name: 'Blik code' }).fill('12a3');
    await expect(page.getByRole('textbox', { name: 'Blik code' })).toHaveValue('123');
    await expect(page.getByText('Field is required')).toBeHidden();
  });
}
