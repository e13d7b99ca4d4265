import { useState } from 'react';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useWalletErrorText } from '../../wallet-ui/chain/use-wallet-error-text';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';

export type UnlockOutcome<T> =
  | { status: 'done'; value: T }
  | { status: 'needs-password' }
  | { status: 'locked' };

/**
 * The unlock the send-confirm screen uses, for one TON Connect signature: the password (or
 * biometrics where set up), the key handed to `sign` and wiped right after, whatever happens.
 */
export function useSignUnlock() {
  const { unlock, canUseBiometry, wallet } = useWalletMoney();
  const { haptics } = usePlatform();
  const errorText = useWalletErrorText();
  const isBiometry = canUseBiometry && wallet?.preferredDecryptionMethod === 'TELEGRAM_BIOMETRY';
  const [usePassword, setUsePassword] = useState(!isBiometry);
  const [password, setPassword] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isPassword = usePassword || !isBiometry;

  async function withKey<T>(
    passwordRequired: string,
    sign: (secretKey: Uint8Array) => Promise<T>,
  ): Promise<UnlockOutcome<T>> {
    if (isPassword && password === '') {
      setIssue(passwordRequired);
      return { status: 'needs-password' };
    }
    setIssue(null);
    setFailure(null);
    let secretKey: Uint8Array;
    try {
      ({ secretKey } = await unlock(
        isPassword ? { method: 'PASSWORD', password } : { method: 'TELEGRAM_BIOMETRY' },
      ));
    } catch (error) {
      haptics.notificationOccurred('error');
      if (isPassword) setIssue(errorText(error));
      else setFailure(errorText(error));
      return { status: 'locked' };
    }
    try {
      return { status: 'done', value: await sign(secretKey) };
    } finally {
      // One signature, then the key goes: wiped now rather than left to the collector.
      secretKey.fill(0);
      setPassword('');
    }
  }

  return {
    isBiometry,
    isPassword,
    password,
    issue,
    failure,
    setFailure,
    setPassword(value: string) {
      setPassword(value);
      setIssue(null);
    },
    togglePassword: () => setUsePassword((value) => !value),
    withKey,
  };
}

export type SignUnlock = ReturnType<typeof useSignUnlock>;
