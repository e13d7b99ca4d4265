import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { WalletPublicData, WalletVault, WalletVaultState } from '../../../wallet/vault/index';
import { useWalletVault } from '../../wallet-ui/vault/use-wallet-vault';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';

interface WalletScope {
  vault: WalletVault;
  state: WalletVaultState;
  wallet: WalletPublicData;
}

/** Renders `children` with the active wallet; with none yet, the visit goes to create one. */
export function RequireWallet({ children }: { children(scope: WalletScope): ReactNode }) {
  const { vault, state, active } = useWalletVault();
  if (!vault || !active) return <Navigate to={WALLET_PATHS.create} replace />;
  return <>{children({ vault, state, wallet: active })}</>;
}

/** Whether the wallet keeps a copy unlockable by Face ID / fingerprint. */
export function hasBiometryCopy(state: WalletVaultState, walletId: string): boolean {
  return Boolean(
    state.wallets.find((item) => item.publicData.id === walletId)?.encryptedData.TELEGRAM_BIOMETRY,
  );
}
