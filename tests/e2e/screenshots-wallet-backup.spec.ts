import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  registerTelegramUser,
  signUpByApi,
  storeWebSession,
  telegramAccessToken,
  uniqueEmail,
} from '../support/accounts';
import {
  DARK_THEME,
  installTelegramMock,
  LIGHT_THEME,
  type ThemeParams,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { verifyLevel } from '../support/verification';
import {
  pressTelegramMainButton,
  type SeededWallet,
  seedWallet,
  userUuid,
  WALLET_PASSWORD,
} from '../support/wallet-money';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const TEXT = {
  en: {
    locale: 'en-GB',
    password: 'Password',
    download: 'Download backup file',
    cloud: 'Back up to Telegram',
    encrypt: 'Encrypt and save',
    restore: 'Restore',
    restoreFile: 'Restore from backup file',
    restoreCloud: 'Restore from Telegram backup',
    file: 'Backup file',
    wrong: 'Wrong password',
    inCloud: 'Backed up to Telegram',
  },
  pl: {
    locale: 'pl-PL',
    password: 'Hasło',
    download: 'Pobierz plik kopii',
    cloud: 'Zrób kopię w Telegramie',
    encrypt: 'Zaszyfruj i zapisz',
    restore: 'Przywróć',
    restoreFile: 'Przywróć z pliku kopii',
    restoreCloud: 'Przywróć z kopii w Telegramie',
    file: 'Plik kopii',
    wrong: 'Nieprawidłowe hasło',
    inCloud: 'Kopia w Telegramie',
  },
} as const;

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOTS, `wallet-backup-${name}.png`) });
}

async function putVault(page: Page, wallet: SeededWallet) {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    wallet.storageKey,
    wallet.storedVault,
  ] as const);
}

for (const language of ['en', 'pl'] as const) {
  const text = TEXT[language];
  test.describe(`wallet backup screens in ${language}`, () => {
    test.use({ locale: text.locale });
    test.setTimeout(180_000);

    for (const [variant, viewport, scheme] of [
      ['web-mobile-light', MOBILE, 'light'],
      ['web-mobile-dark', MOBILE, 'dark'],
      ['web-desktop', DESKTOP, 'light'],
    ] as const) {
      test(variant, async ({ page, request }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        const tokens = await signUpByApi(request, uniqueEmail(`backup-shot-${language}`));
        await verifyLevel(request, tokens);
        await storeWebSession(page, tokens);
        const wallet = await seedWallet(await userUuid(request, tokens.accessToken), 'Wallet 1');
        await page.goto('/balances');
        await putVault(page, wallet);

        await page.goto('/balances/web3-wallet/settings/security/backup');
        await expect(page.getByRole('button', { name: text.download })).toBeVisible({ timeout: 20_000 });
        await shoot(page, `settings-${language}-${variant}`);
        await page.getByRole('button', { name: text.download }).click();
        await page.getByLabel(text.password, { exact: true }).fill(WALLET_PASSWORD);
        await shoot(page, `password-${language}-${variant}`);
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 30_000 }),
          page.getByRole('button', { name: text.encrypt }).click(),
        ]);
        const file = test.info().outputPath('backup.json');
        await download.saveAs(file);

        await page.evaluate((key) => window.localStorage.removeItem(key), wallet.storageKey);
        await page.goto('/balances/web3-wallet/create');
        await expect(page.getByRole('link', { name: text.restoreFile })).toBeVisible({ timeout: 20_000 });
        await shoot(page, `create-${language}-${variant}`);
        await page.getByRole('link', { name: text.restoreFile }).click();
        await expect(page.getByLabel(text.file)).toBeVisible();
        await shoot(page, `restore-file-${language}-${variant}`);
        await page.getByLabel(text.file).setInputFiles(file);
        await page.getByLabel(text.password, { exact: true }).fill('Not-the-password-1');
        await page.getByRole('button', { name: text.restore, exact: true }).click();
        await expect(page.getByText(text.wrong, { exact: true })).toBeVisible({ timeout: 20_000 });
        await shoot(page, `restore-file-wrong-${language}-${variant}`);
      });
    }

    for (const [variant, theme] of [
      ['miniapp-light', LIGHT_THEME],
      ['miniapp-dark', DARK_THEME],
    ] as [string, ThemeParams][]) {
      test(variant, async ({ page, request }) => {
        await page.setViewportSize(MOBILE);
        const userId = 700_000_000 + Math.floor(Math.random() * 90_000_000);
        await registerTelegramUser(request, userId);
        const accessToken = await telegramAccessToken(request, userId);
        await verifyLevel(request, { accessToken });
        const wallet = await seedWallet(await userUuid(request, accessToken), 'Wallet 1');
        await installTelegramMock(page, theme);
        const hash = telegramLaunchHash({ theme, userId, languageCode: language });
        await page.goto(`/messenger/balances/web3-wallet/create${hash}`);
        await expect(page.getByRole('link', { name: text.restoreCloud })).toBeVisible({ timeout: 20_000 });
        await putVault(page, wallet);

        await page.goto(`/messenger/balances/web3-wallet/settings/security/backup${hash}`);
        await page.reload();
        await expect(page.getByRole('button', { name: text.cloud })).toBeVisible({ timeout: 20_000 });
        await shoot(page, `settings-${language}-${variant}`);
        await page.getByRole('button', { name: text.cloud }).click();
        await page.getByLabel(text.password, { exact: true }).fill(WALLET_PASSWORD);
        await page.getByRole('button', { name: text.encrypt }).click();
        await expect(
          page.locator('.ferry-status-line', { hasText: new RegExp(`^${text.inCloud}$`) }),
        ).toBeVisible({
          timeout: 20_000,
        });
        // Read back from the account's cloud, without the toast over it.
        await page.reload();
        await expect(
          page.locator('.ferry-status-line', { hasText: new RegExp(`^${text.inCloud}$`) }),
        ).toBeVisible({
          timeout: 20_000,
        });
        await shoot(page, `settings-saved-${language}-${variant}`);

        await page.evaluate((key) => window.localStorage.removeItem(key), wallet.storageKey);
        await page.goto(`/messenger/balances/web3-wallet/create${hash}`);
        await page.reload();
        await page.getByRole('link', { name: text.restoreCloud }).click();
        await expect(page.getByLabel(text.password, { exact: true })).toBeVisible({ timeout: 20_000 });
        await shoot(page, `restore-cloud-${language}-${variant}`);
        await page.getByLabel(text.password, { exact: true }).fill('Not-the-password-1');
        await pressTelegramMainButton(page, text.restore);
        await expect(page.getByText(text.wrong, { exact: true })).toBeVisible({ timeout: 20_000 });
        await shoot(page, `restore-cloud-wrong-${language}-${variant}`);
      });
    }
  });
}
