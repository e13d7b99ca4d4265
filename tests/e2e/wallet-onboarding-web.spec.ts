import { createMnemonic } from '@ferry/shared/wallet';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { findLeaks, recordTraffic, walletSecrets } from '../support/secret-traffic';
import { expect, type Page, test } from '../support/test';
import { verifyLevel } from '../support/verification';

const PASSWORD = 'Ferry-wallet-2026!';

async function shownWords(page: Page): Promise<string[]> {
  return page.getByTestId('mnemonic-grid').locator('.ferry-mnemonic-text').allTextContents();
}

/** Answers the word-at-position check from the words shown before it. */
async function passChallenge(page: Page, words: string[]) {
  const fields = page.getByLabel(/^Word #\d+$/);
  await expect(fields).toHaveCount(3);
  for (const field of await fields.all()) {
    const id = await field.getAttribute('id');
    const label = await page.locator(`label[for="${id}"]`).textContent();
    const position = Number(label?.replace(/\D/g, ''));
    await field.fill(words[position - 1] ?? '');
  }
}

async function fillPhrase(page: Page, words: string[]) {
  for (const [index, word] of words.entries())
    await page.getByLabel(`Word ${index + 1}`, { exact: true }).fill(word);
}

test.describe('web: the self-custody wallet onboarding', () => {
  test('creates, backs up with the check, sets the password, imports a phrase; no request carries a secret', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tokens = await signUpByApi(request, uniqueEmail('wallet-web'));
    // A first wallet needs a verified identity (verification-gates-web.spec.ts shows the gate).
    await verifyLevel(request, tokens);
    await storeWebSession(page, tokens);
    const traffic = recordTraffic(page);

    // The way in: a Wallet entry on the balances page; no wallet yet, so creation.
    await page.goto('/balances');
    await page.getByRole('link', { name: /^Wallet/ }).click();
    await expect(page).toHaveURL(/\/balances\/web3-wallet\/create$/);
    expect.soft(await seriousViolations(page), 'create').toEqual([]);
    await page.getByRole('button', { name: 'Create a new wallet' }).click();

    await expect(page.getByRole('heading', { name: 'Write down these 24 words' })).toBeVisible();
    const words = await shownWords(page);
    expect(words).toHaveLength(24);
    // The grid is not selectable: the words reach the clipboard only through the Copy button.
    expect(
      await page.getByTestId('mnemonic-grid').evaluate((grid) => getComputedStyle(grid).userSelect),
    ).toBe('none');
    expect.soft(await seriousViolations(page), 'backup').toEqual([]);
    await page.getByRole('button', { name: "I've written them down" }).click();

    await passChallenge(page, words);
    expect.soft(await seriousViolations(page), 'challenge').toEqual([]);
    await page.getByRole('button', { name: 'Check' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Protect your wallet' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await expect(page.getByText('At least 12 characters')).toBeVisible();
    expect.soft(await seriousViolations(page), 'secure').toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();

    // The web has no biometry step.
    await expect(page.getByRole('heading', { name: 'Your wallet is ready' })).toBeVisible({
      timeout: 20_000,
    });
    const address = await page.getByTestId('wallet-address').textContent();
    expect(address).toMatch(/^UQ[\w-]{46}$/);
    expect.soft(await seriousViolations(page), 'success').toEqual([]);
    await page.getByRole('button', { name: 'Open wallet' }).click();
    await expect(page).toHaveURL(/\/balances\/web3-wallet$/);

    // A second wallet from an existing phrase, under the same password.
    const existing = await createMnemonic();
    await page.goto('/balances/web3-wallet/settings');
    await page.getByRole('button', { name: 'Add a wallet' }).click();
    await page.getByRole('link', { name: 'I already have a wallet' }).click();
    await fillPhrase(page, existing);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(
      page.getByText('Enter the password of your wallets on this device to add one more.'),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Wallet 2 is imported on this device.')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Open wallet' }).click();

    // Both wallets listed; the imported one is active.
    await page.goto('/balances/web3-wallet/settings');
    const wallets = page.getByRole('region', { name: 'Wallets' });
    await expect(wallets.getByRole('button', { name: /Wallet 1/ })).toBeVisible();
    await expect(wallets.getByRole('button', { name: /Wallet 2.*Active/ })).toBeVisible();
    expect.soft(await seriousViolations(page), 'settings').toEqual([]);

    // The same phrase twice is refused.
    await page.getByRole('button', { name: 'Add a wallet' }).click();
    await page.getByRole('link', { name: 'I already have a wallet' }).click();
    await fillPhrase(page, existing);
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('This wallet already exists')).toBeVisible({ timeout: 20_000 });

    // Acceptance: nothing the page sent or received carries a phrase, three words of it, or a key.
    expect(traffic.length).toBeGreaterThan(5);
    for (const phrase of [words, existing]) {
      const secrets = await walletSecrets(phrase);
      expect(findLeaks(traffic, secrets)).toEqual([]);
      // The check itself finds a leak when there is one.
      const planted = [{ kind: 'request' as const, url: 'x', text: `a=${phrase.slice(5, 8).join('%20')}` }];
      expect(findLeaks(planted, secrets)).toHaveLength(1);
    }
  });
});
