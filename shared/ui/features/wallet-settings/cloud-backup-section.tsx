import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import {
  backupFileName,
  encodeWalletBackup,
  readCloudBackup,
  sealWalletBackup,
  writeCloudBackup,
} from '../../../wallet/backup/index';
import type { WalletPublicData, WalletVault } from '../../../wallet/vault/index';
import { ActionForm } from '../../components/enter-form';
import { useTranslate } from '../../i18n/use-translate';
import { notify } from '../../lib/notify';
import { usePlatform } from '../../platform-hooks/platform-context';
import { downloadText } from '../../wallet-ui/backup/download-text';
import { useVaultErrorText } from '../../wallet-ui/vault/vault-error-text';
import { CurrentPasswordField } from './current-password-field';

/**
 * The encrypted backup (issue 31): in the mini-app to the Telegram account's cloud storage, on the
 * web as a file to download. The phrase is sealed on this device under the wallet password; what
 * leaves it is the sealed box and the wallet's public data.
 */
export function CloudBackupSection({ vault, wallet }: { vault: WalletVault; wallet: WalletPublicData }) {
  const t = useTranslate();
  const cloud = usePlatform().cloudStorage;
  const errorText = useVaultErrorText();
  const [isInCloud, setInCloud] = useState<boolean | null>(null);
  const [isAsking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    if (!cloud) return;
    let isCurrent = true;
    readCloudBackup(cloud, wallet.address).then(
      (backup) => isCurrent && setInCloud(backup !== null),
      () => isCurrent && setInCloud(false),
    );
    return () => {
      isCurrent = false;
    };
  }, [cloud, wallet.address]);

  async function save() {
    if (!password || isBusy) return;
    setBusy(true);
    setError(null);
    try {
      const { mnemonic } = await vault.unlock(wallet.id, { method: 'PASSWORD', password });
      const backup = await sealWalletBackup(wallet, mnemonic, password, Date.now());
      if (cloud) {
        await writeCloudBackup(cloud, backup);
        setInCloud(true);
        notify.success(t('wallet.settings.cloudBackupSaved'));
      } else {
        downloadText(backupFileName(backup), encodeWalletBackup(backup));
        notify.success(t('wallet.settings.fileBackupSaved'));
      }
      setAsking(false);
      setPassword('');
    } catch (failure) {
      setError(errorText(failure));
    }
    setBusy(false);
  }

  return (
    <section
      className="ferry-form"
      aria-label={t(cloud ? 'wallet.settings.cloudBackupButton' : 'wallet.settings.fileBackupButton')}
    >
      {cloud && isInCloud !== null ? (
        <p className="ferry-status-line" data-state={isInCloud ? 'on' : 'off'}>
          {t(isInCloud ? 'wallet.settings.cloudBackedUp' : 'wallet.settings.cloudNotBackedUp')}
        </p>
      ) : null}
      <p className="ferry-form-lead">
        {t(cloud ? 'wallet.settings.cloudBackupLead' : 'wallet.settings.fileBackupLead')}
      </p>
      {isAsking ? (
        <ActionForm className="ferry-form" onSubmit={() => void save()}>
          <CurrentPasswordField
            value={password}
            error={error}
            onChange={(value) => {
              setPassword(value);
              setError(null);
            }}
          />
          <Button mode="filled" size="m" type="submit" loading={isBusy} disabled={!password}>
            {t('wallet.settings.backupEncrypt')}
          </Button>
        </ActionForm>
      ) : (
        <Button mode="bezeled" size="m" type="button" onClick={() => setAsking(true)}>
          {t(cloud ? 'wallet.settings.cloudBackupButton' : 'wallet.settings.fileBackupButton')}
        </Button>
      )}
    </section>
  );
}
