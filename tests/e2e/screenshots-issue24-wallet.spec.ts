import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';
import { faucet, seedWallet, storeVault, userUuid } from '../support/wallet-money';
import { box, DESKTOP, MOBILE, shot } from './screenshots-issue24.test-kit';

// A TON balance shows four decimals (a tap on the token's page shows every digit) and the default wallet name
// is in the reader's language.
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
