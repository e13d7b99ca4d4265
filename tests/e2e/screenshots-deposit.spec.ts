import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerTelegramUser, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

type Variant = 'mobile-light' | 'mobile-dark' | 'desktop';

const VIEWPORTS: Readonly<Record<Variant, { width: number; height: number }>> = {
  'mobile-light': { width: 390, height: 844 },
  'mobile-dark': { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

/** Opens a deposit screen signed in: the web for light and desktop, the dark mini-app otherwise. */
async function open(
  page: Page,
  request: import('@playwright/test').APIRequestContext,
  variant: Variant,
  route: string,
) {
  await page.setViewportSize(VIEWPORTS[variant]);
  if (variant === 'mobile-dark') {
    const userId = 830_000_000 + Math.floor(Math.random() * 100_000_000);
    await registerTelegramUser(request, userId);
    await installTelegramMock(page, DARK_THEME);
    await page.goto(`/messenger${route}${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
    return;
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await storeWebSession(page, await signUpByApi(request, uniqueEmail(`shots-deposit-${variant}`)));
  await page.goto(route);
}

/** The screen's primary action: Telegram's main button in the mini-app, the on-screen one in the web. */
async function pressPrimary(page: Page, variant: Variant, text: string) {
  if (variant !== 'mobile-dark') {
    await page.getByRole('button', { name: text, exact: true }).click();
    return;
  }
  await expect
    .poll(
      async () => ((await callsOf(page, 'web_app_setup_main_button')) as { text?: string }[]).at(-1)?.text,
    )
    .toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, name) });

for (const variant of Object.keys(VIEWPORTS) as Variant[]) {
  test.describe(`deposit screenshots, ${variant}`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('payway list', async ({ page, request }) => {
      await open(page, request, variant, '/balances/deposit');
      await expect(page.locator('[data-payway="crypto"]')).toBeVisible();
      await shot(page, `deposit-payways-${variant}.png`);
    });

    test('SEPA bank details', async ({ page, request }) => {
      await open(page, request, variant, '/balances/deposit/sepa/EUR/form');
      await page.getByLabel('Amount, EUR').fill('250');
      await pressPrimary(page, variant, 'Continue');
      await expect(page).toHaveURL(/\/confirm$/);
      await pressPrimary(page, variant, 'Deposit');
      await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
      await shot(page, `deposit-sepa-details-${variant}.png`);
    });

    test('crypto address with QR', async ({ page, request }) => {
      await open(page, request, variant, '/balances/deposit/crypto/USDT');
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      await shot(page, `deposit-crypto-${variant}.png`);
    });
  });
}
