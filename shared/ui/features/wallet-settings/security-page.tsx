import '../../wallet-ui/wallet.css';
import { useNavigate } from 'react-router';
import { KeyIcon } from '../../components/icons';
import { MenuRow, MenuSection } from '../../components/menu';
import { useTranslate } from '../../i18n/use-translate';
import { notify } from '../../lib/notify';
import { useWalletBiometry } from '../../wallet-ui/vault/use-wallet-biometry';
import { EyeIcon, FingerprintIcon, LockIcon } from '../../wallet-ui/wallet-icons';
import { enterPasswordPath, WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { hasBiometryCopy, RequireWallet } from './require-wallet';

/**
 * `/balances/web3-wallet/settings/security`: backup state, the recovery phrase (behind
 * re-authentication), Face ID / fingerprint in the mini-app, and the password.
 */
export function WalletSecurityPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const biometry = useWalletBiometry();
  return (
    <RequireWallet>
      {({ vault, state, wallet }) => {
        const isBiometryOn = hasBiometryCopy(state, wallet.id);
        return (
          <div className="ferry-wallet-settings">
            <MenuSection>
              <MenuRow
                to={WALLET_PATHS.securityBackup}
                icon={<KeyIcon />}
                label={t('wallet.settings.backup')}
                value={wallet.isBackedUp ? t('wallet.settings.backedUp') : t('wallet.settings.notBackedUp')}
              />
              <MenuRow
                to={enterPasswordPath('show-mnemonic')}
                icon={<EyeIcon />}
                label={t('wallet.settings.recoveryPhrase')}
              />
            </MenuSection>
            <MenuSection>
              {biometry.isSupported ? (
                <MenuRow
                  icon={<FingerprintIcon />}
                  label={t('wallet.settings.biometry')}
                  value={isBiometryOn ? t('wallet.settings.biometryOn') : t('wallet.settings.biometryOff')}
                  onClick={() => {
                    if (!isBiometryOn) {
                      // Sealing a biometric copy needs the phrase, so the password first.
                      void navigate(enterPasswordPath('biometry'));
                      return;
                    }
                    void biometry
                      .disable(vault, wallet.id)
                      .then(() => notify.info(t('wallet.settings.biometryTurnedOff')));
                  }}
                />
              ) : null}
              <MenuRow
                to={WALLET_PATHS.changePassword}
                icon={<LockIcon />}
                label={t('wallet.settings.changePassword')}
              />
            </MenuSection>
          </div>
        );
      }}
    </RequireWallet>
  );
}
