import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { Address } from '@ton/core';
import { signUpByApi, storeWebSession, telegramSession, uniqueEmail } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { type DappServer, startDapp } from '../support/tonconnect-dapp';
import {
  faucet,
  pressTelegramMainButton,
  seedWallet,
  storeVault,
  userUuid,
  WALLET_PASSWORD,
} from '../support/wallet-money';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const FERRY = `http://127.0.0.1:${process.env.FERRY_E2E_PORT}`;
const SWEEP_TO = new Address(0, Buffer.alloc(32, 77)).toString({ bounceable: false });

/** The web pins its main button to the bottom: bring the button clear of it, then click. */
async function clickAboveMainButton(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await button.click();
}

let dappServer: DappServer;

test.beforeAll(async () => {
  dappServer = await startDapp(FERRY);
});

test.afterAll(async () => {
  await dappServer?.close();
});

/** Connect (with ton_proof) → a sweep request held by the guard → connected apps, a picture of each. */
async function shootTonConnect(
  browser: Browser,
  page: Page,
  { base, hash, name }: { base: string; hash: string; name: string },
  press: (label: string) => Promise<void>,
  reject: () => Promise<void>,
) {
  const shot = (screen: string) =>
    page.screenshot({ path: path.join(SCREENSHOTS, `wallet-tonconnect-${screen}-${name}.png`) });
  // Its own browser context: the tests' X-Forwarded-For header would make its calls preflighted.
  const dappContext = await browser.newContext({ extraHTTPHeaders: {} });
  await dappContext.setExtraHTTPHeaders({});
  const dapp = await dappContext.newPage();
  await dapp.goto(dappServer.origin);
  const link = await dapp.evaluate(
    (urls) => (window as unknown as { dapp: { connect(u: unknown): Promise<string> } }).dapp.connect(urls),
    { universalLink: `${FERRY}/balances/web3-wallet/connect`, bridgeUrl: `${FERRY}/bridge` },
  );
  await page.bringToFront();
  await page.goto(`${base}/balances/web3-wallet/connect${new URL(link).search}${hash}`);
  await expect(page.getByText('Playwright dApp', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.ferry-tonconnect-app-icon')).toBeVisible();
  await page.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  await shot('connect');
  await press('Connect');
  await expect(page.getByRole('heading', { name: 'Connected to Playwright dApp' })).toBeVisible({
    timeout: 30_000,
  });

  void dapp.evaluate(
    (tx) => (window as unknown as { dapp: { send(t: unknown): Promise<unknown> } }).dapp.send(tx),
    {
      validUntil: Math.floor(Date.now() / 1000) + 300,
      messages: [{ address: SWEEP_TO, amount: '4000000000' }],
    },
  );
  await expect(page.getByText('Be careful')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('What this transaction does')).toContainText('Network fee');
  await page.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  await shot('request');
  await reject();
  await expect(page.getByRole('heading', { name: 'Request rejected' })).toBeVisible();
  await press('Done');
  await page.goto(`${base}/balances/web3-wallet/settings/connected-apps${hash}`);
  await expect(page.getByRole('button', { name: 'Disconnect Playwright dApp' })).toBeVisible({
    timeout: 20_000,
  });
  await shot('connected-apps');
  await dappContext.close();
}

for (const [name, viewport] of [
  ['mobile-light', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`web TON Connect screens, ${name}`, async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    const tokens = await signUpByApi(request, uniqueEmail(`shot-tonconnect-${name}`));
    const wallet = await seedWallet(await userUuid(request, tokens.accessToken));
    await faucet(request, wallet.address, '5');
    await storeWebSession(page, tokens);
    await storeVault(page, wallet);
    await shootTonConnect(
      browser,
      page,
      { base: '', hash: '', name },
      (label) => page.getByRole('button', { name: label, exact: true }).click(),
      () => clickAboveMainButton(page, 'Reject'),
    );
  });
}

test('mini-app TON Connect screens, dark Telegram theme, 375×812', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const userId = 700_000_000 + Math.floor(Math.random() * 90_000_000);
  const session = await telegramSession(request, userId);
  const wallet = await seedWallet(await userUuid(request, session.accessToken));
  await faucet(request, wallet.address, '5');
  const hash = telegramLaunchHash({ theme: DARK_THEME, userId });
  await installTelegramMock(page, DARK_THEME);
  await storeVault(page, wallet);
  // Reject is Telegram's secondary button there, drawn outside the page.
  await shootTonConnect(
    browser,
    page,
    { base: '/messenger', hash, name: 'mobile-dark' },
    (label) => pressTelegramMainButton(page, label),
    () =>
      page.evaluate(() => {
        const target = window as unknown as {
          Telegram: { WebView: { receiveEvent(name: string, payload: unknown): void } };
        };
        target.Telegram.WebView.receiveEvent('secondary_button_pressed', null);
      }),
  );
});
