import type { BrowserContext, FrameLocator } from '@playwright/test';
import { Address } from '@ton/core';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { expect, type Page } from '../support/test';
import {
  faucet,
  seedWallet,
  storeVault,
  tonBalance,
  userUuid,
  WALLET_PASSWORD,
} from '../support/wallet-money';

// What pay-from-wallet-web.spec.ts shares between its tests: connecting Ferry Wallet from a page or frame, approving in it, a user with a funded wallet, the transfer that landed.

export const API = '/api/client/v1';

type Where = Page | FrameLocator;

/**
 * Picks Ferry Wallet under "Pay from your wallet" and answers the tab TON Connect's modal opens
 * with Ferry's connect link: on a narrow screen (the pay frame) it opens at once; on a wide one the
 * modal shows a QR and "Desktop" opens it, as for a person at a computer.
 */
export async function connectFerryWallet(where: Where, context: BrowserContext): Promise<Page> {
  await where.getByRole('button', { name: 'Pay from your wallet' }).click();
  const opened = context.waitForEvent('page', { timeout: 60_000 });
  await where.getByRole('button', { name: 'Ferry Wallet' }).click();
  const desktop = where.locator('#tc-widget-root').getByText('Desktop', { exact: true });
  const first = await Promise.race([
    opened.then(() => 'tab' as const),
    desktop.waitFor({ timeout: 20_000 }).then(
      () => 'desktop' as const,
      () => 'tab' as const,
    ),
  ]);
  if (first === 'desktop') await desktop.click();
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  return tab;
}

/** Ferry's wallet screens: connect to Ferry, then approve the transaction it asks for. */
export async function approveInWallet(wallet: Page, connectLink: string, pay: () => Promise<void>) {
  await wallet.goto(connectLink);
  await expect(wallet.getByText('wants to connect to your wallet')).toBeVisible({ timeout: 20_000 });
  await expect(wallet.getByText('Ferry', { exact: true }).first()).toBeVisible();
  // Ferry asks for the address only (no ton_proof): connecting needs no password.
  await expect(wallet.getByLabel('Wallet password')).toHaveCount(0);
  await wallet.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(wallet.getByRole('heading', { name: 'Connected to Ferry' })).toBeVisible({ timeout: 30_000 });
  await pay();
  await expect(wallet.getByRole('heading', { name: 'Ferry asks you to send a transaction' })).toBeVisible({
    timeout: 30_000,
  });
  await wallet.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  const confirm = wallet.getByRole('button', { name: 'Confirm', exact: true });
  await confirm.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await confirm.click();
  await expect(wallet.getByRole('heading', { name: 'Sent' })).toBeVisible({ timeout: 30_000 });
}

/** A user with a self-custody wallet holding `tons` TON on the local chain, signed in on `page`. */
export async function userWithWallet(
  page: Page,
  request: Parameters<typeof faucet>[0],
  label: string,
  tons: string,
) {
  const tokens = await signUpByApi(request, uniqueEmail(label));
  const wallet = await seedWallet(await userUuid(request, tokens.accessToken));
  await storeWebSession(page, tokens);
  await storeVault(page, wallet);
  await faucet(request, wallet.address, tons);
  await expect
    .poll(() => tonBalance(request, wallet.address).catch(() => 0n), { timeout: 20_000 })
    .toBe(BigInt(tons) * 1_000_000_000n);
  return { tokens, wallet };
}

interface LandedTransfer {
  txHash: string;
  amountNano: bigint;
}

/**
 * The payer's transfer as the local chain committed it: the TonTransfer from `payer` whose comment
 * is `memo`, checked to go to `address`. Proves the wallet sent what Ferry filled in.
 */
export async function landedTransfer(
  request: Parameters<typeof faucet>[0],
  payer: string,
  address: string,
  memo: string,
  coin: 'TON' | 'USDT' = 'TON',
): Promise<LandedTransfer> {
  let found: LandedTransfer | null = null;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/tonapi/v2/accounts/${encodeURIComponent(payer)}/events?limit=5`);
        const { events } = (await answer.json()) as {
          events: {
            actions: {
              type: string;
              status: string;
              TonTransfer?: { recipient: { address: string }; amount: number; comment?: string };
              JettonTransfer?: { recipient?: { address: string }; amount: string; comment?: string };
              base_transactions: string[];
            }[];
          }[];
        };
        for (const action of events.flatMap((event) => event.actions)) {
          const transfer = coin === 'TON' ? action.TonTransfer : action.JettonTransfer;
          const type = coin === 'TON' ? 'TonTransfer' : 'JettonTransfer';
          if (action.type !== type || action.status !== 'ok' || transfer?.comment !== memo) continue;
          expect(Address.parse(transfer.recipient?.address ?? '').equals(Address.parse(address))).toBe(true);
          found = { txHash: action.base_transactions[0] ?? '', amountNano: BigInt(transfer.amount) };
        }
        return found !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  if (!found) throw new Error('no transfer with the memo landed');
  return found;
}
