import { randomBytes } from 'node:crypto';
import { Address } from '@ton/core';
import { telegramSession } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';
import {
  faucet,
  pressTelegramMainButton,
  recordRequests,
  secretsOf,
  seedWallet,
  storeVault,
  tonBalance,
  userUuid,
  WALLET_PASSWORD,
} from '../support/wallet-money';

test('mini-app wallet: sends TON through Telegram’s main button to final; no secret leaves the page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const userId = 910_000_000 + Math.floor(Math.random() * 80_000_000);
  const session = await telegramSession(request, userId);
  const wallet = await seedWallet(await userUuid(request, session.accessToken));
  await faucet(request, wallet.address, '3');
  await installTelegramMock(page, DARK_THEME);
  await storeVault(page, wallet);
  const requests = recordRequests(page);
  // A fresh address each run: one that already holds coins pays storage on the next transfer in,
  // so its gain would fall short of the amount by a nanoton or so.
  const recipient = new Address(0, randomBytes(32)).toString({ bounceable: false });

  await page.goto(
    `/messenger/balances/web3-wallet/send/enter-address${telegramLaunchHash({ theme: DARK_THEME, userId })}`,
  );
  await page.getByLabel('Recipient').fill(recipient);
  await pressTelegramMainButton(page, 'Continue');
  await page.locator('button[data-token="TON"]').click();
  await page.getByLabel('Amount, TON').fill('0.75');
  await expect(page.getByText(/^Network fee ≈/)).toBeVisible({ timeout: 20_000 });
  await pressTelegramMainButton(page, 'Continue');
  await page.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  await pressTelegramMainButton(page, 'Confirm and send');
  await expect(page.getByRole('heading', { name: 'Final on the blockchain' })).toBeVisible({
    timeout: 60_000,
  });
  expect(await tonBalance(request, recipient)).toBe(750_000_000n);

  for (const secret of secretsOf(wallet)) {
    const leaking = requests.find((entry) => entry.includes(secret));
    expect(leaking, `a request carries a secret: ${leaking?.slice(0, 120)}`).toBeUndefined();
  }
});
