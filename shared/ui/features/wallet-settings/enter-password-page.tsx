import '../../wallet-ui/wallet.css';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../components/form-error';
import { useTranslate } from '../../i18n/use-translate';
import { notify } from '../../lib/notify';
import { useWalletBiometry } from '../../wallet-ui/vault/use-wallet-biometry';
import { type ReauthAction, WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { ReauthForm, type Unlocked } from './reauth-form';
import { hasBiometryCopy, RequireWallet } from './require-wallet';
import { useRevealedPhrase } from './revealed-phrase-store';

function readAction(value: string | null): ReauthAction {
  return value === 'backup' || value === 'biometry' ? value : 'show-mnemonic';
}

/**
 * `/balances/web3-wallet/enter-password?action=…`: confirms it is the owner before a sensitive
 * action. The phrase goes to memory for the one screen that shows it (never the URL); turning on
 * biometry uses the typed password only, so that action never offers biometry itself.
 */
export function EnterPasswordPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const action = readAction(params.get('action'));
  const reveal = useRevealedPhrase((state) => state.reveal);
  const biometry = useWalletBiometry();
  const [error, setError] = useState<string | null>(null);

  return (
    <RequireWallet>
      {({ vault, state, wallet }) => {
        async function onUnlocked({ mnemonic, password }: Unlocked) {
          if (action !== 'biometry') {
            reveal(wallet.id, action, mnemonic);
            const next = action === 'backup' ? WALLET_PATHS.securityBackup : WALLET_PATHS.recoveryPhrase;
            void navigate(next, { replace: true });
            return;
          }
          if (!password) return;
          const outcome = await biometry
            .enable(vault, wallet.id, password, t('wallet.common.biometryReasonEnable'))
            .catch(() => 'failed' as const);
          if (outcome === 'enabled') {
            notify.success(t('wallet.onboarding.biometryEnabled'));
            void navigate(WALLET_PATHS.security, { replace: true });
            return;
          }
          setError(
            outcome === 'denied'
              ? t('wallet.onboarding.biometryDenied')
              : outcome === 'unavailable'
                ? t('wallet.onboarding.biometryUnavailable')
                : t('errors.wallet.biometryFailed'),
          );
        }
        return (
          <>
            <ReauthForm
              vault={vault}
              wallet={wallet}
              hasBiometryCopy={hasBiometryCopy(state, wallet.id)}
              isPasswordOnly={action === 'biometry'}
              lead={t('wallet.settings.enterPasswordLead')}
              submitLabel={t('wallet.settings.unlock')}
              onUnlocked={onUnlocked}
            />
            <FormError message={error} />
          </>
        );
      }}
    </RequireWallet>
  );
}
