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
import { expect, type Locator, type Page, test } from '../support/test';
import { sendBankTransfer, startSepaDeposit } from '../support/transactions';
import { faucet, seedWallet, storeVault, userUuid } from '../support/wallet-money';

// Issue 24 items 19 and 21, in a real browser: what only a layout can tell (where the main button
// and a toast sit, the card fields' spacing) is measured, and each screen is shot for a look.

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const shot = (name: string) => path.join(SCREENSHOTS, `issue24-${name}.png`);

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

async function pressMainButton(page: Page, text: string) {
  await expect
    .poll(
      async () => ((await callsOf(page, 'web_app_setup_main_button')) as { text?: string }[]).at(-1)?.text,
    )
    .toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

/** Each of the card's later labels stands clear of the field above it (they touched). */
async function expectCardFieldsSpaced(page: Page) {
  const number = await box(page.getByLabel('Card number'));
  for (const label of ['Expiry (MM / YY)', 'CVV']) {
    const top = (await box(page.locator('label', { hasText: label }).first())).y;
    expect(top - (number.y + number.height), label).toBeGreaterThanOrEqual(8);
  }
  const cvv = await box(page.getByLabel('CVV'));
  const holder = (await box(page.locator('label', { hasText: 'Cardholder name' }).first())).y;
  expect(holder - (cvv.y + cvv.height)).toBeGreaterThanOrEqual(8);
}

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

// Issue 24 item 20: a TON balance read "3,494119999 TON" and a default name stayed "Wallet 1" in Polish.
for (const [language, locale, amount, exact, walletName] of [
  ['en', 'en-GB', '3.4941\u00a0TON', '3.494119999\u00a0TON', 'Wallet 1'],
  ['pl', 'pl-PL', '3,4941\u00a0TON', '3,494119999\u00a0TON', 'Portfel 1'],
] as const) {
  test.describe(`wallet in ${language}`, () => {
    test.use({ locale });
    for (const [name, viewport] of [
      ['mobile-light', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`balance to four decimals, default name in the reader's language, ${name}`, async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: 'light' });
        const tokens = await signUpByApi(request, uniqueEmail(`i24-wallet-${language}-${name}`));
        const wallet = await seedWallet(await userUuid(request, tokens.accessToken), 'Wallet 1');
        await faucet(request, wallet.address, '3.494119999');
        await storeWebSession(page, tokens);
        await storeVault(page, wallet);
        await page.goto('/balances/web3-wallet');
        const row = page.locator('[data-token="TON"]');
        await expect(row).toContainText(amount, { timeout: 30_000 });
        await expect(row).not.toContainText(exact);
        await expect(page.locator('#ferry-wallet-total-label')).toHaveText(walletName);
        await page.screenshot({ path: shot(`wallet-home-${language}-${name}`) });
        await row.click();
        const balance = page.getByRole('button', { name: amount });
        await balance.click();
        await expect(page.getByRole('button', { name: exact })).toBeVisible();
        await page.screenshot({ path: shot(`wallet-token-exact-${language}-${name}`) });
      });
    }
  });
}

