import '../../wallet-ui/wallet.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createMnemonic } from '../../../wallet/keys/index';
import { FormError } from '../../components/form-error';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useOnboardingDraft } from '../../wallet-ui/onboarding-draft-store';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';

const POINTS = [
  'wallet.onboarding.createPoints.keys',
  'wallet.onboarding.createPoints.backup',
  'wallet.onboarding.createPoints.password',
] as const;

/** `/balances/web3-wallet/create`: what a self-custody wallet means, then a new 24-word phrase. */
export function CreateWalletPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const begin = useOnboardingDraft((state) => state.begin);
  const [isCreating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasCloud = usePlatform().cloudStorage !== null;

  async function create() {
    setCreating(true);
    setError(null);
    try {
      // Made on this device from its secure random source; only the encrypted copy is ever stored.
      begin('create', await createMnemonic());
      void navigate(WALLET_PATHS.backup);
    } catch {
      setError(t('errors.messages.somethingWentWrong'));
      setCreating(false);
    }
  }

  useMainButton({
    text: t('wallet.onboarding.createButton'),
    onClick: () => void create(),
    isLoading: isCreating,
  });
  return (
    <section className="ferry-wallet-intro">
      <div className="ferry-wallet-emblem" aria-hidden="true">
        <svg viewBox="0 0 56 56" width="56" height="56" role="presentation">
          <path
            d="M28 6 50 16v14c0 11-9.4 19.4-22 22C15.4 49.4 6 41 6 30V16Z"
            fill="currentColor"
            opacity="0.16"
          />
          <path
            d="M28 6 50 16v14c0 11-9.4 19.4-22 22C15.4 49.4 6 41 6 30V16Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <path
            d="m19 29 6 6 12-13"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h2 className="ferry-form-title">{t('wallet.onboarding.createHeading')}</h2>
      <p className="ferry-form-lead">{t('wallet.onboarding.createLead')}</p>
      <ul className="ferry-wallet-points">
        {POINTS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <FormError message={error} />
      <Link to={WALLET_PATHS.import} className="ferry-link-button">
        {t('wallet.onboarding.importLink')}
      </Link>
      <Link to={WALLET_PATHS.restore} className="ferry-link-button">
        {t(hasCloud ? 'wallet.onboarding.restoreCloudLink' : 'wallet.onboarding.restoreFileLink')}
      </Link>
    </section>
  );
}
