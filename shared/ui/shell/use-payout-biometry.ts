import { useCallback, useState } from 'react';
import { usePlatform } from '../platform-hooks/platform-context';
import { useLocalStore } from './local-store-context';

export type EnableOutcome = 'enabled' | 'unavailable' | 'denied' | 'failed';
export type PayoutCheck = 'confirmed' | 'skipped' | 'refused';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * "Confirm payouts with Face ID / fingerprint" (mini-app): turning it on asks for access and
 * stores a random token behind the client's biometric prompt; this device keeps only its hash.
 * A payout then asks the prompt and goes on only when the token it hands back matches. Where
 * biometrics are gone (no sensor, access withdrawn in settings, token wiped by re-enrolment) the
 * payout takes the normal path: the account's own checks (2FA) still stand.
 */
export function usePayoutBiometry() {
  const { biometry } = usePlatform();
  const { storage, key } = useLocalStore('payout-biometry');
  const [tokenHash, setTokenHash] = useState<string | null>(() => storage.getItem(key));

  const enable = useCallback(
    async (reason: string): Promise<EnableOutcome> => {
      if (!biometry) return 'unavailable';
      const status = await biometry.getStatus();
      if (!status.isAvailable) return 'unavailable';
      const isGranted = status.isAccessGranted || (await biometry.requestAccess(reason));
      if (!isGranted) return 'denied';
      const token = randomToken();
      if (!(await biometry.updateToken(token, reason))) return 'failed';
      const hash = await sha256Hex(token);
      storage.setItem(key, hash);
      setTokenHash(hash);
      return 'enabled';
    },
    [biometry, storage, key],
  );

  const disable = useCallback(async () => {
    storage.removeItem(key);
    setTokenHash(null);
    await biometry?.updateToken(null);
  }, [biometry, storage, key]);

  const checkPayout = useCallback(
    async (reason: string): Promise<PayoutCheck> => {
      if (!biometry || !tokenHash) return 'skipped';
      const status = await biometry.getStatus();
      if (!status.isAvailable || !status.isAccessGranted || !status.isTokenSaved) return 'skipped';
      const { isAuthorized, token } = await biometry.authenticate(reason);
      if (!isAuthorized || !token) return 'refused';
      return (await sha256Hex(token)) === tokenHash ? 'confirmed' : 'refused';
    },
    [biometry, tokenHash],
  );

  return {
    /** The shell has biometrics to offer (the mini-app on a client with biometry). */
    isSupported: biometry !== null,
    isEnabled: tokenHash !== null,
    enable,
    disable,
    checkPayout,
    openSettings: () => biometry?.openSettings(),
  };
}
