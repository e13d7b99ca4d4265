import { useCallback } from 'react';
import type { BiometryControl } from '../../../../platform/index';
import {
  createSecretKey,
  secretKeyFromToken,
  secretKeyToToken,
  type WalletVault,
} from '../../../../wallet/vault/index';
import { usePlatform } from '../../../platform/platform-context';

export type BiometryEnableOutcome = 'enabled' | 'unavailable' | 'denied' | 'failed';

/**
 * The key kept behind the biometric prompt. Telegram holds one token per user and bot, so every
 * wallet of the account shares it: an existing token is reused (after the prompt) rather than
 * replaced, which would lock the other wallets' biometric copies out.
 */
async function keyForEnabling(biometry: BiometryControl, reason: string): Promise<Uint8Array | null> {
  const status = await biometry.getStatus();
  if (status.isTokenSaved) {
    const { isAuthorized, token } = await biometry.authenticate(reason);
    if (!isAuthorized) return null;
    const existing = token ? secretKeyFromToken(token) : null;
    if (existing) return existing;
  }
  const key = createSecretKey();
  return (await biometry.updateToken(secretKeyToToken(key), reason)) ? key : null;
}

/**
 * Face ID / fingerprint for the wallet (mini-app; spec 001 §3 TELEGRAM_BIOMETRY): a random
 * 256-bit key stored as the client's biometric token encrypts a second copy of the phrase. The
 * password copy always stays, since re-enrolling a finger destroys the token.
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
      const key = await keyForEnabling(biometry, reason);
      if (!key) return 'failed';
      await vault.enableBiometry(walletId, password, key);
      return 'enabled';
    },
    [biometry],
  );

  /** The key behind the prompt, or null when the user cancelled or the token is gone. */
  const readKey = useCallback(
    async (reason: string): Promise<Uint8Array | null> => {
      if (!biometry) return null;
      const { isAuthorized, token } = await biometry.authenticate(reason);
      if (!isAuthorized || !token) return null;
      return secretKeyFromToken(token);
    },
    [biometry],
  );

  return {
    /** The shell offers biometrics at all (the mini-app); the web never shows the step. */
    isSupported: biometry !== null,
    getStatus: useCallback(async () => (biometry ? biometry.getStatus() : null), [biometry]),
    enable,
    readKey,
    openSettings: useCallback(() => biometry?.openSettings(), [biometry]),
  };
}
