import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { registerTelegramUser, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import {
  createPaymentOrder,
  createWidgetKey,
  type MerchantSite,
  startMerchantSite,
} from '../support/merchant-site';
import { dress, SCREENSHOTS, SHOP_LOOKS } from '../support/shop-screenshots';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

type Variant = 'mobile-light' | 'miniapp-dark' | 'desktop';

const VIEWPORTS: Readonly<Record<Variant, { width: number; height: number }>> = {
  'mobile-light': { width: 390, height: 844 },
  'miniapp-dark': { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

/** The TON deposit screen signed in: the web for light and desktop, the dark mini-app otherwise. */
async function openTonDeposit(page: Page, request: APIRequestContext, variant: Variant) {
  await page.setViewportSize(VIEWPORTS[variant]);
  if (variant === 'miniapp-dark') {
    const userId = 840_000_000 + Math.floor(Math.random() * 100_000_000);
    await registerTelegramUser(request, userId);
    await installTelegramMock(page, DARK_THEME);
    await page.goto(
      `/messenger/balances/deposit/crypto/TON${telegramLaunchHash({ theme: DARK_THEME, userId })}`,
    );
    return;
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await storeWebSession(page, await signUpByApi(request, uniqueEmail(`shots-pay-from-wallet-${variant}`)));
  await page.goto('/balances/deposit/crypto/TON');
}

for (const variant of Object.keys(VIEWPORTS) as Variant[]) {
  test(`deposit: Pay from your wallet, ${variant}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await openTonDeposit(page, request, variant);
    const entry = page.getByTestId('pay-from-wallet');
    await expect(entry.getByRole('button', { name: 'Pay from your wallet' })).toBeVisible({
      timeout: 20_000,
    });
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, `pay-from-wallet-deposit-${variant}.png`) });
    await entry.getByRole('button', { name: 'Pay from your wallet' }).click();
    await expect(entry.getByRole('button', { name: 'Ferry Wallet' })).toBeVisible({ timeout: 20_000 });
    await expect(entry.getByRole('button', { name: 'MyTonWallet' })).toBeVisible();
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, `pay-from-wallet-deposit-wallets-${variant}.png`) });
  });
}

test.describe('pay frame', () => {
  let shop: MerchantSite;
  test.beforeAll(async () => {
    shop = await startMerchantSite('shop.localhost');
  });
  test.afterAll(() => shop.close());

  for (const look of SHOP_LOOKS) {
    test(`pay frame: Pay from your wallet, ${look.name}`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const owner = await signUpByApi(request, uniqueEmail('e2e-pay-from-wallet-shots'));
      const key = await createWidgetKey(request, owner.accessToken, 'shop.localhost');
      await dress(page, look);
      const order = await createPaymentOrder(request, key, {
        amount: '42.50',
        currency: 'EUR',
        merchant_reference: 'A-1042',
        expires_in_seconds: 1800,
      });
      await page.goto(shop.checkoutUrl(order.pay_url));
      const frame = page.frameLocator('#ferry');
      await frame.getByRole('button', { name: /^Crypto/ }).click();
      const entry = frame.getByTestId('pay-from-wallet');
      await entry.getByRole('button', { name: 'Pay from your wallet' }).click();
      await expect(entry.getByRole('button', { name: 'Ferry Wallet' })).toBeVisible({ timeout: 20_000 });
      await entry.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOTS, `pay-from-wallet-frame-${look.name}.png`) });
    });
  }
});
