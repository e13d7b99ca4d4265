import { registerTelegramUser, telegramAccessToken } from '../support/accounts';
import { findLeaks, recordTraffic, type TrafficEntry, walletSecrets } from '../support/secret-traffic';
import { openInApp, pressMainButton } from '../support/telegram-main-button';
import {
  callsOf,
  DARK_THEME,
  installTelegramMock,
  telegramCalls,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { verifyLevel } from '../support/verification';
import { loneWords, passChallenge, shownWords, walletShown } from '../support/wallet-screens';

const PASSWORD = 'Ferry-wallet-2026!';
const WALLET = '/messenger/balances/web3-wallet';

/** Everything the app asked of the Telegram client (cloud storage writes among it), as traffic. */
async function clientTraffic(page: Page): Promise<TrafficEntry[]> {
  return (await telegramCalls(page)).map(([name, payload]) => ({
    kind: 'request' as const,
    url: `telegram:${name}`,
    text: JSON.stringify(payload ?? null),
  }));
}

test.describe('mini-app: the wallet backup in Telegram cloud storage', () => {
  test('backs up to Telegram, restores on a cleared device with the password: same address and balance; deleting removes it; nothing in clear', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const userId = 600_000_000 + Math.floor(Math.random() * 90_000_000);
    await registerTelegramUser(request, userId);
    await verifyLevel(request, { accessToken: await telegramAccessToken(request, userId) });
    await installTelegramMock(page, DARK_THEME);
    const traffic = recordTraffic(page);
    await page.goto(`${WALLET}${telegramLaunchHash({ theme: DARK_THEME, userId })}`);

    // A new wallet.
    await expect(page.getByRole('heading', { name: 'Your own TON wallet' })).toBeVisible({ timeout: 15_000 });
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
    await expect(page.getByRole('heading', { name: 'Unlock with biometrics' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Not now' }).click();
    await pressMainButton(page, 'Open wallet');
    const before = await walletShown(page);
    expect(before.address).toMatch(/^UQ[\w-]{46}$/);

    // Backed up to Telegram, beside the words written down.
    await openInApp(page, `${WALLET}/settings/security/backup`);
    await expect(page.locator('.ferry-status-line', { hasText: 'Words written down' })).toBeVisible();
    await expect(page.locator('.ferry-status-line', { hasText: 'Not backed up to Telegram' })).toBeVisible();
    await page.getByRole('button', { name: 'Back up to Telegram' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Encrypt and save' }).click();
    await expect(page.getByText('Wrong password', { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Encrypt and save' }).click();
    await expect(page.locator('.ferry-status-line', { hasText: /^Backed up to Telegram$/ })).toBeVisible({
      timeout: 20_000,
    });
    const saved = (await callsOf(page, 'web_app_invoke_custom_method')) as {
      method: string;
      params: { key?: string; value?: string };
    }[];
    const writes = saved.filter((call) => call.method === 'saveStorageValue');
    expect(writes.some((call) => /^ferry_backup_UQ[\w-]{46}$/.test(call.params.key ?? ''))).toBe(true);
    for (const write of writes) expect((write.params.value ?? '').length).toBeLessThanOrEqual(4096);

    // The device is cleared; the Telegram account's cloud keeps the backup.
    const beforeClear = [...traffic, ...(await clientTraffic(page))];
    await page.evaluate(async () => {
      window.localStorage.clear();
      for (const database of await indexedDB.databases())
        if (database.name) indexedDB.deleteDatabase(database.name);
    });
    await page.goto(`${WALLET}${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your own TON wallet' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Restore from Telegram backup' }).click();
    await expect(page.getByText(/^Backup of Wallet 1 \(/)).toBeVisible({ timeout: 20_000 });

    // A wrong password is the wallet's wrong-password error; the right one restores.
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await pressMainButton(page, 'Restore');
    await expect(page.getByText('Wrong password', { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await pressMainButton(page, 'Restore');
    await expect(page).toHaveURL(/\/balances\/web3-wallet$/, { timeout: 20_000 });
    const after = await walletShown(page);
    expect(after).toEqual(before);

    // Deleting the wallet takes its backup out of the cloud once the countdown has run.
    const cloudKeys = () =>
      page.evaluate(
        (id) => Object.keys(JSON.parse(window.sessionStorage.getItem(`__tgCloud:${id}`) ?? '{}')),
        userId,
      );
    expect((await cloudKeys()).filter((key) => key.startsWith('ferry_backup_'))).toHaveLength(2);
    await openInApp(page, `${WALLET}/settings/delete`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await pressMainButton(page, 'Delete wallet');
    await expect(page.getByRole('heading', { name: 'Your own TON wallet' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(cloudKeys).not.toContainEqual(expect.stringMatching(/^ferry_backup_/));

    // Every request and every cloud write, before and after the clear, carries no secret in clear.
    const everything = [...beforeClear, ...traffic, ...(await clientTraffic(page))];
    expect(everything.length).toBeGreaterThan(5);
    const secrets = await walletSecrets(words);
    expect(findLeaks(everything, secrets)).toEqual([]);
    const cloudText = writes.map((write) => `${write.params.key} ${write.params.value}`).join(' ');
    const cloudWords = loneWords(cloudText);
    expect(cloudWords.length).toBeGreaterThan(10);
    for (const word of words) expect(cloudWords).not.toContain(word);
    expect(cloudText).not.toContain(PASSWORD);
  });
});
