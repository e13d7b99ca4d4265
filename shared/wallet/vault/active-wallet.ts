import { VaultError } from './vault-errors';
import type { WalletPublicData, WalletVaultState } from './vault-types';

/** The active wallet's public data, or the spec's errors when the state says there is none. */
export function activeWallet(state: WalletVaultState): WalletPublicData {
  if (state.wallets.length === 0) throw new VaultError('WALLET_STATE_NOT_FOUND');
  if (!state.activeWalletId) throw new VaultError('NO_ACTIVE_WALLET_ID');
  const wallet = state.wallets.find((entry) => entry.publicData.id === state.activeWalletId);
  if (!wallet) throw new VaultError('NO_ACTIVE_WALLET_ID');
  return wallet.publicData;
}
