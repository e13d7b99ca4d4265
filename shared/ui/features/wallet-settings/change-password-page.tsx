import '../../wallet-ui/wallet.css';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type BackupCloud, resealCloudBackup } from '../../../wallet/backup/index';
import { isStrongPassword, type WalletPublicData, type WalletVault } from '../../../wallet/vault/index';
import { EnterForm } from '../../components/enter-form';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-translate';
import { notify } from '../../lib/notify';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { PasswordChecklist, RepeatPasswordField } from '../../wallet-ui/vault/password-checklist';
import { useVaultErrorText } from '../../wallet-ui/vault/vault-error-text';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { RequireWallet } from './require-wallet';

/** `/balances/web3-wallet/settings/security/change-password`: always asks the current password. */
export function ChangePasswordPage() {
  return (
    <RequireWallet>
      {({ vault, wallet }) => <ChangePasswordForm vault={vault} wallet={wallet} />}
    </RequireWallet>
  );
}

function ChangePasswordForm({ vault, wallet }: { vault: WalletVault; wallet: WalletPublicData }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const checklistId = useId();
  const errorText = useVaultErrorText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isSame = next !== '' && next === current;
  const cloud = usePlatform().cloudStorage;

  /** The account's cloud backup, if it keeps one, sealed again: the old password opens nothing. */
  async function resealBackup(store: BackupCloud, password: string) {
    try {
      const { mnemonic } = await vault.unlock(wallet.id, { method: 'PASSWORD', password });
      await resealCloudBackup(store, wallet, mnemonic, password, Date.now());
    } catch {
      notify.error(t('wallet.settings.cloudBackupResealFailed'));
    }
  }

  async function save() {
    setSubmitted(true);
    if (!current || !isStrongPassword(next) || next !== repeat || isSame) return;
    setBusy(true);
    setError(null);
    try {
      await vault.changePassword(wallet.id, current, next);
      notify.success(t('wallet.settings.passwordChanged'));
      if (cloud) await resealBackup(cloud, next);
      void navigate(WALLET_PATHS.security, { replace: true });
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  useMainButton({ text: t('wallet.settings.changePassword'), onClick: () => void save(), isLoading: isBusy });
  return (
    <EnterForm className="ferry-form" onSubmit={() => void save()}>
      <TextField
        label={t('wallet.settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={isSubmitted && !current ? t('validation.required') : null}
      />
      <TextField
        label={t('wallet.settings.newPassword')}
        type="password"
        autoComplete="new-password"
        value={next}
        aria-describedby={checklistId}
        onChange={(event) => setNext(event.target.value)}
        error={
          isSame
            ? t('validation.valuesEqual')
            : isSubmitted && !isStrongPassword(next)
              ? t('wallet.onboarding.passwordWeak')
              : null
        }
      />
      <PasswordChecklist password={next} id={checklistId} />
      <RepeatPasswordField value={repeat} password={next} isSubmitted={isSubmitted} onChange={setRepeat} />
      <FormError message={error} />
    </EnterForm>
  );
}
