import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import type { WalletPublicData, WalletVault } from '../../../wallet/vault/index';
import { ActionForm } from '../../components/enter-form';
import { useTranslate } from '../../i18n/use-translate';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useWalletBiometry } from '../../wallet-ui/vault/use-wallet-biometry';
import { CurrentPasswordField } from './current-password-field';

export interface Unlocked {
  mnemonic: string[];
  /** The password when it was typed (actions such as enabling biometry need it again). */
  password: string | null;
}

interface ReauthFormProps {
  vault: WalletVault;
  wallet: WalletPublicData;
  hasBiometryCopy: boolean;
  /** Actions that always ask for the password (spec 001 §4: add, delete, change password). */
  isPasswordOnly?: boolean;
  submitLabel: string;
  /** May be async: the form stays busy until it settles, then lets the user try again. */
  onUnlocked(unlocked: Unlocked): void | Promise<void>;
  lead?: string;
}

/**
 * Re-authentication before a sensitive action: the wallet's password, or Face ID / fingerprint
 * where the wallet keeps a biometric copy and the action allows it. The phrase goes straight to
 * the caller's memory, never further.
 */
export function ReauthForm({
  vault,
  wallet,
  hasBiometryCopy,
  isPasswordOnly = false,
  submitLabel,
  onUnlocked,
  lead,
}: ReauthFormProps) {
  const t = useTranslate();
  const biometry = useWalletBiometry();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const canUseBiometry = !isPasswordOnly && hasBiometryCopy && biometry.isSupported;

  async function withPassword() {
    if (!password) return;
    setBusy(true);
    setError(null);
    try {
      const { mnemonic } = await vault.unlock(wallet.id, { method: 'PASSWORD', password });
      await onUnlocked({ mnemonic, password });
    } catch {
      setError(t('errors.wallet.wrongPassword'));
    }
    setBusy(false);
  }

  async function withBiometry() {
    setError(null);
    setBusy(true);
    try {
      const { mnemonic } = await biometry.unlock(vault, wallet.id, t('wallet.common.biometryReasonUnlock'));
      await onUnlocked({ mnemonic, password: null });
    } catch {
      setError(t('errors.wallet.biometryFailed'));
    }
    setBusy(false);
  }

  useMainButton({
    text: submitLabel,
    onClick: () => void withPassword(),
    isEnabled: password !== '',
    isLoading: isBusy,
  });
  return (
    <ActionForm className="ferry-form" onSubmit={() => void withPassword()}>
      {lead ? <p className="ferry-form-lead">{lead}</p> : null}
      <CurrentPasswordField
        value={password}
        error={error}
        onChange={(value) => {
          setPassword(value);
          setError(null);
        }}
      />
      <button type="submit" hidden />
      {canUseBiometry ? (
        <Button mode="bezeled" size="m" type="button" onClick={() => void withBiometry()} disabled={isBusy}>
          {t('wallet.common.useBiometry')}
        </Button>
      ) : null}
    </ActionForm>
  );
}
