import { Address } from '@ton/core';
import { telegramSession } from '../support/accounts';
import { callsOf, DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { type DappServer, startDapp } from '../support/tonconnect-dapp';
import {
  faucet,
  pressTelegramMainButton,
  seedWallet,
  storeVault,
  tonBalance,
  userUuid,
  WALLET_PASSWORD,
} from '../support/wallet-money';

/**
 * TON Connect in the mini-app, reached the way Telegram users arrive: the dApp's SDK turns a
 * connect request for a t.me wallet into `https://t.me/<bot>/<app>?startapp=tonconnect-…`, and
 * Telegram opens the mini-app with that value signed into the init data as `start_param`.
 */

const FERRY = `http://127.0.0.1:${process.env.FERRY_E2E_PORT}`;
/** The wallet's universal link as a dApp's wallets list names it: a t.me mini-app link. */
const TELEGRAM_UNIVERSAL_LINK = 'https://t.me/ferry_test_bot/app';
/** What @tonconnect/ui's redirectToTelegram opens for a request: `tonconnect` plus `-ret__back`. */
const WAKE_UP_START_PARAM = 'tonconnect-ret__back';

interface DappWindow {
  dapp: {
    connect(urls: unknown, ret?: string): Promise<string>;
    checkProof(): Promise<unknown>;
    send(tx: unknown, qa: boolean): Promise<SendOutcome>;
    disconnect(): Promise<unknown>;
  };
  __wallet?: { account: { address: string } };
  __statuses: unknown[];
}
type SendOutcome = { boc?: string; error?: string; isBadRequest?: boolean; isUserRejected?: boolean };

function randomRecipient(): string {
  const hash = Buffer.alloc(32);
  for (let index = 0; index < hash.length; index += 1) hash[index] = Math.floor(Math.random() * 256);
  return new Address(0, hash).toString({ bounceable: false });
}

/** Opens the production mini-app as Telegram does, for a user whose vault is on the device. */
async function launchMiniApp(page: Page, userId: number, startParam?: string) {
  await page.goto(`/messenger${telegramLaunchHash({ theme: DARK_THEME, userId, startParam })}`);
}

let dappServer: DappServer;

test.beforeAll(async () => {
  dappServer = await startDapp(FERRY);
});

test.afterAll(async () => {
  await dappServer?.close();
});

test('TON Connect in the mini-app: a startapp=tonconnect-… launch connects with ton_proof through the main button, closes for ret=back, signs a transfer, hears the dApp disconnect', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const userId = 820_000_000 + Math.floor(Math.random() * 80_000_000);
  const session = await telegramSession(request, userId);
  const wallet = await seedWallet(await userUuid(request, session.accessToken));
  const walletRaw = Address.parse(wallet.address).toRawString();
  await faucet(request, wallet.address, '5');
  await expect.poll(() => tonBalance(request, wallet.address), { timeout: 20_000 }).toBe(5_000_000_000n);

  // The dApp (its own browser context: the tests' X-Forwarded-For header would make its
  // cross-origin bridge calls preflighted) asks for a connection with ton_proof. Its wallet's
  // universal link is a t.me link, so the SDK packs the request into Telegram's startapp form;
  // ret=back is added the way @tonconnect/ui does it inside Telegram.
  const dappContext = await browser.newContext({ extraHTTPHeaders: {} });
  await dappContext.setExtraHTTPHeaders({});
  const dapp = await dappContext.newPage();
  await dapp.goto(dappServer.origin);
  const link = new URL(
    await dapp.evaluate(([urls, ret]) => (window as unknown as DappWindow).dapp.connect(urls, ret), [
      { universalLink: TELEGRAM_UNIVERSAL_LINK, bridgeUrl: `${FERRY}/bridge` },
      'back',
    ] as const),
  );
  expect(`${link.origin}${link.pathname}`).toBe(TELEGRAM_UNIVERSAL_LINK);
  const startParam = link.searchParams.get('startapp') ?? '';
  expect(startParam).toMatch(/^tonconnect-v__2-id__[0-9a-f]{64}-/);
  expect(startParam).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(startParam.endsWith('-ret__back')).toBe(true);
  // Telegram carries at most 512 characters of startapp; the request with its proof payload fits.
  expect(startParam.length).toBeLessThanOrEqual(512);

  // Telegram opens the mini-app with the start parameter signed into the init data.
  await installTelegramMock(page, DARK_THEME);
  await storeVault(page, wallet);
  await launchMiniApp(page, userId, startParam);
  const domain = new URL(dappServer.origin).host;
  await expect(page).toHaveURL(/\/messenger\/balances\/web3-wallet\/connect\?/, { timeout: 30_000 });
  await expect(page.getByText('Playwright dApp', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(domain, { exact: true })).toBeVisible();
  await expect(page.getByText(/Proof that you own this wallet/)).toBeVisible();
  expect(await callsOf(page, 'web_app_close')).toHaveLength(0);
  await page.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  await pressTelegramMainButton(page, 'Connect');
  await expect(page.getByRole('heading', { name: 'Connected to Playwright dApp' })).toBeVisible({
    timeout: 30_000,
  });
  // ret=back: once the answer is on the bridge, the mini-app asks Telegram to close it.
  await expect.poll(() => callsOf(page, 'web_app_close'), { timeout: 10_000 }).toHaveLength(1);

  // The dApp has the wallet, and its backend's ton_proof check says valid.
  await expect
    .poll(() => dapp.evaluate(() => (window as unknown as DappWindow).__wallet?.account.address), {
      timeout: 20_000,
    })
    .toBe(walletRaw);
  expect(await dapp.evaluate(() => (window as unknown as DappWindow).dapp.checkProof())).toEqual({
    status: 200,
    body: { valid: true, address: walletRaw },
  });

  // Telegram closed the mini-app. For a request, @tonconnect/ui opens the wallet again with
  // `startapp=tonconnect` and its return strategy (`tonconnect-ret__back`): no v or id, so not a
  // connect link; the app opens on its landing (a new WebView: the device's local storage stays,
  // the tab's session storage does not) and the dApp's request reaches that screen.
  await page.close();
  const miniapp = await page.context().newPage();
  await installTelegramMock(miniapp, DARK_THEME);
  await storeVault(miniapp, wallet);
  await launchMiniApp(miniapp, userId, WAKE_UP_START_PARAM);
  await expect(miniapp.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible({ timeout: 30_000 });

  const recipient = randomRecipient();
  const sent = dapp.evaluate((tx) => (window as unknown as DappWindow).dapp.send(tx, false), {
    validUntil: Math.floor(Date.now() / 1000) + 300,
    messages: [{ address: recipient, amount: '100000000' }],
  });
  await expect(
    miniapp.getByRole('heading', { name: 'Playwright dApp asks you to send a transaction' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(miniapp).toHaveURL(/\/messenger\/balances\/web3-wallet\/tonconnect-request$/);
  const summary = miniapp.getByLabel('What this transaction does');
  await expect(summary).toContainText('0.10\u00a0TON', { timeout: 30_000 });
  await expect(summary).toContainText(/Network fee0[.,]\d+\u00a0TON/);
  await expect(miniapp.getByText('Be careful')).toHaveCount(0);
  await miniapp.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  await pressTelegramMainButton(miniapp, 'Confirm');
  await expect(miniapp.getByRole('heading', { name: 'Sent' })).toBeVisible({ timeout: 30_000 });
  expect((await sent).boc).toMatch(/^te6/);
  await expect
    .poll(() => tonBalance(request, recipient).catch(() => 0n), { timeout: 30_000 })
    .toBe(100_000_000n);
  await pressTelegramMainButton(miniapp, 'Done');

  // The connected apps screen lists the dApp until the dApp disconnects itself.
  await miniapp.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, '/messenger/balances/web3-wallet/settings/connected-apps');
  await expect(miniapp.getByRole('button', { name: 'Disconnect Playwright dApp' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await dapp.evaluate(() => (window as unknown as DappWindow).dapp.disconnect())).toEqual({
    ok: true,
  });
  await expect(miniapp.getByText('Playwright dApp disconnected from your wallet')).toBeVisible({
    timeout: 30_000,
  });
  await expect(miniapp.getByText('No connected apps')).toBeVisible();
  await expect(miniapp.getByRole('button', { name: 'Disconnect Playwright dApp' })).toHaveCount(0);
  await dappContext.close();
});
