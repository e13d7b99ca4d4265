import { registerTelegramUser, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { uniqueThreeDsCard } from '../support/exchange';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';
import { seedWallet, storeVault, userUuid } from '../support/wallet-money';
import {
  box,
  DESKTOP,
  expectCardFieldsSpaced,
  MOBILE,
  pressMainButton,
  shot,
} from './screenshots-issue24.test-kit';

// In a real browser: what only a layout can tell (where the main button
// and a toast sit, the card fields' spacing) is measured, and each screen is shot for a look.

test('desktop exchange, signed out: the main button in the form column, clear of the currency list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/exchange');
  await expect(page.getByTestId('exchange-quote-amount')).toBeVisible({ timeout: 20_000 });
  const button = await box(page.getByRole('button', { name: 'Sign in to continue' }));
  const form = await box(page.locator('.ferry-exchange-side'));
  const catalogue = await box(page.locator('.ferry-exchange-catalogue'));
  expect(button.x + button.width).toBeLessThanOrEqual(catalogue.x);
  expect(Math.abs(button.x - form.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(button.width - form.width)).toBeLessThanOrEqual(1);
  await page.screenshot({ path: shot('exchange-signed-out-desktop') });
});

for (const [name, viewport] of [
  ['mobile-light', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  test(`web card step: fields spaced, ${name}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await storeWebSession(page, await signUpByApi(request, uniqueEmail(`i24-card-${name}`)));
    await page.goto('/exchange');
    await expect(page.getByTestId('exchange-quote-amount')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Card number').fill(uniqueThreeDsCard());
    await expectCardFieldsSpaced(page);
    await page.screenshot({ path: shot(`card-step-${name}`) });
  });

  test(`web toast below the header with its × inside, ${name}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    const tokens = await signUpByApi(request, uniqueEmail(`i24-toast-${name}`));
    const wallet = await seedWallet(await userUuid(request, tokens.accessToken));
    await storeWebSession(page, tokens);
    await storeVault(page, wallet);
    // Renaming the wallet says so in a success toast, over the wallet settings and their back arrow.
    await page.goto('/balances/web3-wallet/settings/rename');
    await page.getByLabel('Wallet name').fill('Savings');
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toContainText('Wallet renamed', { timeout: 20_000 });
    await page.waitForTimeout(600);
    const toastBox = await box(toast);
    const header = await box(page.locator('.ferry-topbar'));
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    const close = await box(toast.locator('[data-close-button]'));
    expect(close.x).toBeGreaterThanOrEqual(toastBox.x);
    expect(close.y).toBeGreaterThanOrEqual(toastBox.y);
    expect(close.x + close.width).toBeLessThanOrEqual(toastBox.x + toastBox.width);
    expect(close.y + close.height).toBeLessThanOrEqual(toastBox.y + toastBox.height);
    await page.screenshot({ path: shot(`toast-${name}`) });
  });
}

test('mini-app, dark: the card step spaced; the profile shows the Telegram name and photo', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const userId = 830_000_000 + Math.floor(Math.random() * 90_000_000);
  await registerTelegramUser(request, userId);
  await page.setViewportSize(MOBILE);
  const photoUrl = 'https://t.me/i/userpic/320/ferry-tester.svg';
  await page.route(photoUrl, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#e8a33d"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="18" rx="9" fill="#fff"/></svg>',
    }),
  );
  await installTelegramMock(page, DARK_THEME);
  const hash = telegramLaunchHash({ theme: DARK_THEME, userId, photoUrl });
  await page.goto(`/messenger/exchange${hash}`);
  await expect(page.getByTestId('exchange-quote-amount')).toBeVisible({ timeout: 20_000 });
  await pressMainButton(page, 'Continue');
  await page.getByLabel('Card number').fill(uniqueThreeDsCard());
  await expectCardFieldsSpaced(page);
  await page.screenshot({ path: shot('card-step-miniapp-dark') });

  await page.goto(`/messenger/profile${hash}`);
  const card = page.locator('.ferry-profile-card');
  await expect(card.getByText('Ferry Tester')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(`@ferry_e2e_${userId}`)).toBeVisible();
  await expect(card.locator('img.ferry-avatar')).toHaveJSProperty('naturalWidth', 64);
  await expect(card.getByText('Telegram account')).toHaveCount(0);
  await page.screenshot({ path: shot('profile-miniapp-dark') });
});
