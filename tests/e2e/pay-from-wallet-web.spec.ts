import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUpByApi, uniqueEmail } from '../support/accounts';
import {
  createPaymentOrder,
  createWidgetKey,
  type MerchantSite,
  startMerchantSite,
} from '../support/merchant-site';
import { expect, test } from '../support/test';
import {
  API,
  approveInWallet,
  connectFerryWallet,
  landedTransfer,
  userWithWallet,
} from './pay-from-wallet.test-kit';

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
