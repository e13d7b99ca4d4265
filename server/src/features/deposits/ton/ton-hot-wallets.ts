import { randomBytes } from 'node:crypto';
import type { Address } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import type { Kysely } from 'kysely';
import type { Sealing } from '../../../auth/sealing';
import type { Schema } from '../../../db/schema';

/** The currencies Ferry takes on TON, each into a hot wallet of its own. */
export const TON_DEPOSIT_CURRENCIES = ['TON', 'USDT'] as const;
export type TonDepositCurrency = (typeof TON_DEPOSIT_CURRENCIES)[number];

export interface HotWallet {
  currency: TonDepositCurrency;
  address: Address;
  /** `0:<hex>`, as the chain names accounts in committed traces. */
  raw: string;
  /** User-friendly non-bounceable (`UQ…`): what a deposit screen shows and wallets send to. */
  friendly: string;
}

export type HotWallets = Readonly<Record<TonDepositCurrency, HotWallet>>;

const walletOf = (publicKey: Buffer) => WalletContractV5R1.create({ workchain: 0, publicKey });

function toHotWallet(currency: TonDepositCurrency, publicKeyHex: string): HotWallet {
  const { address } = walletOf(Buffer.from(publicKeyHex, 'hex'));
  return {
    currency,
    address,
    raw: address.toRawString(),
    friendly: address.toString({ bounceable: false, testOnly: false }),
  };
}

/**
 * Ferry's hot wallets, made on the first start: a fresh random ed25519 key pair per currency, a
 * v5R1 wallet (mainnet wallet id, as the local chain presents itself), the secret key sealed with
 * the server's sealing key. An insert that loses the race to another instance keeps the winner's.
 * The secret key is only needed to move money out (sweeps, withdrawals), never to receive.
 */
export async function loadHotWallets(db: Kysely<Schema>, sealing: Sealing): Promise<HotWallets> {
  const wallets = {} as Record<TonDepositCurrency, HotWallet>;
  for (const currency of TON_DEPOSIT_CURRENCIES) {
    let row = await db
      .selectFrom('ton_hot_wallets')
      .select('public_key')
      .where('currency', '=', currency)
      .executeTakeFirst();
    if (!row) {
      const keyPair = keyPairFromSeed(randomBytes(32));
      await db
        .insertInto('ton_hot_wallets')
        .values({
          currency,
          version: 'v5r1',
          address: walletOf(keyPair.publicKey).address.toRawString(),
          public_key: keyPair.publicKey.toString('hex'),
          sealed_secret_key: sealing.seal(keyPair.secretKey.toString('hex')),
        })
        .onConflict((conflict) => conflict.column('currency').doNothing())
        .execute();
      row = await db
        .selectFrom('ton_hot_wallets')
        .select('public_key')
        .where('currency', '=', currency)
        .executeTakeFirstOrThrow();
    }
    wallets[currency] = toHotWallet(currency, row.public_key);
  }
  return wallets;
}
