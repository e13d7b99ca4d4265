import { expect, type Page } from '@playwright/test';

/** The self-custody wallet's screens as the browser tests read and fill them. */

/**
 * The backup format's own words: some are phrase words too ("version", "name", "wallet", "secret",
 * and "true", the plain `isBackedUp` hint's value, which failed a run whose phrase held "true").
 */
const FORMAT_WORDS = new Set(
  'format walletId version v R address name Wallet createdAt isBackedUp true false secret cipher AES GCM kdf PBKDF HMAC SHA iterations salt iv data chunks sha'.split(
    ' ',
  ),
);

/** Letter runs of a written text (case kept) outside the format's own words: where a phrase word would show. */
export function loneWords(text: string): string[] {
  return text.split(/[^A-Za-z]+/).filter((token) => token !== '' && !FORMAT_WORDS.has(token));
}

export async function shownWords(page: Page): Promise<string[]> {
  return page.getByTestId('mnemonic-grid').locator('.ferry-mnemonic-text').allTextContents();
}

export async function passChallenge(page: Page, words: string[]) {
  const fields = page.getByLabel(/^Word #\d+$/);
  await expect(fields).toHaveCount(3);
  for (const field of await fields.all()) {
    const id = await field.getAttribute('id');
    const label = await page.locator(`label[for="${id}"]`).textContent();
    await field.fill(words[Number(label?.replace(/\D/g, '')) - 1] ?? '');
  }
}

/** The wallet's home as a person sees it: its full address and its token balances. */
export async function walletShown(page: Page) {
  const address = page.locator('.ferry-wallet-address-text');
  await expect(address).toBeVisible({ timeout: 20_000 });
  const balances = page.locator('.ferry-balance-list');
  await expect(balances.locator('li').first()).toBeVisible({ timeout: 20_000 });
  return { address: await address.getAttribute('data-address'), balances: await balances.textContent() };
}
