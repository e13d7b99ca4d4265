import { CurrentPasswordField } from './current-password-field';
import '../../wallet-ui/wallet.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteCloudBackup } from '../../../wallet/backup/index';
import {
  WALLET_DELETE_COUNTDOWN_SECONDS,
  type WalletPublicData,
  type WalletVault,
} from '../../../wallet/vault/index';
import { EnterForm } from '../../components/enter-form';
import { QueryErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { notify } from '../../lib/notify';
import { useCountdown } from '../../lib/use-countdown';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useWalletDisplayName } from '../../wallet-ui/vault/use-wallet-display-name';
import { useVaultErrorText } from '../../wallet-ui/vault/vault-error-text';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { RequireWallet } from './require-wallet';
import { useWalletHasFunds } from './use-wallet-funds';

/**
 * `/balances/web3-wallet/settings/delete`: refused while the wallet holds funds (spec 001 §4);
 * otherwise a countdown, then the password (deleting always asks for it).
 */
export function DeleteWalletPage() {
  return <RequireWallet>{({ vault, wallet }) => <DeleteGate vault={vault} wallet={wallet} />}</RequireWallet>;
}

function DeleteGate({ vault, wallet }: { vault: WalletVault; wallet: WalletPublicData }) {
  const t = useTranslate();
  const funds = useWalletHasFunds(wallet.address);
  if (funds.isPending) return <LoadingState label={t('wallet.settings.deleteChecking')} />;
  if (funds.data === undefined) {
    return <QueryErrorState query={funds} title={t('wallet.settings.deleteCheckFailed')} />;
  }
  if (funds.data) {
    return (
      <StatePanel
        role="alert"
        title={t('wallet.settings.deleteTitle')}
        description={t('errors.wallet.deleteWithFunds')}
      />
    );
  }
  return <DeleteForm vault={vault} wallet={wallet} />;
}

function DeleteForm({ vault, wallet }: { vault: WalletVault; wallet: WalletPublicData }) {
  const t = useTranslate();
  const displayName = useWalletDisplayName();
  const navigate = useNavigate();
  const errorText = useVaultErrorText();
  const cloud = usePlatform().cloudStorage;
  // The countdown starts when the warning is first shown; the vault checks the same moment.
  const [startedAt] = useState(() => Date.now());
  const secondsLeft = useCountdown(startedAt + WALLET_DELETE_COUNTDOWN_SECONDS * 1000);
  const [password, setPassword] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (secondsLeft > 0 || !password) return;
    setBusy(true);
    setError(null);
    try {
      await vault.deleteWallet(wallet.id, password, { hasFunds: false, countdownStartedAt: startedAt });
      // The countdown has run and the vault let go: its encrypted copy in Telegram goes with it.
      // A cloud that fails now keeps only a sealed box; the wallet is gone from this device either way.
      if (cloud) await deleteCloudBackup(cloud, wallet.address).catch(() => undefined);
      notify.success(t('wallet.settings.deleted'));
      void navigate(WALLET_PATHS.home, { replace: true });
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  useMainButton({
    text:
      secondsLeft > 0
        ? t('wallet.settings.deleteWait', { count: secondsLeft })
        : t('wallet.settings.deleteConfirm'),
    onClick: () => void remove(),
    isEnabled: secondsLeft === 0 && password !== '',
    isLoading: isBusy,
  });
  return (
    <EnterForm className="ferry-form" onSubmit={() => void remove()}>
      <p className="ferry-wallet-warning" role="note">
        {t('wallet.settings.deleteLead', { name: displayName(wallet.name) })}
      </p>
      <CurrentPasswordField
        value={password}
        error={error}
        onChange={(value) => {
          setPassword(value);
          setError(null);
        }}
      />
    </EnterForm>
  );
}
