import '../../wallet-ui/wallet.css';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormError } from '../../components/form-error';
import { useTranslate } from '../../i18n/use-translate';
import { notify } from '../../lib/notify';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useOnboardingDraft } from '../../wallet-ui/onboarding-draft-store';
import { useWalletBiometry } from '../../wallet-ui/vault/use-wallet-biometry';
import { useWalletVault } from '../../wallet-ui/vault/use-wallet-vault';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { OnboardingProgress } from './onboarding-progress';

type Problem = 'denied' | 'unavailable' | 'failed' | null;

/**
 * `/balances/web3-wallet/biometry` (mini-app only): offers Face ID / fingerprint for the wallet
 * just saved. The web has no such step and goes straight to success.
 */
export function BiometryPage() {
  const biometry = useWalletBiometry();
  const saved = useOnboardingDraft((state) => state.saved);
  if (!saved?.password || !biometry.isSupported) return <Navigate to={WALLET_PATHS.success} replace />;
  return <BiometryOffer walletId={saved.walletId} password={saved.password} />;
}

function BiometryOffer({ walletId, password }: { walletId: string; password: string }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { haptics } = usePlatform();
  const { vault } = useWalletVault();
  const biometry = useWalletBiometry();
  const dropPassword = useOnboardingDraft((state) => state.dropPassword);
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  function finish() {
    dropPassword();
    void navigate(WALLET_PATHS.success, { replace: true });
  }

  async function enable() {
    if (!vault) return;
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await biometry.enable(
        vault,
        walletId,
        password,
        t('wallet.common.biometryReasonEnable'),
      );
      if (outcome === 'enabled') {
        haptics.notificationOccurred('success');
        notify.success(t('wallet.onboarding.biometryEnabled'));
        finish();
        return;
      }
      setProblem(outcome);
    } catch {
      setProblem('failed');
    }
    setBusy(false);
  }

  useMainButton({
    text: t('wallet.onboarding.biometryEnable'),
    onClick: () => void enable(),
    isLoading: isBusy,
  });
  return (
    <div className="ferry-wallet-flow">
      <OnboardingProgress step="biometry" />
      <section className="ferry-wallet-intro">
        <div className="ferry-wallet-emblem" aria-hidden="true">
          <svg viewBox="0 0 56 56" width="56" height="56" role="presentation">
            <path
              d="M14 22v-4a6 6 0 0 1 6-6h4M32 12h4a6 6 0 0 1 6 6v4M42 34v4a6 6 0 0 1-6 6h-4M24 44h-4a6 6 0 0 1-6-6v-4M22 24v3M34 24v3M28 25v7h-2M23 36c3 2.5 7 2.5 10 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <h2 className="ferry-form-title">{t('wallet.onboarding.biometryHeading')}</h2>
        <p className="ferry-form-lead">{t('wallet.onboarding.biometryLead')}</p>
        {problem === 'denied' ? (
          <div className="ferry-biometry-denied" role="alert">
            <p>{t('wallet.onboarding.biometryDenied')}</p>
            <Button mode="bezeled" size="s" type="button" onClick={biometry.openSettings}>
              {t('wallet.onboarding.biometryOpenSettings')}
            </Button>
          </div>
        ) : null}
        <FormError
          message={
            problem === 'unavailable'
              ? t('wallet.onboarding.biometryUnavailable')
              : problem === 'failed'
                ? t('errors.wallet.biometryFailed')
                : null
          }
        />
        <button type="button" className="ferry-link-button" onClick={finish} disabled={isBusy}>
          {t('wallet.onboarding.biometrySkip')}
        </button>
      </section>
    </div>
  );
}
