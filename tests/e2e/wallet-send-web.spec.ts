import { Address } from '@ton/core';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';
import {
  faucet,
  recordRequests,
  secretsOf,
  seedWallet,
  storeVault,
  tonBalance,
  userUuid,
  WALLET_PASSWORD,
} from '../support/wallet-money';
import { expectNoOutcomeToast } from '../support/wallet-success';

/** A fresh recipient: any valid address on the basechain, shown in the wallet's non-bounceable form. */
function randomRecipient(): string {
  const hash = Buffer.alloc(32);
  for (let index = 0; index < hash.length; index += 1) hash[index] = Math.floor(Math.random() * 256);
  return new Address(0, hash).toString({ bounceable: false });
}

test('web wallet: funded by the faucet, receives, sends TON to final, in history and details; no secret leaves the page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tokens = await signUpByApi(request, uniqueEmail('wallet-send'));
  const wallet = await seedWallet(await userUuid(request, tokens.accessToken));
  await storeWebSession(page, tokens);
  await storeVault(page, wallet);
  const requests = recordRequests(page);

  // Receive: the address and its ton:// QR; the faucet's 5 TON shows on the home screen.
  await page.goto('/balances/web3-wallet/receive');
  await expect(page.getByRole('img', { name: 'QR code for receiving TON' })).toBeVisible();
  await expect(page.locator(`[data-address="${wallet.address}"]`)).toHaveText(wallet.address);
  await faucet(request, wallet.address, '5');
  await page.goto('/balances/web3-wallet');
  const tonRow = page.locator('[data-token="TON"]');
  await expect(tonRow).toContainText('5.00\u00a0TON', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'History' }).getByText('Received').first()).toBeVisible({
    timeout: 20_000,
  });

  // Send 1.5 TON: address → token → amount (fee shown) → confirm with the password → success.
  const recipient = randomRecipient();
  await page.getByRole('navigation', { name: 'Wallet actions' }).getByRole('link', { name: 'Send' }).click();
  await page.getByLabel('Recipient').fill(recipient);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('button[data-token="TON"]').click();
  await page.getByLabel('Amount, TON').fill('1.5');
  await expect(page.getByText(/^Network fee ≈ 0[.,]\d+\u00a0TON$/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByLabel('Transfer summary');
  await expect(summary).toContainText(recipient);
  await expect(summary).toContainText('1.50\u00a0TON');
  await page.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByRole('heading', { name: 'Final on the blockchain' })).toBeVisible({
    timeout: 60_000,
  });
  await expectNoOutcomeToast(page);
  expect(await tonBalance(request, recipient)).toBe(1_500_000_000n);

  // Details by the message hash, then the same transfer in the one history.
  await page.getByRole('link', { name: 'Transaction details' }).click();
  await expect(page.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-status="final"]').first()).toBeVisible();
  await expect(page.getByText('\u20131.50\u00a0TON')).toBeVisible();
  await page.goto('/balances/web3-wallet');
  const history = page.getByRole('region', { name: 'History' });
  const sentRow = history.locator('[data-wallet-event]').filter({ hasText: 'Sent' }).first();
  await expect(sentRow).toContainText('\u20131.50\u00a0TON', { timeout: 20_000 });
  await expect(sentRow).toContainText('Wallet');
  await expect(sentRow).toContainText('Final');

  // Every request of the visit: none carries the phrase, two of its words in a row, or the key.
  expect(requests.length).toBeGreaterThan(10);
  const sends = requests.filter((entry) => entry.includes('/tonapi/') && entry.startsWith('POST'));
  expect(sends.length).toBeGreaterThan(0);
  for (const secret of secretsOf(wallet)) {
    const leaking = requests.find((entry) => entry.includes(secret));
    expect(leaking, `a request carries a secret: ${leaking?.slice(0, 120)}`).toBeUndefined();
  }
});
