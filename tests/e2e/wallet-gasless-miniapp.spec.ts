import { randomBytes } from 'node:crypto';
import { Address } from '@ton/core';
import { telegramSession } from '../support/accounts';
import { pressMainButton } from '../support/telegram-main-button';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
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

const USDT = 'USD₮';

test('mini-app wallet with only USD₮: sends 5 USD₮ free through the relay with Telegram’s main button, balances exact; no secret leaves the page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const userId = 910_000_000 + Math.floor(Math.random() * 80_000_000);
  const session = await telegramSession(request, userId);
  const wallet = await seedWallet(await userUuid(request, session.accessToken));
  await faucet(request, wallet.address, '20', 'USDT');
  expect(await tonBalance(request, wallet.address)).toBeLessThan(1_000n);
  await installTelegramMock(page, DARK_THEME);
  await storeVault(page, wallet);
  const requests = recordRequests(page);
  const recipient = new Address(0, randomBytes(32)).toString({ bounceable: false });

  await page.goto(
    `/messenger/balances/web3-wallet/send/enter-address${telegramLaunchHash({ theme: DARK_THEME, userId })}`,
  );
  await page.getByLabel('Recipient').fill(recipient);
  await pressMainButton(page, 'Continue');
  await page.locator(`button[data-token="${USDT}"]`).click();
  await page.getByLabel(`Amount, ${USDT}`).fill('5');
  await expect(page.getByText('No fee: this is one of your free transfers this month')).toBeVisible({
    timeout: 20_000,
  });
  await pressMainButton(page, 'Continue');

  const payer = page.getByRole('group', { name: 'Pay the fee in' });
  await expect(payer.getByRole('radio', { name: USDT })).toBeChecked({ timeout: 20_000 });
  await expect(payer.getByRole('radio', { name: 'TON' })).toBeDisabled();
  await expect(payer.getByRole('radio', { name: 'TON' })).toHaveAccessibleDescription(
    'Not enough TON for network fee',
  );
  await expect(page.getByLabel('Transfer summary')).toContainText('Free');
  await expect(page.getByRole('note').filter({ hasText: 'free transfers' })).toHaveText(
    '2 of 3 free transfers left this month',
  );
  await page.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  await pressMainButton(page, 'Confirm and send');
  await expect(page.getByRole('heading', { name: 'Final on the blockchain' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('No fee: one of your free transfers this month')).toBeVisible();

  expect(await jettonBalance(request, wallet.address, USDT)).toBe(15_000_000n);
  expect(await jettonBalance(request, recipient, USDT)).toBe(5_000_000n);

  for (const secret of secretsOf(wallet)) {
    const leaking = requests.find((entry) => entry.includes(secret));
    expect(leaking, `a request carries a secret: ${leaking?.slice(0, 120)}`).toBeUndefined();
  }
});
