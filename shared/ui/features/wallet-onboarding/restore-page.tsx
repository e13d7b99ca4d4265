import '../../wallet-ui/wallet.css';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  decodeWalletBackup,
  listCloudBackups,
  restoreLockRemaining,
  restoreWalletFromBackup,
  type WalletBackup,
} from '../../../wallet/backup/index';
import { checkWalletName, isVaultError, nextWalletName } from '../../../wallet/vault/index';
import { EnterForm } from '../../components/enter-form';
import { FormError } from '../../components/form-error';
import { LoadingState } from '../../components/loading-state';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-translate';
import { formatMoment } from '../../lib/format-moment';
import { notify } from '../../lib/notify';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useRestoreAttempts } from '../../wallet-ui/backup/use-restore-attempts';
import { shortAddress } from '../../wallet-ui/short-address';
import { useWalletDisplayName } from '../../wallet-ui/vault/use-wallet-display-name';
import { useWalletVault } from '../../wallet-ui/vault/use-wallet-vault';
import { useVaultErrorText } from '../../wallet-ui/vault/vault-error-text';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { BackupFilePicker } from './backup-file-picker';

type Found = { status: 'searching' } | { status: 'none' } | { status: 'found'; backup: WalletBackup };

/**
 * `/balances/web3-wallet/restore`: a wallet back from its encrypted backup. The mini-app finds the
 * newest backup in the Telegram account's cloud storage that is not on this device yet; the web
 * takes the backup file. Either way the wallet password opens it here, on the device.
 */
export function RestorePage() {
  const cloud = usePlatform().cloudStorage;
  const { state } = useWalletVault();
  const [found, setFound] = useState<Found>({ status: 'searching' });
  const [fileError, setFileError] = useState<string | null>(null);
  const t = useTranslate();

  useEffect(() => {
    if (!cloud) return;
    let isCurrent = true;
    const here = new Set(state.wallets.map((wallet) => wallet.publicData.address));
    listCloudBackups(cloud).then(
      (backups) => {
        const backup = backups.filter((item) => !here.has(item.address)).at(-1);
        if (isCurrent) setFound(backup ? { status: 'found', backup } : { status: 'none' });
      },
      () => isCurrent && setFound({ status: 'none' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [cloud, state.wallets]);

  async function readFile(file: File | undefined) {
    setFileError(null);
    if (!file) return;
    const backup = decodeWalletBackup(await file.text());
    if (backup) setFound({ status: 'found', backup });
    else {
      setFound({ status: 'none' });
      setFileError(t('wallet.onboarding.restoreFileInvalid'));
    }
  }

  if (cloud && found.status === 'searching')
    return <LoadingState label={t('wallet.onboarding.restoreSearching')} />;
  return (
    <section className="ferry-form">
      {cloud ? null : (
        <>
          <p className="ferry-form-lead">{t('wallet.onboarding.restoreFileLead')}</p>
          <BackupFilePicker error={fileError} onFile={(file) => void readFile(file)} />
        </>
      )}
      {cloud && found.status === 'none' ? (
        <p className="ferry-form-lead" role="status">
          {t('wallet.onboarding.restoreNoneFound')}
        </p>
      ) : null}
      {found.status === 'found' ? <RestoreForm key={found.backup.createdAt} backup={found.backup} /> : null}
    </section>
  );
}

function RestoreForm({ backup }: { backup: WalletBackup }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { vault, state } = useWalletVault();
  const displayName = useWalletDisplayName();
  const vaultErrorText = useVaultErrorText();
  const { attempts, recordFailure, reset } = useRestoreAttempts();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const lockSeconds = restoreLockRemaining(attempts, now);

  // Ticks only while locked, so the wait counts down and the form opens again by itself.
  useEffect(() => {
    if (lockSeconds === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [lockSeconds]);

  async function restore() {
    if (!vault || !password || isBusy) return;
    if (restoreLockRemaining(attempts, Date.now()) > 0) return;
    setBusy(true);
    setError(null);
    try {
      // The backup's name, unless a wallet here has it already ("Wallet 1" made on each device).
      const names = state.wallets.map((item) => item.publicData);
      const name =
        checkWalletName(backup.name, names) === null
          ? backup.name
          : nextWalletName(t('wallet.onboarding.walletName'), names);
      const wallet = await restoreWalletFromBackup(vault, backup, password, { name });
      vault.setActive(wallet.id);
      await reset();
      notify.success(t('wallet.onboarding.restored'));
      void navigate(WALLET_PATHS.home, { replace: true });
      return;
    } catch (failure) {
      if (isVaultError(failure, 'WRONG_PASSWORD')) {
        const at = Date.now();
        await recordFailure(at);
        setNow(at);
      }
      setError(vaultErrorText(failure));
    }
    setBusy(false);
  }

  const lockText = lockSeconds > 0 ? t('wallet.onboarding.restoreLocked', { count: lockSeconds }) : null;
  useMainButton({
    text: t('wallet.onboarding.restoreButton'),
    onClick: () => void restore(),
    isEnabled: password !== '' && lockSeconds === 0,
    isLoading: isBusy,
  });
  return (
    <EnterForm className="ferry-form" onSubmit={() => void restore()}>
      <p className="ferry-form-lead">
        {t('wallet.onboarding.restoreFound', {
          name: displayName(backup.name),
          address: shortAddress(backup.address),
          date: formatMoment(new Date(backup.createdAt).toISOString()),
        })}
      </p>
      <TextField
        label={t('wallet.common.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
        error={error}
      />
      <FormError message={lockText} />
    </EnterForm>
  );
}
