import { useCallback } from 'react';
import {
  disableTelegramBiometry,
  enableTelegramBiometry,
  isVaultError,
  type UnlockedWallet,
  unlockWithTelegramBiometry,
  type WalletVault,
} from '../../../wallet/vault/index';
import { usePlatform } from '../../platform-hooks/platform-context';

export type BiometryEnableOutcome = 'enabled' | 'unavailable' | 'denied' | 'failed';

/**
 * Face ID / fingerprint for the wallet (mini-app; spec 001 §3 TELEGRAM_BIOMETRY) over the
 * Platform's biometry control: access first, then the vault's flow (one random key behind
 * Telegram's one token, shared by the account's wallets). The password copy always stays, since
 * re-enrolling a finger destroys the token.
 */
export function useWalletBiometry() {
  const { biometry } = usePlatform();

  const enable = useCallback(
    async (
      vault: WalletVault,
      walletId: string,
      password: string,
      reason: string,
    ): Promise<BiometryEnableOutcome> => {
      if (!biometry) return 'unavailable';
      const status = await biometry.getStatus();
      if (!status.isAvailable) return 'unavailable';
      const isGranted = status.isAccessGranted || (await biometry.requestAccess(reason));
      if (!isGranted) return 'denied';
      try {
        await enableTelegramBiometry(vault, biometry, { walletId, password, reason });
        return 'enabled';
      } catch (failure) {
        if (isVaultError(failure, 'BIOMETRIC_AUTH_FAILED')) return 'failed';
        throw failure;
      }
    },
    [biometry],
  );

  /** The phrase after the prompt; throws the vault's BIOMETRIC_AUTH_FAILED on any refusal. */
  const unlock = useCallback(
    async (vault: WalletVault, walletId: string, reason: string): Promise<UnlockedWallet> => {
      if (!biometry) throw new Error('biometry is not available here');
      return unlockWithTelegramBiometry(vault, biometry, { walletId, reason });
    },
    [biometry],
  );

  const disable = useCallback(
    async (vault: WalletVault, walletId: string) => {
      if (biometry) await disableTelegramBiometry(vault, biometry, walletId);
      else vault.disableBiometry(walletId);
    },
    [biometry],
  );

  return {
    /** The shell offers biometrics at all (the mini-app); the web never shows the step. */
    isSupported: biometry !== null,
    enable,
    unlock,
    disable,
    openSettings: useCallback(() => biometry?.openSettings(), [biometry]),
  };
}
