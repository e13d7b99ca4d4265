import { createMnemonic } from '@ferry/shared/wallet';
import { registerTelegramUser, telegramAccessToken } from '../support/accounts';
import { findLeaks, recordTraffic, walletSecrets } from '../support/secret-traffic';
import { openInApp, pressMainButton } from '../support/telegram-main-button';
import { callsOf, DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';
import { verifyLevel } from '../support/verification';
import { passChallenge, shownWords } from '../support/wallet-screens';

const PASSWORD = 'Ferry-wallet-2026!';

/** A Telegram user no other test uses. */
function newTelegramUserId(): number {
  return 500_000_000 + Math.floor(Math.random() * 90_000_000);
}

test.describe('mini-app: the self-custody wallet onboarding', () => {
  test('creates with the backup check and a password, turns on Face ID, unlocks with it, imports; no request carries a secret', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    // A first wallet needs a verified identity (verification-gates-web.spec.ts shows the gate).
    await verifyLevel(request, { accessToken: await telegramAccessToken(request, userId) });
    await installTelegramMock(page, DARK_THEME);
    const traffic = recordTraffic(page);
    await page.goto(`/messenger/balances/web3-wallet${telegramLaunchHash({ theme: DARK_THEME, userId })}`);

    await expect(page.getByRole('heading', { name: 'Your own TON wallet' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/messenger\/balances\/web3-wallet\/create/);
    await pressMainButton(page, 'Create a new wallet');

    await expect(page.getByRole('heading', { name: 'Write down these 24 words' })).toBeVisible();
    const words = await shownWords(page);
    expect(words).toHaveLength(24);
    await pressMainButton(page, "I've written them down");
    await passChallenge(page, words);
    await pressMainButton(page, 'Check');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await pressMainButton(page, 'Save password');

    // The mini-app offers biometrics: access, then a random key stored as the client's token.
    await expect(page.getByRole('heading', { name: 'Unlock with biometrics' })).toBeVisible({
      timeout: 20_000,
    });
    await pressMainButton(page, 'Turn on');
    await expect(page.getByRole('heading', { name: 'Your wallet is ready' })).toBeVisible({
      timeout: 20_000,
    });
    expect(await callsOf(page, 'web_app_biometry_request_access')).toHaveLength(1);
    const [tokenUpdate] = (await callsOf(page, 'web_app_biometry_update_token')) as { token: string }[];
    expect(Buffer.from(tokenUpdate?.token ?? '', 'base64')).toHaveLength(32);
    await pressMainButton(page, 'Open wallet');
    await expect(page).toHaveURL(/\/messenger\/balances\/web3-wallet$/);

    // The recovery phrase behind re-authentication, unlocked with Face ID instead of the password.
    await openInApp(page, '/messenger/balances/web3-wallet/settings/security');
    await expect(page.getByRole('button', { name: /Face ID \/ fingerprint.*On/ })).toBeVisible();
    await page.getByRole('link', { name: 'Show recovery phrase' }).click();
    await expect(page).toHaveURL(/enter-password\?action=show-mnemonic$/);
    await page.getByRole('button', { name: 'Use Face ID or fingerprint' }).click();
    await expect(page.getByTestId('mnemonic-grid')).toBeVisible({ timeout: 20_000 });
    expect(await shownWords(page)).toEqual(words);
    expect((await callsOf(page, 'web_app_biometry_request_auth')).length).toBeGreaterThan(0);

    // Import an existing phrase as a second wallet, under the same password.
    const existing = await createMnemonic();
    await openInApp(page, '/messenger/balances/web3-wallet/import');
    for (const [index, word] of existing.entries()) {
      await page.getByLabel(`Word ${index + 1}`, { exact: true }).fill(word);
    }
    await pressMainButton(page, 'Import');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await pressMainButton(page, 'Save password');
    await expect(page.getByRole('heading', { name: 'Unlock with biometrics' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByText('Wallet 2 is imported on this device.')).toBeVisible();

    // Acceptance: nothing on the wire carries a phrase, three words of it, or a private key.
    expect(traffic.length).toBeGreaterThan(5);
    for (const phrase of [words, existing])
      expect(findLeaks(traffic, await walletSecrets(phrase))).toEqual([]);
  });
});
