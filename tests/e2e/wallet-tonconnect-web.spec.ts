import { Address } from '@ton/core';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { expect, type Page, test } from '../support/test';
import { type DappServer, startDapp } from '../support/tonconnect-dapp';
import {
  faucet,
  seedWallet,
  storeVault,
  tonBalance,
  userUuid,
  WALLET_PASSWORD,
} from '../support/wallet-money';

const FERRY = `http://127.0.0.1:${process.env.FERRY_E2E_PORT}`;

function randomRecipient(): string {
  const hash = Buffer.alloc(32);
  for (let index = 0; index < hash.length; index += 1) hash[index] = Math.floor(Math.random() * 256);
  return new Address(0, hash).toString({ bounceable: false });
}

type SendOutcome = { boc?: string; error?: string; isBadRequest?: boolean; isUserRejected?: boolean };

/** Starts a sendTransaction in the dApp page; resolves when the dApp's promise settles. */
function dappSend(dapp: Page, tx: unknown, qa = false): Promise<SendOutcome> {
  return dapp.evaluate(
    ([transaction, isQa]) =>
      (window as unknown as { dapp: { send(tx: unknown, qa: boolean): Promise<SendOutcome> } }).dapp.send(
        transaction,
        isQa,
      ),
    [tx, qa] as const,
  );
}

/** The web pins its main button to the bottom: bring the button clear of it, then click. */
async function clickAboveMainButton(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await button.click();
}

const inFiveMinutes = () => Math.floor(Date.now() / 1000) + 300;

let dappServer: DappServer;

test.beforeAll(async () => {
  dappServer = await startDapp(FERRY);
});

test.afterAll(async () => {
  await dappServer?.close();
});

test('TON Connect on the web: a dApp on another origin connects with ton_proof, sends through the guard, is refused bad requests, is disconnected', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tokens = await signUpByApi(request, uniqueEmail('tonconnect'));
  const wallet = await seedWallet(await userUuid(request, tokens.accessToken));
  const walletRaw = Address.parse(wallet.address).toRawString();
  await storeWebSession(page, tokens);
  await storeVault(page, wallet);
  await faucet(request, wallet.address, '5');
  await expect.poll(() => tonBalance(request, wallet.address), { timeout: 20_000 }).toBe(5_000_000_000n);

  // The dApp asks for a connection (ton_proof from its backend) with Ferry as the wallet. Its own
  // browser context: the tests' X-Forwarded-For header would make its cross-origin calls preflighted.
  const dappContext = await browser.newContext({ extraHTTPHeaders: {} });
  await dappContext.setExtraHTTPHeaders({});
  const dapp = await dappContext.newPage();
  await dapp.goto(dappServer.origin);
  const link = await dapp.evaluate(
    (urls) => (window as unknown as { dapp: { connect(u: unknown): Promise<string> } }).dapp.connect(urls),
    { universalLink: `${FERRY}/balances/web3-wallet/connect`, bridgeUrl: `${FERRY}/bridge` },
  );
  expect(link.startsWith(`${FERRY}/balances/web3-wallet/connect?`)).toBe(true);

  // Ferry: who asks (name and domain), which wallet, what it gets; the proof needs the password.
  await page.goto(link);
  const domain = new URL(dappServer.origin).host;
  await expect(page.getByText('Playwright dApp', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(domain, { exact: true })).toBeVisible();
  await expect(page.getByText(/Proof that you own this wallet/)).toBeVisible();
  await page.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Connected to Playwright dApp' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Return to Playwright dApp to go on.')).toBeVisible();

  // The dApp has the wallet, and its backend's ton_proof check says valid.
  await expect
    .poll(
      () =>
        dapp.evaluate(
          () =>
            (window as unknown as { __wallet?: { account: { address: string } } }).__wallet?.account.address,
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(walletRaw);
  const check = await dapp.evaluate(() =>
    (window as unknown as { dapp: { checkProof(): Promise<unknown> } }).dapp.checkProof(),
  );
  expect(check).toEqual({ status: 200, body: { valid: true, address: walletRaw } });

  // A small transfer: shown with its amount and fee, confirmed with the password, lands on chain.
  const recipient = randomRecipient();
  const small = dappSend(dapp, {
    validUntil: inFiveMinutes(),
    messages: [{ address: recipient, amount: '100000000' }],
  });
  await expect(
    page.getByRole('heading', { name: 'Playwright dApp asks you to send a transaction' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const summary = page.getByLabel('What this transaction does');
  await expect(summary).toContainText('0.10\u00a0TON', { timeout: 30_000 });
  await expect(summary).toContainText(/Network fee0[.,]\d+\u00a0TON/);
  await expect(page.getByText('Be careful')).toHaveCount(0);
  await page.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sent' })).toBeVisible({ timeout: 30_000 });
  expect((await small).boc).toMatch(/^te6/);
  await expect
    .poll(() => tonBalance(request, recipient).catch(() => 0n), { timeout: 30_000 })
    .toBe(100_000_000n);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/balances\/web3-wallet\/settings\/connected-apps$/);

  // A sweep (most of the balance to a fresh address): the guard holds Confirm until the typed word.
  const sweep = dappSend(dapp, {
    validUntil: inFiveMinutes(),
    messages: [{ address: randomRecipient(), amount: '3500000000' }],
  });
  await expect(page.getByText('Be careful')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText('It sends most of your balance to an address you have never sent to.'),
  ).toBeVisible();
  await page.getByLabel('Wallet password').fill(WALLET_PASSWORD);
  const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('Type CONFIRM to confirm').fill('confirm');
  await expect(confirm).toBeEnabled();
  await page.getByLabel('Type CONFIRM to confirm').fill('CONFIR');
  await expect(confirm).toBeDisabled();
  // Not this time: rejected, and the dApp hears 300.
  await clickAboveMainButton(page, 'Reject');
  await expect(page.getByRole('heading', { name: 'Request rejected' })).toBeVisible();
  expect(await sweep).toMatchObject({ isUserRejected: true });
  await page.getByRole('button', { name: 'Done' }).click();

  // The wrong network and a passed valid_until never reach the user: BadRequestError (code 1).
  const wrongNetwork = await dappSend(
    dapp,
    { validUntil: inFiveMinutes(), network: '-3', messages: [{ address: recipient, amount: '1' }] },
    true,
  );
  expect(wrongNetwork).toMatchObject({ isBadRequest: true });
  // Looked for now: the toast stays 7 s, and the next request may take longer than that on a busy machine.
  await expect(page.getByText(/Refused a request from Playwright dApp/).first()).toBeVisible();
  const expired = await dappSend(dapp, {
    validUntil: Math.floor(Date.now() / 1000) - 60,
    messages: [{ address: recipient, amount: '1' }],
  });
  expect(expired).toMatchObject({ isBadRequest: true });

  // Disconnect from the connected apps screen: the dApp's status shows no wallet.
  await page.goto('/balances/web3-wallet/settings/connected-apps');
  await page.getByRole('button', { name: 'Disconnect Playwright dApp' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('No connected apps')).toBeVisible();
  await expect
    .poll(() => dapp.evaluate(() => (window as unknown as { __statuses: unknown[] }).__statuses.at(-1)), {
      timeout: 20_000,
    })
    .toBeNull();
  await dappContext.close();
});
