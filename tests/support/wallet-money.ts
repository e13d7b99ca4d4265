import { createWalletVault, vaultStorageFrom } from '@ferry/shared/wallet';
import { type APIRequestContext, expect, type Page, type Request } from '@playwright/test';
import { Address } from '@ton/core';
import { mnemonicNew, mnemonicToPrivateKey } from '@ton/crypto';

export const WALLET_PASSWORD = 'Ferry-wallet-pass-42!';

export interface SeededWallet {
  mnemonic: string[];
  address: string;
  /** The 64-byte Ed25519 secret key, hex: what must never leave the page. */
  secretKeyHex: string;
  storageKey: string;
  storedVault: string;
}

/** The signed-in user's id, which names the vault's storage key (`ferry.wallet.<uuid>.vault`). */
export async function userUuid(request: APIRequestContext, accessToken: string): Promise<string> {
  const answer = await request.get('/api/client/v1/user', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (!answer.ok()) throw new Error(`user answered ${answer.status()}`);
  return ((await answer.json()) as { uuid: string }).uuid;
}

/**
 * A fresh 24-word wallet (v5R1) in a vault encrypted with `WALLET_PASSWORD`, built with the
 * wallet core exactly as the create screen stores it, ready to be put into the page's storage.
 */
export async function seedWallet(uuid: string, name = 'Main'): Promise<SeededWallet> {
  const mnemonic = await mnemonicNew(24);
  const storageKey = `ferry.wallet.${uuid}.vault`;
  const memory = new Map<string, string>();
  const vault = createWalletVault(
    vaultStorageFrom({
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    }),
    { storageKey },
  );
  const wallet = await vault.addWallet({
    mnemonic,
    version: 'v5R1',
    name,
    password: WALLET_PASSWORD,
  });
  const keyPair = await mnemonicToPrivateKey(mnemonic);
  const storedVault = memory.get(storageKey);
  if (!storedVault) throw new Error('the vault stored nothing');
  return {
    mnemonic,
    address: wallet.address,
    secretKeyHex: keyPair.secretKey.toString('hex'),
    storageKey,
    storedVault,
  };
}

/** Puts the vault into the page's local storage before the app starts. */
export async function storeVault(page: Page, wallet: SeededWallet): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [wallet.storageKey, wallet.storedVault] as const,
  );
}

/** Development TON, or USD₮ with `jetton: 'USDT'`, from the local chain's sandbox faucet (whole units). */
export async function faucet(
  request: APIRequestContext,
  address: string,
  amount: string,
  jetton?: 'USDT',
): Promise<void> {
  const answer = await request.post('/tonapi/sandbox/faucet', {
    data: { address, amount, ...(jetton ? { jetton } : {}) },
  });
  if (!answer.ok()) throw new Error(`faucet answered ${answer.status()}: ${await answer.text()}`);
}

/** An account's TON balance in nanotons, as the chain service reports it. */
export async function tonBalance(request: APIRequestContext, address: string): Promise<bigint> {
  const raw = Address.parse(address).toRawString();
  const answer = await request.get(`/tonapi/v2/accounts/${encodeURIComponent(raw)}`);
  if (!answer.ok()) throw new Error(`account answered ${answer.status()}`);
  return BigInt(((await answer.json()) as { balance: number | string }).balance);
}

/**
 * An account's balance of one jetton, by its symbol, in the jetton's smallest units, as the chain
 * service reports it; 0 when the account holds none.
 */
export async function jettonBalance(
  request: APIRequestContext,
  address: string,
  symbol: string,
): Promise<bigint> {
  const raw = Address.parse(address).toRawString();
  const answer = await request.get(`/tonapi/v2/accounts/${encodeURIComponent(raw)}/jettons`);
  if (!answer.ok()) throw new Error(`jettons answered ${answer.status()}`);
  const { balances } = (await answer.json()) as {
    balances: { balance: string; jetton: { symbol: string } }[];
  };
  const held = balances.filter((entry) => entry.jetton.symbol === symbol);
  if (held.length > 1) throw new Error(`${held.length} jettons named ${symbol}`);
  return BigInt(held[0]?.balance ?? '0');
}

/** Everything the page sends: address, headers and body of each request. */
export function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    seen.push(
      `${request.method()} ${request.url()}\n${JSON.stringify(request.headers())}\n${request.postData() ?? ''}`,
    );
  });
  return seen;
}

/**
 * What must never appear in a request: the secret key (hex, base64, base64url), the phrase and
 * any two of its words in a row, in the ways a serializer could join them.
 */
export function secretsOf(wallet: SeededWallet): string[] {
  const key = Buffer.from(wallet.secretKeyHex, 'hex');
  const secrets = [
    wallet.secretKeyHex,
    key.toString('base64'),
    key.toString('base64url'),
    wallet.secretKeyHex.slice(0, 64),
    key.subarray(0, 32).toString('base64'),
  ];
  for (let index = 0; index + 1 < wallet.mnemonic.length; index += 1) {
    const [first, second] = [wallet.mnemonic[index], wallet.mnemonic[index + 1]];
    for (const glue of [' ', ',', '","', '%20', '+', '\n', '", "']) secrets.push(`${first}${glue}${second}`);
  }
  return secrets;
}

interface MainButtonParams {
  text?: string;
  is_visible?: boolean;
  is_active?: boolean;
}

/** Presses Telegram's main button once it reads `text` and is active (the mini-app's primary action). */
export async function pressTelegramMainButton(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const calls = await page.evaluate(() => (window as unknown as { __tg: [string, unknown][] }).__tg);
        const last = calls.filter(([name]) => name === 'web_app_setup_main_button').at(-1)?.[1] as
          | MainButtonParams
          | undefined;
        return last?.is_visible !== false && last?.is_active !== false ? last?.text : undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(text);
  await page.evaluate(() => {
    const target = window as unknown as {
      Telegram: { WebView: { receiveEvent(name: string, payload: unknown): void } };
    };
    target.Telegram.WebView.receiveEvent('main_button_pressed', null);
  });
}
