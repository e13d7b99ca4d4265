import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Address } from '@ton/core';
import { signUpByApi, storeWebSession, telegramSession, uniqueEmail } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import {
  faucet,
  pressTelegramMainButton,
  seedWallet,
  storeVault,
  userUuid,
  WALLET_PASSWORD,
} from '../support/wallet-money';
import { expectNoOutcomeToast, expectPanelOverButton } from '../support/wallet-success';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const RECIPIENT = new Address(0, Buffer.alloc(32, 42)).toString({ bounceable: false });

/** Home → receive → amount (fee shown) → confirm → success (final) → details, a picture of each. */
async function shootWallet(
  page: Page,
  { base, hash, name }: { base: string; hash: string; name: string },
  press: (label: string) => Promise<void>,
) {
  const shot = (screen: string) =>
    page.screenshot({ path: path.join(SCREENSHOTS, `wallet-${screen}-${name}.png`) });
  await page.goto(`${base}/balances/web3-wallet${hash}`);
  await expect(page.locator('[data-token="TON"]')).toContainText('5.00', { timeout: 20_000 });
  await expect(
    page.getByRole('region', { name: 'History' }).locator('[data-wallet-event]').first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await shot('home');
  await page.getByRole('link', { name: 'Receive' }).first().click();
  await expect(page.getByRole('img', { name: /QR code for receiving/ })).toBeVisible();
  await shot('receive');
  await page.goto(`${base}/balances/web3-wallet/send/enter-address${hash}`);
  await page.getByLabel('Recipient').fill(RECIPIENT);
  await page.getByLabel('Comment (optional)').fill('Dinner');
  await press('Continue');
  await page.locator('button[data-token="TON"]').click();
  await page.getByLabel('Amount, TON').fill('1.25');
  await expect(page.getByText(/^Network fee ≈/)).toBeVisible({ timeout: 20_000 });
  await shot('send-amount');
  await press('Continue');
  await expect(page.getByLabel('Transfer summary')).toContainText('Total');
  await page.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  await shot('send-confirm');
  await press('Confirm and send');
  await expect(page.getByRole('heading', { name: 'Final on the blockchain' })).toBeVisible({
    timeout: 60_000,
  });
  await expectNoOutcomeToast(page);
  if (name === 'desktop') await expectPanelOverButton(page, 'Done');
  await shot('send-success');
  await page.getByRole('link', { name: 'Transaction details' }).click();
  await expect(page.locator('.ferry-wallet-details[data-status="final"]')).toBeVisible({ timeout: 20_000 });
  await shot('details');
}

for (const [name, viewport] of [
  ['mobile-light', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`web wallet screens, ${name}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    const tokens = await signUpByApi(request, uniqueEmail(`shot-wallet-${name}`));
    const wallet = await seedWallet(await userUuid(request, tokens.accessToken));
    await faucet(request, wallet.address, '5');
    await storeWebSession(page, tokens);
    await storeVault(page, wallet);
    await shootWallet(page, { base: '', hash: '', name }, (label) =>
      page.getByRole('button', { name: label }).click(),
    );
  });
}

test('mini-app wallet screens, dark Telegram theme, 390×844', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const userId = 700_000_000 + Math.floor(Math.random() * 90_000_000);
  const session = await telegramSession(request, userId);
  const wallet = await seedWallet(await userUuid(request, session.accessToken));
  await faucet(request, wallet.address, '5');
  const hash = telegramLaunchHash({ theme: DARK_THEME, userId });
  await installTelegramMock(page, DARK_THEME);
  await storeVault(page, wallet);
  // The mini-app's primary action is Telegram's own button, drawn outside the page.
  const press = (label: string) => pressTelegramMainButton(page, label);
  await shootWallet(page, { base: '/messenger', hash, name: 'mobile-dark' }, press);
});
