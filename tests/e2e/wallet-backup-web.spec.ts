import { readFile } from 'node:fs/promises';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { findLeaks, recordTraffic, walletSecrets } from '../support/secret-traffic';
import { expect, type Page, test } from '../support/test';
import { verifyLevel } from '../support/verification';
import { loneWords, passChallenge, shownWords, walletShown } from '../support/wallet-screens';

const PASSWORD = 'Ferry-wallet-2026!';
const WRONG = 'Not-the-password-1';

async function chooseBackupFile(page: Page, path: string) {
  await page.getByLabel('Backup file').setInputFiles(path);
  await expect(page.getByText(/^Backup of Wallet 1 \(/)).toBeVisible();
  // The picker draws its button and the file's name itself, in the app's language: readable too.
  await expect(page.locator('.ferry-wallet-file-name')).toHaveText(/\.json$/);
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('web: the wallet backup file', () => {
  test('downloads an encrypted backup, restores it on a cleared device with the password: same address and balance; five wrong tries wait', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const tokens = await signUpByApi(request, uniqueEmail('wallet-backup-web'));
    await verifyLevel(request, tokens);
    await storeWebSession(page, tokens);
    const traffic = recordTraffic(page);

    await page.goto('/balances/web3-wallet/create');
    await page.getByRole('button', { name: 'Create a new wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Write down these 24 words' })).toBeVisible();
    const words = await shownWords(page);
    await page.getByRole('button', { name: "I've written them down" }).click();
    await passChallenge(page, words);
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { name: 'Your wallet is ready' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Open wallet' }).click();
    const before = await walletShown(page);
    expect(before.address).toMatch(/^UQ[\w-]{46}$/);

    // The file, encrypted under the wallet password on the device.
    await page.goto('/balances/web3-wallet/settings/security/backup');
    await expect(page.locator('.ferry-status-line', { hasText: 'Words written down' })).toBeVisible();
    await page.getByRole('button', { name: 'Download backup file' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Encrypt and save' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ferry-Wallet-1-\d{4}-\d{2}-\d{2}\.ferry-backup\.json$/);
    const file = test.info().outputPath('wallet.ferry-backup.json');
    await download.saveAs(file);
    const fileText = await readFile(file, 'utf8');
    expect(JSON.parse(fileText)).toMatchObject({ format: 1, address: before.address, version: 'v5R1' });

    // A cleared device: no wallet, signed in again by the stored session.
    await page.evaluate(async () => {
      window.localStorage.clear();
      for (const database of await indexedDB.databases())
        if (database.name) indexedDB.deleteDatabase(database.name);
    });
    await page.goto('/balances/web3-wallet');
    await expect(page).toHaveURL(/\/balances\/web3-wallet\/create$/, { timeout: 20_000 });
    await page.getByRole('link', { name: 'Restore from backup file' }).click();
    await chooseBackupFile(page, file);

    // Five wrong passwords, then a wait that a reload does not reset.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Password', { exact: true }).fill(WRONG);
      await page.getByRole('button', { name: 'Restore', exact: true }).click();
      await expect(page.getByText('Wrong password', { exact: true })).toBeVisible({ timeout: 20_000 });
    }
    await expect(page.getByText(/^Too many wrong passwords\. Try again in \d+ seconds\.$/)).toBeVisible();
    await page.reload();
    await chooseBackupFile(page, file);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByText(/^Too many wrong passwords/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore', exact: true })).toBeDisabled();

    // The wait is over (its end moved to now rather than waiting 30 s); the right password restores.
    await page.evaluate(() => {
      const kept = JSON.parse(window.localStorage.getItem('ferry_wallet_restore_attempts') ?? '{}');
      window.localStorage.setItem(
        'ferry_wallet_restore_attempts',
        JSON.stringify({ ...kept, lockedUntil: 0 }),
      );
    });
    await page.reload();
    await chooseBackupFile(page, file);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page).toHaveURL(/\/balances\/web3-wallet$/, { timeout: 20_000 });
    expect(await walletShown(page)).toEqual(before);

    // Neither the wire nor the file carries the phrase, three words of it, the password or the key.
    const secrets = await walletSecrets(words);
    const fileEntry = { kind: 'request' as const, url: 'file', text: fileText };
    expect(findLeaks([...traffic, fileEntry], secrets)).toEqual([]);
    const fileWords = loneWords(fileText);
    expect(fileWords.length).toBeGreaterThan(10);
    for (const word of words) expect(fileWords).not.toContain(word);
    expect(fileText).not.toContain(PASSWORD);
  });
});
