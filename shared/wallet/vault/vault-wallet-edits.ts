import { Address } from '@ton/core';
import { SECRET_KEY_BYTES } from './secret-box';
import { VaultError } from './vault-errors';
import type { VaultWallet, WalletVaultState } from './vault-types';
import { checkWalletName, normalizeWalletName } from './wallet-name';
// The checks and lookups the vault's actions share; pure, over the state they are given.

/** Any accepted address form (raw, EQ…/UQ…) → the non-bounceable form wallets are stored under. */
export function friendlyWalletAddress(input: string): string {
  try {
    return Address.parse(input.trim()).toString({ bounceable: false, urlSafe: true });
  } catch (cause) {
    throw new VaultError('INVALID_ADDRESS', { cause });
  }
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function findWallet(state: WalletVaultState, walletId: string): VaultWallet {
  const wallet = state.wallets.find((entry) => entry.publicData.id === walletId);
  if (!wallet) throw new VaultError('WALLET_NOT_FOUND');
  return wallet;
}

export function replaceWallet(state: WalletVaultState, next: VaultWallet): WalletVaultState {
  return {
    ...state,
    wallets: state.wallets.map((entry) => (entry.publicData.id === next.publicData.id ? next : entry)),
  };
}

export function assertName(state: WalletVaultState, name: string, ownId?: string): string {
  const problem = checkWalletName(
    name,
    state.wallets.map((entry) => ({ id: entry.publicData.id, name: entry.publicData.name })),
    ownId,
  );
  if (problem) throw new VaultError(problem);
  return normalizeWalletName(name);
}

export function assertBiometryKey(key: Uint8Array): void {
  if (!(key instanceof Uint8Array) || key.length !== SECRET_KEY_BYTES) {
    throw new VaultError('INVALID_BIOMETRY_KEY');
  }
}
