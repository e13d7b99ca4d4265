import { randomBytes } from 'node:crypto';
import { Address } from '@ton/core';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';
import {
  faucet,
  jettonBalance,
  recordRequests,
  secretsOf,
  seedWallet,
  storeVault,
  tonBalance,
  userUuid,
  WALLET_PASSWORD,
} from '../support/wallet-money';

// USD₮ without TON: a wallet that holds only USD₮ sends it, and Ferry's relay pays the network
// fee. The e2e server keeps the default of 3 free relayed transfers a month per wallet.

const USDT = 'USD₮';

test('web wallet with only USD₮: sends 5 USD₮ free through the relay to final, balances exact, the next estimate counts one less free; no secret leaves the page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tokens = await signUpByApi(request, uniqueEmail('wallet-gasless'));
  const wallet = await seedWallet(await userUuid(request, tokens.accessToken));
  await faucet(request, wallet.address, '20', 'USDT');
  // The faucet's transfer notification leaves at most a nanoton or so: no TON to pay a fee with.
  expect(await tonBalance(request, wallet.address)).toBeLessThan(1_000n);
  await storeWebSession(page, tokens);
  await storeVault(page, wallet);
  const requests = recordRequests(page);
  // A fresh address each run, so its balance is this transfer alone.
  const recipient = new Address(0, randomBytes(32)).toString({ bounceable: false });

  await page.goto('/balances/web3-wallet');
  await expect(page.locator(`[data-token="${USDT}"]`)).toContainText('20.00', { timeout: 20_000 });

  // Address → USD₮ → 5 (the amount screen already says this one is free) → confirm.
  await page.goto('/balances/web3-wallet/send/enter-address');
  await page.getByLabel('Recipient').fill(recipient);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator(`button[data-token="${USDT}"]`).click();
  await page.getByLabel(`Amount, ${USDT}`).fill('5');
  await expect(page.getByText('No fee: this is one of your free transfers this month')).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Continue' }).click();

  // The fee is paid in USD₮ by default: TON can't, and says why.
  const payer = page.getByRole('group', { name: 'Pay the fee in' });
  await expect(payer.getByRole('radio', { name: USDT })).toBeChecked({ timeout: 20_000 });
  const ton = payer.getByRole('radio', { name: 'TON' });
  await expect(ton).toBeDisabled();
  await expect(ton).toHaveAccessibleDescription('Not enough TON for network fee');
  const summary = page.getByLabel('Transfer summary');
  await expect(summary).toContainText(recipient);
  await expect(summary).toContainText(`Fee paid in ${USDT}`);
  await expect(summary).toContainText('Free');
  await expect(summary).toContainText(`Total5.00\u00a0${USDT}`);
  await expect(page.getByRole('note').filter({ hasText: 'free transfers' })).toHaveText(
    '2 of 3 free transfers left this month',
  );
  await page.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByRole('heading', { name: 'Final on the blockchain' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('No fee: one of your free transfers this month')).toBeVisible();

  // Exact on the chain: the sender paid the amount and nothing else, the recipient got it all.
  expect(await jettonBalance(request, wallet.address, USDT)).toBe(15_000_000n);
  expect(await jettonBalance(request, recipient, USDT)).toBe(5_000_000n);

  // A second send of 1 USD₮: the relay's new estimate counts the free transfer just used.
  await page.goto('/balances/web3-wallet/send/enter-address');
  await page.getByLabel('Recipient').fill(recipient);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator(`button[data-token="${USDT}"]`).click();
  await expect(page.getByText(`Balance: 15.00\u00a0${USDT}`)).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(`Amount, ${USDT}`).fill('1');
  await expect(page.getByText('No fee: this is one of your free transfers this month')).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: USDT })).toBeChecked({ timeout: 20_000 });
  await expect(page.getByRole('note').filter({ hasText: 'free transfers' })).toHaveText(
    '1 of 3 free transfers left this month',
  );

  // Every request of the visit: none carries the phrase, two of its words in a row, or the key.
  const relayed = requests.filter(
    (entry) => entry.startsWith('POST') && entry.includes('/tonapi/v2/gasless/'),
  );
  expect(relayed.length).toBeGreaterThan(0);
  for (const secret of secretsOf(wallet)) {
    const leaking = requests.find((entry) => entry.includes(secret));
    expect(leaking, `a request carries a secret: ${leaking?.slice(0, 120)}`).toBeUndefined();
  }
});
