/**
 * Wallet contract versions: v3R1, v3R2, v4R1, v4R2, LockupV1, v5R1 (spec 001 §3). `v5R1` is the
 * default for new wallets.
 * `LockupV1` is read-only: a lockup wallet's address depends on its lockup configuration (the
 * config public key and the allowed destinations written into its initial data), not only on the
 * owner's key, and no maintained TypeScript implementation exists (@ton/ton 16 ships none). It is
 * therefore never derived from a phrase; it appears only when imported by address.
 */
export const WALLET_VERSIONS = ['v3R1', 'v3R2', 'v4R1', 'v4R2', 'v5R1', 'LockupV1'] as const;

export type WalletVersion = (typeof WALLET_VERSIONS)[number];

/** Versions whose address follows from a public key alone (every one but LockupV1). */
export const DERIVABLE_WALLET_VERSIONS = ['v3R1', 'v3R2', 'v4R1', 'v4R2', 'v5R1'] as const;

export type DerivableWalletVersion = (typeof DERIVABLE_WALLET_VERSIONS)[number];

export const DEFAULT_WALLET_VERSION: DerivableWalletVersion = 'v5R1';

/**
 * The network id the local chain and mainnet present (TON Connect network "-239"); it is part of a
 * v5R1 wallet id, so the same key has a different v5R1 address on testnet (-3).
 */
export const MAINNET_GLOBAL_ID = -239;

export function isWalletVersion(value: unknown): value is WalletVersion {
  return typeof value === 'string' && (WALLET_VERSIONS as readonly string[]).includes(value);
}

export function isDerivableWalletVersion(value: unknown): value is DerivableWalletVersion {
  return typeof value === 'string' && (DERIVABLE_WALLET_VERSIONS as readonly string[]).includes(value);
}
