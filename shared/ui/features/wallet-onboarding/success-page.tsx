import '../../wallet-ui/wallet.css';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useOnboardingDraft } from '../../wallet-ui/onboarding-draft-store';
import { useWalletDisplayName } from '../../wallet-ui/vault/use-wallet-display-name';
import { useWalletVault } from '../../wallet-ui/vault/use-wallet-vault';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';

/** `/balances/web3-wallet/success`: the wallet is saved; on to its home. Ends the draft. */
export function SuccessPage() {
  const walletId = useOnboardingDraft((state) => state.saved?.walletId ?? null);
  const { state } = useWalletVault();
  const displayName = useWalletDisplayName();
  const wallet = state.wallets.find((item) => item.publicData.id === walletId)?.publicData ?? null;
  if (!wallet) return <Navigate to={WALLET_PATHS.home} replace />;
  return <SuccessView name={displayName(wallet.name)} address={wallet.address} />;
}

function SuccessView({ name, address }: { name: string; address: string }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { haptics } = usePlatform();
  const kind = useOnboardingDraft((state) => state.kind);
  const dropPassword = useOnboardingDraft((state) => state.dropPassword);
  const clear = useOnboardingDraft((state) => state.clear);

  useEffect(() => {
    // Nothing after this screen needs the password: it leaves memory now.
    dropPassword();
    haptics.notificationOccurred('success');
  }, [dropPassword, haptics]);

  function open() {
    clear();
    void navigate(WALLET_PATHS.home, { replace: true });
  }

  useMainButton({ text: t('wallet.onboarding.successButton'), onClick: open });
  return (
    <section className="ferry-wallet-intro" aria-live="polite">
      <div className="ferry-wallet-emblem ferry-wallet-emblem-success" aria-hidden="true">
        <svg viewBox="0 0 56 56" width="56" height="56" role="presentation">
          <circle cx="28" cy="28" r="24" fill="currentColor" opacity="0.16" />
          <path
            d="m17 29 7 7 15-16"
            fill="none"
            stroke="currentColor"
            strokeWidth="3.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h2 className="ferry-form-title">{t('wallet.onboarding.successHeading')}</h2>
      <p className="ferry-form-lead">
        {t(kind === 'import' ? 'wallet.onboarding.successImportedLead' : 'wallet.onboarding.successLead', {
          name,
        })}
      </p>
      <p className="ferry-wallet-address" data-testid="wallet-address">
        {address}
      </p>
    </section>
  );
}
