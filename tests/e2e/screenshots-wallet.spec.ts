import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMnemonic, mnemonicToKeyPair, walletRawAddress } from '@ferry/shared/wallet';
import {
  registerTelegramUser,
  signUpByApi,
  storeWebSession,
  telegramAccessToken,
  uniqueEmail,
} from '../support/accounts';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { verifyLevel } from '../support/verification';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const PASSWORD = 'Ferry-wallet-2026!';

async function shoot(page: Page, name: string): Promise<void> {
  // Let fonts, lazy chunks and transitions settle so the picture shows the finished screen.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SCREENSHOTS, `wallet-${name}.png`) });
}

async function passChallenge(page: Page, words: string[]) {
  for (const field of await page.getByLabel(/^Word #\d+$/).all()) {
    const id = await field.getAttribute('id');
    const label = await page.locator(`label[for="${id}"]`).textContent();
    await field.fill(words[Number(label?.replace(/\D/g, '')) - 1] ?? '');
  }
}

test.describe('wallet screenshots', () => {
  test.setTimeout(180_000);

  for (const [label, viewport, scheme] of [
    ['web-mobile-light', { width: 390, height: 844 }, 'light'],
    ['web-mobile-dark', { width: 390, height: 844 }, 'dark'],
    ['web-desktop', { width: 1280, height: 800 }, 'light'],
  ] as const) {
    test(label, async ({ page, request }) => {
      const tokens = await signUpByApi(request, uniqueEmail('wallet-shot'));
      // A first wallet needs a verified identity (screenshots-verification-gates.spec.ts shows the gate).
      await verifyLevel(request, tokens);
      await storeWebSession(page, tokens);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });

      await page.goto('/balances');
      await expect(page.getByRole('link', { name: /^Wallet/ })).toBeVisible();
      // The wallet's row shows while the balances still load; the shot waits for the settled page.
      await expect(page.getByText('No money here yet')).toBeVisible();
      await shoot(page, `balances-entry-${label}`);

      await page.goto('/balances/web3-wallet/create');
      await expect(page.getByRole('heading', { name: 'Your own TON wallet' })).toBeVisible();
      await shoot(page, `create-${label}`);
      await page.getByRole('button', { name: 'Create a new wallet' }).click();
      await expect(page.getByTestId('mnemonic-grid')).toBeVisible();
      const words = await page.getByTestId('mnemonic-grid').locator('.ferry-mnemonic-text').allTextContents();
      await shoot(page, `backup-${label}`);
      await page.getByRole('button', { name: 'Copy words' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await shoot(page, `backup-copy-warning-${label}`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: "I've written them down" }).click();
      // Two right answers and one wrong, to show how a mistake reads.
      await passChallenge(page, words);
      await page
        .getByLabel(/^Word #\d+$/)
        .first()
        .fill('wrong');
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page.getByText(/^Wrong word #/)).toBeVisible();
      await shoot(page, `challenge-${label}`);
      await passChallenge(page, words);
      await page.getByRole('button', { name: 'Check' }).click();

      await page.getByLabel('Password', { exact: true }).fill('Ferry-wallet');
      await page.getByLabel('Repeat the password').fill('Ferry');
      await shoot(page, `secure-${label}`);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Repeat the password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Save password' }).click();
      await expect(page.getByRole('heading', { name: 'Your wallet is ready' })).toBeVisible({
        timeout: 20_000,
      });
      await shoot(page, `success-${label}`);
      await page.getByRole('button', { name: 'Open wallet' }).click();

      await page.goto('/balances/web3-wallet/settings');
      await expect(page.getByRole('region', { name: 'Wallets' })).toBeVisible();
      await shoot(page, `settings-${label}`);
      await page.goto('/balances/web3-wallet/settings/security');
      await expect(page.getByRole('link', { name: 'Show recovery phrase' })).toBeVisible();
      await shoot(page, `security-${label}`);
      await page.getByRole('link', { name: 'Show recovery phrase' }).click();
      await expect(page.getByText("Confirm it's you to continue.")).toBeVisible();
      await shoot(page, `enter-password-${label}`);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByTestId('mnemonic-grid')).toBeVisible({ timeout: 20_000 });
      await shoot(page, `recovery-phrase-${label}`);

      await page.goto('/balances/web3-wallet/settings/security/change-password');
      await page.getByLabel('New password').fill('weak-one');
      await shoot(page, `change-password-${label}`);
      await page.goto('/balances/web3-wallet/settings/rename');
      await expect(page.getByLabel('Wallet name')).toHaveValue('Wallet 1');
      await shoot(page, `rename-${label}`);
      // An empty wallet on the chain service, so delete shows its countdown.
      await page.route('**/tonapi/v2/accounts/**', (route) =>
        route.request().url().includes('/jettons')
          ? route.fulfill({ json: { balances: [] } })
          : route.fulfill({ json: { balance: 0, status: 'nonexist' } }),
      );
      await page.goto('/balances/web3-wallet/settings/delete');
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible({ timeout: 20_000 });
      await shoot(page, `delete-${label}`);

      await page.goto('/balances/web3-wallet/import');
      const existing = await createMnemonic();
      for (const [index, word] of existing.slice(0, 7).entries()) {
        await page.getByLabel(`Word ${index + 1}`, { exact: true }).fill(index === 6 ? 'notaword' : word);
      }
      await shoot(page, `import-${label}`);

      // A phrase with TON on its v3R2 and USDT on its v5R1: the chain service as the scan reads it.
      const { publicKey } = await mnemonicToKeyPair(existing);
      const funded = new Map([
        [walletRawAddress(publicKey, 'v3R2'), 12_450_000_000],
        [walletRawAddress(publicKey, 'v5R1'), 350_000_000],
      ]);
      await page.route('**/tonapi/v2/accounts/**', async (route) => {
        const url = decodeURIComponent(route.request().url());
        const address = url.split('/accounts/')[1]?.split('/')[0] ?? '';
        if (url.includes('/jettons')) {
          const usdt = {
            balance: '25000000',
            wallet_address: { address: '0:'.padEnd(66, '1') },
            jetton: { address: `0:${'2'.repeat(64)}`, name: 'Tether USD', symbol: 'USDT', decimals: 6 },
          };
          return route.fulfill({
            json: { balances: address.endsWith(walletRawAddress(publicKey, 'v5R1').slice(2)) ? [usdt] : [] },
          });
        }
        if (url.includes('/events')) return route.fulfill({ json: { events: [] } });
        const balance = funded.get(address) ?? 0;
        return route.fulfill({ json: { address, balance, status: balance > 0 ? 'active' : 'nonexist' } });
      });
      for (const [index, word] of existing.entries()) {
        await page.getByLabel(`Word ${index + 1}`, { exact: true }).fill(word);
      }
      await page.getByRole('button', { name: 'Import' }).click();
      await expect(page.getByRole('heading', { name: 'Wallets found for this phrase' })).toBeVisible();
      await shoot(page, `import-versions-${label}`);
    });
  }

  test('mini-app, dark Telegram theme, 390×844', async ({ page, request }) => {
    const userId = 400_000_000 + Math.floor(Math.random() * 90_000_000);
    await registerTelegramUser(request, userId);
    await verifyLevel(request, { accessToken: await telegramAccessToken(request, userId) });
    await page.setViewportSize({ width: 390, height: 844 });
    await installTelegramMock(page, DARK_THEME);
    await page.goto(`/messenger/balances/web3-wallet${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
    await expect(page.getByRole('heading', { name: 'Your own TON wallet' })).toBeVisible({ timeout: 15_000 });
    await shoot(page, 'create-miniapp-dark');

    const press = async (text: string) => {
      await expect
        .poll(
          async () =>
            ((await callsOf(page, 'web_app_setup_main_button')) as { text?: string }[]).at(-1)?.text,
        )
        .toBe(text);
      await emitTelegramEvent(page, 'main_button_pressed');
    };
    await press('Create a new wallet');
    await expect(page.getByTestId('mnemonic-grid')).toBeVisible();
    const words = await page.getByTestId('mnemonic-grid').locator('.ferry-mnemonic-text').allTextContents();
    await shoot(page, 'backup-miniapp-dark');
    await press("I've written them down");
    await passChallenge(page, words);
    await shoot(page, 'challenge-miniapp-dark');
    await press('Check');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await shoot(page, 'secure-miniapp-dark');
    await press('Save password');
    await expect(page.getByRole('heading', { name: 'Unlock with biometrics' })).toBeVisible({
      timeout: 20_000,
    });
    await shoot(page, 'biometry-miniapp-dark');
    await press('Turn on');
    await expect(page.getByRole('heading', { name: 'Your wallet is ready' })).toBeVisible({
      timeout: 20_000,
    });
    await shoot(page, 'success-miniapp-dark');
    await press('Open wallet');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/messenger/balances/web3-wallet/settings/security');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('link', { name: 'Show recovery phrase' })).toBeVisible();
    await shoot(page, 'security-miniapp-dark');
    await page.getByRole('link', { name: 'Show recovery phrase' }).click();
    await expect(page.getByRole('button', { name: 'Use Face ID or fingerprint' })).toBeVisible();
    await shoot(page, 'enter-password-miniapp-dark');
  });
});
