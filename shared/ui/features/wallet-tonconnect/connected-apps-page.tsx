import '../../styles/amount-summary.css';
import '../../wallet-ui/wallet.css';
import './tonconnect.css';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import type { TonConnectSession } from '../../../wallet/tonconnect/tonconnect-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StatePanel } from '../../components/state-panel';
import { useLanguage } from '../../i18n/use-language';
import { useTranslate } from '../../i18n/use-translate';
import { notify } from '../../lib/notify';
import { usePlatform } from '../../platform-hooks/platform-context';
import { shortAddress } from '../../wallet-ui/short-address';
import { useWalletDisplayName } from '../../wallet-ui/vault/use-wallet-display-name';
import { useWalletVault } from '../../wallet-ui/vault/use-wallet-vault';
import { AppIdentity } from './app-identity';
import { ConnectLinkField } from './connect-link-field';
import { friendlyAddress } from './connected-wallet';
import { TonConnectScope } from './tonconnect-scope';
import { useTonConnectSessions } from './use-tonconnect-sessions';
import { useTonConnectWallet } from './use-tonconnect-wallet';

/**
 * `/balances/web3-wallet/settings/connected-apps`: the dApps connected through TON Connect on
 * this device for this account (icon, name, domain, wallet, date), each with Disconnect; above
 * them, a field to connect with a pasted link.
 */
function ConnectedAppsView() {
  const t = useTranslate();
  const { sessions } = useTonConnectSessions();
  const [leaving, setLeaving] = useState<TonConnectSession | null>(null);
  const newestFirst = [...sessions].sort((a, b) => b.connectedAt - a.connectedAt);
  return (
    <div className="ferry-tonconnect-apps">
      <ConnectLinkField />
      {newestFirst.length === 0 ? (
        <StatePanel
          title={t('wallet.tonconnect.apps.empty.title')}
          description={t('wallet.tonconnect.apps.empty.description')}
        />
      ) : (
        <ul className="ferry-tonconnect-app-list" aria-label={t('wallet.tonconnect.apps.listLabel')}>
          {newestFirst.map((session) => (
            <AppRow key={session.sessionId} session={session} onDisconnect={() => setLeaving(session)} />
          ))}
        </ul>
      )}
      {leaving ? <DisconnectDialog session={leaving} onClose={() => setLeaving(null)} /> : null}
    </div>
  );
}

function AppRow({ session, onDisconnect }: { session: TonConnectSession; onDisconnect(): void }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const { state } = useWalletVault();
  const displayName = useWalletDisplayName();
  const address = friendlyAddress(session.wallet.rawAddress);
  const walletName = displayName(
    state.wallets.find((wallet) => sameAddress(wallet.publicData.address, address))?.publicData.name ?? '',
  );
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(session.connectedAt);
  return (
    <li className="ferry-tonconnect-app-row">
      <AppIdentity
        size="small"
        name={session.manifest.name}
        iconUrl={session.manifest.iconUrl}
        domain={session.domain}
        caption={`${t('wallet.tonconnect.apps.wallet', { name: walletName, address: shortAddress(address) })} · ${t('wallet.tonconnect.apps.connectedOn', { date })}`}
      />
      <Button
        mode="gray"
        size="s"
        type="button"
        className="ferry-tonconnect-disconnect"
        aria-label={t('wallet.tonconnect.apps.disconnectLabel', { name: session.manifest.name })}
        onClick={onDisconnect}
      >
        {t('wallet.tonconnect.apps.disconnect')}
      </Button>
    </li>
  );
}

function sameAddress(friendly: string, other: string): boolean {
  return friendlyAddress(friendly) === other;
}

function DisconnectDialog({ session, onClose }: { session: TonConnectSession; onClose(): void }) {
  const t = useTranslate();
  const tonconnect = useTonConnectWallet();
  const { haptics } = usePlatform();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = session.manifest.name;

  async function disconnect() {
    if (!tonconnect) return;
    setBusy(true);
    setError(null);
    try {
      await tonconnect.disconnect(session.sessionId);
      haptics.notificationOccurred('success');
      notify.success(t('wallet.tonconnect.apps.disconnected', { name }));
      onClose();
    } catch {
      setError(t('wallet.tonconnect.apps.disconnectFailed'));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      title={t('wallet.tonconnect.apps.disconnectTitle', { name })}
      description={t('wallet.tonconnect.apps.disconnectDescription', { name })}
      confirmLabel={t('wallet.tonconnect.apps.disconnect')}
      onConfirm={() => void disconnect()}
      onCancel={onClose}
      isBusy={isBusy}
      error={error}
    />
  );
}

export function ConnectedAppsPage() {
  return (
    <TonConnectScope>
      <ConnectedAppsView />
    </TonConnectScope>
  );
}