test('desktop wallet confirm: the confirm button as wide as the form above it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
  const tokens = await signUpByApi(request, uniqueEmail('i24-wallet-confirm'));
  const wallet = await seedWallet(await userUuid(request, tokens.accessToken));
  await faucet(request, wallet.address, '5');
  await storeWebSession(page, tokens);
  await storeVault(page, wallet);
  await page.goto('/balances/web3-wallet');
  await expect(page.locator('[data-token="TON"]')).toContainText('5.00', { timeout: 30_000 });
  await page.goto('/balances/web3-wallet/send/enter-address');
  await page.getByLabel('Recipient').fill(wallet.address);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('button[data-token="TON"]').click();
  await page.getByLabel('Amount, TON').fill('1.25');
  await expect(page.getByText(/^Network fee ≈/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Transfer summary')).toContainText('Total');
  const form = await box(page.locator('.ferry-main > .ferry-form'));
  const button = await box(page.getByRole('button', { name: 'Confirm and send' }));
  expect(Math.abs(button.x - form.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(button.width - form.width)).toBeLessThanOrEqual(1);
  await page.screenshot({ path: shot('wallet-send-confirm-desktop') });
});

/** The copyable bank lines each keep their Copy button beside the value, at the line's end. */
async function expectCopyButtonsBeside(page: Page) {
  const rows = page.locator('.ferry-copy-row');
  expect(await rows.count()).toBeGreaterThan(3);
  for (const row of await rows.all()) {
    const value = await box(row.locator('.ferry-copy-row-value'));
    const button = await box(row.getByRole('button'));
    expect(button.x).toBeGreaterThanOrEqual(value.x + value.width);
    expect(button.y).toBeLessThan(value.y + value.height);
  }
}

for (const [name, viewport] of [
  ['mobile-light', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  test(`web SEPA deposit: copy rows alike, one "sent" question, ${name}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await storeWebSession(page, await signUpByApi(request, uniqueEmail(`i24-sepa-${name}`)));
    await page.goto('/balances/deposit/sepa/EUR/form');
    await page.getByLabel('Amount, EUR').fill('150.50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible({
      timeout: 20_000,
    });
    await expectCopyButtonsBeside(page);
    await page.screenshot({ path: shot(`sepa-details-${name}`) });
    await page.getByRole('button', { name: 'I’ve sent the transfer' }).click();
    await expect(page).toHaveURL(/\/balances\/PAYIN\/[^/]+$/);
    await expect(page.getByRole('button', { name: 'Back to balances' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'I’ve sent the money' })).toHaveCount(0);
    await expectCopyButtonsBeside(page);
    await page.screenshot({ path: shot(`sepa-after-sent-${name}`) });
  });
}

test('mini-app SEPA deposit, dark: one "sent" question', async ({ page, request }) => {
  test.setTimeout(90_000);
  const userId = 840_000_000 + Math.floor(Math.random() * 90_000_000);
  await registerTelegramUser(request, userId);
  await page.setViewportSize(MOBILE);
  await installTelegramMock(page, DARK_THEME);
  await page.goto(
    `/messenger/balances/deposit/sepa/EUR/form${telegramLaunchHash({ theme: DARK_THEME, userId })}`,
  );
  await page.getByLabel('Amount, EUR').fill('75');
  await pressMainButton(page, 'Continue');
  await pressMainButton(page, 'Deposit');
  await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: shot('sepa-details-miniapp-dark') });
  await pressMainButton(page, 'I’ve sent the transfer');
  await expect(page).toHaveURL(/\/messenger\/balances\/PAYIN\/[^/]+$/);
  await expect
    .poll(
      async () => ((await callsOf(page, 'web_app_setup_main_button')) as { text?: string }[]).at(-1)?.text,
    )
    .toBe('Back to balances');
  await page.screenshot({ path: shot('sepa-after-sent-miniapp-dark') });
});

// Issue 24 item 20: "Wpłata z przewalu…", "Deposit with conve…": names cut on one line.
for (const [language, locale] of [
  ['en', 'en-GB'],
  ['pl', 'pl-PL'],
] as const) {
  test.describe(`balances in ${language}`, () => {
    test.use({ locale });
    test(`transaction names are read whole on a phone, ${language}`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(MOBILE);
      await page.emulateMedia({ colorScheme: 'light' });
      const tokens = await signUpByApi(request, uniqueEmail(`i24-names-${language}`));
      const deposit = await startSepaDeposit(request, tokens, { amount: '100', convertTo: 'USDT' });
      await sendBankTransfer(request, deposit.bank_details?.reference ?? '', '100');
      await storeWebSession(page, tokens);
      await page.goto('/balances');
      const titles = page.locator('.ferry-transaction-title');
      await expect(titles.first()).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: shot(`balances-names-${language}-mobile-light`) });
      for (const title of await titles.all()) {
        const cut = await title.evaluate(
          (element) =>
            element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
        );
        const sizes = await title.evaluate(
          (element) =>
            `${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`,
        );
        expect(cut, `${(await title.textContent()) ?? ''} ${sizes}`).toBe(false);
      }
    });
  });
}
