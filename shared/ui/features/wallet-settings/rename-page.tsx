import '../../wallet-ui/wallet.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { renameCloudBackup } from '../../../wallet/backup/index';
import {
  checkWalletName,
  normalizeWalletName,
  WALLET_NAME_MAX_LENGTH,
  WALLET_NAME_MIN_LENGTH,
  type WalletPublicData,
  type WalletVault,
  type WalletVaultState,
} from '../../../wallet/vault/index';
import { EnterForm } from '../../components/enter-form';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-translate';
import { notify } from '../../lib/notify';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { RequireWallet } from './require-wallet';

/** `/balances/web3-wallet/settings/rename`: the active wallet's name (2–50 characters, unique). */
export function RenameWalletPage() {
  return (
    <RequireWallet>
      {({ vault, state, wallet }) => <RenameForm vault={vault} state={state} wallet={wallet} />}
    </RequireWallet>
  );
}

function RenameForm({
  vault,
  state,
  wallet,
}: {
  vault: WalletVault;
  state: WalletVaultState;
  wallet: WalletPublicData;
}) {
  const t = useTranslate();
  const navigate = useNavigate();
  const [name, setName] = useState(wallet.name);
  const [isSubmitted, setSubmitted] = useState(false);
  const cloud = usePlatform().cloudStorage;
  const problem = checkWalletName(
    name,
    state.wallets.map((item) => item.publicData),
    wallet.id,
  );
  const length = [...normalizeWalletName(name)].length;
  let error: string | null = null;
  if (isSubmitted && problem === 'WALLET_NAME_TAKEN') error = t('validation.nameUsed');
  else if (isSubmitted && problem && length === 0) error = t('validation.required');
  else if (isSubmitted && problem && length < WALLET_NAME_MIN_LENGTH)
    error = t('validation.minLength', { min: WALLET_NAME_MIN_LENGTH, count: WALLET_NAME_MIN_LENGTH });
  else if (isSubmitted && problem)
    error = t('validation.maxLength', { max: WALLET_NAME_MAX_LENGTH, count: WALLET_NAME_MAX_LENGTH });

  function save() {
    setSubmitted(true);
    if (problem) return;
    const newName = normalizeWalletName(name);
    vault.rename(wallet.id, newName);
    notify.success(t('wallet.settings.renamed'));
    // The cloud backup's name follows (a backup restored later is named as the wallet is now).
    if (cloud) void renameCloudBackup(cloud, wallet.address, newName).catch(() => undefined);
    void navigate(WALLET_PATHS.settings, { replace: true });
  }

  useMainButton({ text: t('common.save'), onClick: save });
  return (
    <EnterForm className="ferry-form" onSubmit={save}>
      <TextField
        label={t('wallet.settings.nameLabel')}
        value={name}
        maxLength={WALLET_NAME_MAX_LENGTH + 10}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
    </EnterForm>
  );
}
