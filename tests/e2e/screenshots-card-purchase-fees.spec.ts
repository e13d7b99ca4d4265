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

/** The card purchase's confirm screen with every fee, broken down. */
const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const shot = (name: string) => path.join(SCREENSHOTS, `issue24-card-fees-confirm-${name}.png`);

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill(uniqueThreeDsCard());
  await page.getByLabel('Expiry (MM / YY)').fill('1239');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Ferry Tester');
}

for (const [name, viewport] of [
  ['mobile-light', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  test(`web card purchase confirm with its fees, ${name}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await storeWebSession(page, await signUpByApi(request, uniqueEmail(`shot-fees-${name}`)));
    await page.goto('/exchange');
    await expect(page.getByTestId('exchange-quote-amount')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('exchange-amount-from').fill('100');
    await expect(page.getByTestId('exchange-quote-amount')).toContainText('USDT');
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillCard(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('confirm-exchange-fee')).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: shot(name) });
  });
}

test('mini-app card purchase confirm with its fees, dark Telegram theme', async ({ page, request }) => {
  test.setTimeout(90_000);
  const userId = 840_000_000 + Math.floor(Math.random() * 90_000_000);
  await registerTelegramUser(request, userId);
  await page.setViewportSize(MOBILE);
  await installTelegramMock(page, DARK_THEME);
  await page.goto(`/messenger/exchange${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
  await expect(page.getByTestId('exchange-quote-amount')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('exchange-amount-from').fill('100');
  await expect(page.getByTestId('exchange-quote-amount')).toContainText('USDT');
  const pressMainButton = async (text: string) => {
    await expect
      .poll(
        async () => ((await callsOf(page, 'web_app_setup_main_button')) as { text?: string }[]).at(-1)?.text,
      )
      .toBe(text);
    await emitTelegramEvent(page, 'main_button_pressed');
  };
  await pressMainButton('Continue');
  await fillCard(page);
  await pressMainButton('Continue');
  await expect(page.getByTestId('confirm-exchange-fee')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: shot('miniapp-dark') });
});
