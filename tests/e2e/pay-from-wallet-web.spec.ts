import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, FrameLocator } from '@playwright/test';
import { Address } from '@ton/core';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import {
  createPaymentOrder,
  createWidgetKey,
  type MerchantSite,
  startMerchantSite,
} from '../support/merchant-site';
import { expect, type Page, test } from '../support/test';
import {
  faucet,
  seedWallet,
  storeVault,
  tonBalance,
  userUuid,
  WALLET_PASSWORD,
} from '../support/wallet-money';

const API = '/api/client/v1';

type Where = Page | FrameLocator;

/**
 * Picks Ferry Wallet under "Pay from your wallet" and answers the tab TON Connect's modal opens
 * with Ferry's connect link: on a narrow screen (the pay frame) it opens at once; on a wide one the
 * modal shows a QR and "Desktop" opens it, as for a person at a computer.
 */
async function connectFerryWallet(where: Where, context: BrowserContext): Promise<Page> {
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
async function approveInWallet(wallet: Page, connectLink: string, pay: () => Promise<void>) {
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
async function userWithWallet(
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
async function landedTransfer(
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

test('deposit: Pay from your wallet with Ferry Wallet through our bridge — the TON is credited once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const { tokens, wallet } = await userWithWallet(page, request, 'e2e-pay-from-wallet', '10');
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  await page.goto('/balances/deposit/crypto/TON');
  await expect(page.getByTestId('deposit-memo')).not.toBeEmpty({ timeout: 20_000 });
  const memo = ((await page.getByTestId('deposit-memo').textContent()) ?? '').trim();
  const address = ((await page.getByTestId('deposit-address').textContent()) ?? '').trim();

  const tab = await connectFerryWallet(page, context);
  const connectLink = tab.url();
  expect(connectLink).toContain('/balances/web3-wallet/connect?');
  expect(new URL(connectLink).searchParams.get('id')).toMatch(/^[0-9a-f]{64}$/);
  await approveInWallet(tab, connectLink, async () => {
    await expect(page.getByTestId('pay-from-wallet-connected')).toContainText('Connected: Ferry Wallet', {
      timeout: 30_000,
    });
    await page.getByLabel('Amount, TON').fill('2.5');
    await page.getByRole('button', { name: 'Pay 2.5\u00a0TON from Ferry Wallet' }).click();
  });
  await expect(page.getByText(/^Sent\. We will show the money/)).toBeVisible({ timeout: 30_000 });
  // On the chain: 2.5 TON from the user's wallet to the deposit address with the memo as comment.
  const landed = await landedTransfer(request, wallet.address, address, memo);
  expect(landed.amountNano).toBe(2_500_000_000n);

  // The server watches its local chain: the watcher credits it, by memo, to the profile it names
  // once confirmed (nothing reports it by hand).
  const tonAvailable = async () => {
    const answer = (await (await request.get(`${API}/balances`, { headers })).json()) as {
      balances: { currency: string; available: string }[];
    };
    return answer.balances.find((balance) => balance.currency === 'TON')?.available ?? null;
  };
  await expect.poll(tonAvailable, { timeout: 90_000, intervals: [2_000] }).not.toBeNull();
  const credited = await tonAvailable();
  expect(Number(credited)).toBeGreaterThan(2.4);
  expect(Number(credited)).toBeLessThanOrEqual(2.5);
  // A while later nothing more arrives: one deposit, credited once.
  await page.waitForTimeout(6_000);
  expect(await tonAvailable()).toBe(credited);
  const list = (await (await request.get(`${API}/transactions?limit=100`, { headers })).json()) as {
    transactions: { currency: string; status: string }[];
  };
  expect(list.transactions.filter((transaction) => transaction.currency === 'TON')).toHaveLength(1);
});

test.describe('pay frame', () => {
  let shop: MerchantSite;
  let receiver: Server;
  const received: string[] = [];

  test.beforeAll(async () => {
    shop = await startMerchantSite('shop.localhost');
    receiver = createServer((incoming, response) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      incoming.on('end', () => {
        received.push(body);
        response.writeHead(200);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    await shop?.close();
    receiver?.closeAllConnections();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  test('the crypto choice: Pay from your wallet with Ferry Wallet (the same user’s wallet, another tab) — the order goes DONE once', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const owner = await signUpByApi(request, uniqueEmail('e2e-pay-from-wallet-merchant'));
    const key = await createWidgetKey(request, owner.accessToken, 'shop.localhost');
    const port = (receiver.address() as AddressInfo).port;
    const hook = await request.put(`${API}/api-keys/${key.id}/webhook`, {
      headers: { Authorization: `Bearer ${owner.accessToken}` },
      data: { url: `http://127.0.0.1:${port}/hooks/ferry` },
    });
    expect(hook.ok(), await hook.text()).toBe(true);

    // The customer's own Ferry app, with its wallet, in a browser context of its own.
    const walletContext = await browser.newContext();
    const wallet = await walletContext.newPage();
    const customer = await userWithWallet(wallet, request, 'e2e-pay-from-wallet-customer', '10');

    const order = await createPaymentOrder(request, key, {
      // Above the TON deposit minimum (about 1.8 TON in the sandbox), as the other crypto order test.
      amount: '25',
      currency: 'EUR',
      merchant_reference: `cart-wallet-${Date.now()}`,
      expires_in_seconds: 900,
    });
    const token = new URL(order.pay_url).pathname.split('/').pop() ?? '';
    await page.goto(shop.checkoutUrl(order.pay_url));
    const frame = page.frameLocator('#ferry');
    await frame.getByRole('button', { name: /^Crypto/ }).click();
    await expect(frame.getByTestId('pay-crypto-memo')).toContainText(/\d{10}/);

    const tab = await connectFerryWallet(frame, page.context());
    const connectLink = tab.url();
    await tab.close();
    await approveInWallet(wallet, connectLink, async () => {
      await expect(frame.getByTestId('pay-from-wallet-connected')).toContainText('Connected: Ferry Wallet', {
        timeout: 30_000,
      });
      // The order fixes the amount: no field, one button.
      await expect(frame.getByLabel(/^Amount, /)).toHaveCount(0);
      await frame.getByRole('button', { name: /^Pay .+ from Ferry Wallet$/ }).click();
    });

    const view = (await (await request.get(`/api/widget/v1/pay-orders/${token}`)).json()) as {
      crypto: { address: string; memo: string; amount: string };
    };
    const landed = await landedTransfer(
      request,
      customer.wallet.address,
      view.crypto.address,
      view.crypto.memo,
    );
    expect(landed.amountNano).toBe(BigInt(Math.round(Number(view.crypto.amount) * 1e9)));
    await expect
      .poll(
        async () => {
          const now = (await (await request.get(`/api/widget/v1/pay-orders/${token}`)).json()) as {
            status: string;
          };
          return now.status;
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe('DONE');
    await expect(frame.getByTestId('pay-order-done')).toBeVisible({ timeout: 20_000 });
    const doneMessages = () =>
      received.filter(
        (body) =>
          body.includes('"payment_order.status_changed"') &&
          body.includes('"status":"DONE"') &&
          body.includes(order.id),
      );
    await expect.poll(() => doneMessages().length, { timeout: 30_000 }).toBe(1);
    await page.waitForTimeout(5_000);
    expect(doneMessages()).toHaveLength(1);
    await walletContext.close();
  });

  test('USDT: the wallet approves a jetton transfer from its own USDT wallet with the memo — the order goes DONE', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const owner = await signUpByApi(request, uniqueEmail('e2e-pay-from-wallet-usdt-merchant'));
    const key = await createWidgetKey(request, owner.accessToken, 'shop.localhost');
    const walletContext = await browser.newContext();
    const wallet = await walletContext.newPage();
    const customer = await userWithWallet(wallet, request, 'e2e-pay-from-wallet-usdt', '10');
    const usdt = await request.post('/tonapi/sandbox/faucet', {
      data: { address: customer.wallet.address, amount: '100', jetton: 'USDT' },
    });
    expect(usdt.ok(), await usdt.text()).toBe(true);

    const order = await createPaymentOrder(request, key, {
      amount: '25',
      currency: 'EUR',
      merchant_reference: `cart-wallet-usdt-${Date.now()}`,
      expires_in_seconds: 900,
    });
    const token = new URL(order.pay_url).pathname.split('/').pop() ?? '';
    await page.goto(shop.checkoutUrl(order.pay_url));
    const frame = page.frameLocator('#ferry');
    await frame.getByRole('button', { name: /^Crypto/ }).click();
    await frame.getByTestId('pay-crypto').getByRole('button', { name: 'USDT', exact: true }).click();
    await expect(frame.getByTestId('pay-crypto-amount')).toContainText('USDT');

    const tab = await connectFerryWallet(frame, page.context());
    const connectLink = tab.url();
    await tab.close();
    await approveInWallet(wallet, connectLink, async () => {
      await expect(frame.getByTestId('pay-from-wallet-connected')).toContainText('Connected: Ferry Wallet', {
        timeout: 30_000,
      });
      await frame.getByRole('button', { name: /^Pay .+USDT from Ferry Wallet$/ }).click();
    });

    const view = (await (await request.get(`/api/widget/v1/pay-orders/${token}`)).json()) as {
      crypto: { currency: string; address: string; memo: string; amount: string };
    };
    expect(view.crypto.currency).toBe('USDT');
    const landed = await landedTransfer(
      request,
      customer.wallet.address,
      view.crypto.address,
      view.crypto.memo,
      'USDT',
    );
    expect(landed.amountNano).toBe(BigInt(Math.round(Number(view.crypto.amount) * 1e6)));
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/widget/v1/pay-orders/${token}`)).json()) as { status: string })
            .status,
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe('DONE');
    await walletContext.close();
  });
});
