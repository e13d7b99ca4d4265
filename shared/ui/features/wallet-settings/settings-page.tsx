import '../../wallet-ui/wallet.css';
import { useNavigate } from 'react-router';
import { ShieldIcon, TrashIcon } from '../../components/icons';
import { MenuRow, MenuSection } from '../../components/menu';
import { useTranslate } from '../../i18n/use-translate';
import { notify } from '../../lib/notify';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useOnboardingDraft } from '../../wallet-ui/onboarding-draft-store';
import { shortAddress } from '../../wallet-ui/short-address';
import { useWalletDisplayName } from '../../wallet-ui/vault/use-wallet-display-name';
import { LinkIcon, PencilIcon, PlusIcon, WalletIcon } from '../../wallet-ui/wallet-icons';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { RequireWallet } from './require-wallet';

/**
 * `/balances/web3-wallet/settings`: the account's wallets (tap one to switch, or add another),
 * then the active wallet's name, security, connected apps and deletion.
 */
export function WalletSettingsPage() {
  const t = useTranslate();
  const displayName = useWalletDisplayName();
  const navigate = useNavigate();
  const { haptics } = usePlatform();
  const clearDraft = useOnboardingDraft((state) => state.clear);
  return (
    <RequireWallet>
      {({ vault, state, wallet }) => (
        <div className="ferry-wallet-settings">
          <MenuSection title={t('wallet.settings.wallets')}>
            {state.wallets.map(({ publicData }) => {
              const isActive = publicData.id === wallet.id;
              return (
                <MenuRow
                  key={publicData.id}
                  icon={<WalletIcon />}
                  label={displayName(publicData.name)}
                  description={shortAddress(publicData.address)}
                  value={isActive ? t('wallet.settings.active') : undefined}
                  onClick={() => {
                    if (isActive) return;
                    vault.setActive(publicData.id);
                    haptics.selectionChanged();
                    notify.success(t('wallet.settings.switched', { name: displayName(publicData.name) }));
                  }}
                />
              );
            })}
            <MenuRow
              icon={<PlusIcon />}
              label={t('wallet.settings.addWallet')}
              onClick={() => {
                clearDraft();
                void navigate(WALLET_PATHS.create);
              }}
            />
          </MenuSection>
          <MenuSection title={displayName(wallet.name)}>
            <MenuRow to={WALLET_PATHS.rename} icon={<PencilIcon />} label={t('wallet.settings.rename')} />
            <MenuRow
              to={WALLET_PATHS.security}
              icon={<ShieldIcon />}
              label={t('wallet.settings.security')}
              value={wallet.isBackedUp ? undefined : t('wallet.settings.notBackedUp')}
            />
            <MenuRow
              to={WALLET_PATHS.connectedApps}
              icon={<LinkIcon />}
              label={t('wallet.settings.connectedApps')}
            />
            <MenuRow
              to={WALLET_PATHS.deleteWallet}
              icon={<TrashIcon />}
              label={t('wallet.settings.delete')}
              isDestructive
            />
          </MenuSection>
        </div>
      )}
    </RequireWallet>
  );
}
