import { Address } from '@ton/core';
import { openWalletContract } from './versions/open-wallet-contract';
import {
  DEFAULT_WALLET_VERSION,
  DERIVABLE_WALLET_VERSIONS,
  type DerivableWalletVersion,
} from './versions/wallet-versions';

type Amount = bigint | number | string;

/**
 * The three reads the scan needs, named as in the tonapi client (`createTonApiClient` satisfies
 * it as is); addresses are passed in raw form `0:<hex>`, as tonapi's wire uses.
 */
export interface TonApiReader {
  getAccount(address: string): Promise<{ balance: Amount; status: string }>;
  getJettonBalances(
    address: string,
  ): Promise<readonly { balance: Amount; jetton: { address: string; symbol: string } }[]>;
  getAccountEvents(address: string, page: { limit: number }): Promise<{ events: readonly unknown[] }>;
}

export interface ScannedJetton {
  /** The jetton master, user-friendly bounceable. */
  master: string;
  symbol: string;
  balance: bigint;
}

export interface ScannedVersion {
  version: DerivableWalletVersion;
  /** User-friendly non-bounceable (`UQ…`). */
  address: string;
  rawAddress: string;
  /** `failed` when the chain service could not be read for this version (offer a retry). */
  outcome: 'ok' | 'failed';
  /** tonapi's status: active, uninit, nonexist, frozen. */
  status: string;
  balance: bigint;
  jettons: ScannedJetton[];
  hasHistory: boolean;
  /** TON or any jetton on it. */
  hasFunds: boolean;
}

export interface WalletScan {
  /** Every version: with funds first (largest TON first), then with history, then the rest. */
  versions: ScannedVersion[];
  /**
   * What the import screen offers to add: every version with funds or history; when none has
   * either (a fresh phrase), only the default version v5R1.
   */
  suggested: DerivableWalletVersion[];
}

function toBigInt(value: Amount): bigint {
  return typeof value === 'bigint' ? value : BigInt(value);
}

async function scanOne(
  publicKey: Uint8Array | string,
  version: DerivableWalletVersion,
  tonApi: TonApiReader,
): Promise<ScannedVersion> {
  const contract = openWalletContract(publicKey, version);
  const rawAddress = contract.address.toRawString();
  const address = contract.address.toString({ bounceable: false, urlSafe: true });
  try {
    const [account, jettonBalances, events] = await Promise.all([
      tonApi.getAccount(rawAddress),
      tonApi.getJettonBalances(rawAddress),
      tonApi.getAccountEvents(rawAddress, { limit: 1 }),
    ]);
    const balance = toBigInt(account.balance);
    const jettons = jettonBalances
      .map((entry) => ({
        master: Address.parse(entry.jetton.address).toString({ bounceable: true, urlSafe: true }),
        symbol: entry.jetton.symbol,
        balance: toBigInt(entry.balance),
      }))
      .filter((jetton) => jetton.balance > 0n);
    return {
      version,
      address,
      rawAddress,
      outcome: 'ok',
      status: account.status,
      balance,
      jettons,
      // An account that was ever deployed or touched has history even if its events were pruned.
      hasHistory: events.events.length > 0 || account.status === 'active' || account.status === 'frozen',
      hasFunds: balance > 0n || jettons.length > 0,
    };
  } catch {
    return {
      version,
      address,
      rawAddress,
      outcome: 'failed',
      status: 'unknown',
      balance: 0n,
      jettons: [],
      hasHistory: false,
      hasFunds: false,
    };
  }
}

function rank(entry: ScannedVersion): number {
  if (entry.hasFunds) return 0;
  if (entry.hasHistory) return 1;
  return 2;
}

/**
 * Derives every version of `publicKey` (v3R1, v3R2, v4R1, v4R2, v5R1; LockupV1 cannot be derived
 * from a key) and reads balance, jettons and whether it has any history, so an import offers the
 * wallets that hold something instead of guessing one version. The reads run in parallel.
 */
export async function scanWalletVersions(
  publicKey: Uint8Array | string,
  tonApi: TonApiReader,
): Promise<WalletScan> {
  const scanned = await Promise.all(
    DERIVABLE_WALLET_VERSIONS.map((version) => scanOne(publicKey, version, tonApi)),
  );
  const order = new Map(DERIVABLE_WALLET_VERSIONS.map((version, index) => [version, index]));
  const versions = [...scanned].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (a.balance !== b.balance) return a.balance > b.balance ? -1 : 1;
    // Same standing: the default version first, then newer before older.
    if (a.version === DEFAULT_WALLET_VERSION) return -1;
    if (b.version === DEFAULT_WALLET_VERSION) return 1;
    return (order.get(b.version) ?? 0) - (order.get(a.version) ?? 0);
  });
  const used = versions.filter((entry) => entry.hasFunds || entry.hasHistory).map((entry) => entry.version);
  return { versions, suggested: used.length > 0 ? used : [DEFAULT_WALLET_VERSION] };
}
