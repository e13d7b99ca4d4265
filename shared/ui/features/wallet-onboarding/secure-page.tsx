import '../../wallet-ui/wallet.css';
import { useId, useState } from 'react';
import { Navigate } from 'react-router';
import { isStrongPassword, nextWalletName } from '../../../wallet/vault/index';
import { EnterForm } from '../../components/enter-form';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-translate';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useOnboardingDraft } from '../../wallet-ui/onboarding-draft-store';
import { PasswordChecklist, RepeatPasswordField } from '../../wallet-ui/vault/password-checklist';
import { useWalletBiometry } from '../../wallet-ui/vault/use-wallet-biometry';
import { useWalletVault } from '../../wallet-ui/vault/use-wallet-vault';
import { useVaultErrorText } from '../../wallet-ui/vault/vault-error-text';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { OnboardingProgress } from './onboarding-progress';

/**
 * `/balances/web3-wallet/secure`: the password that encrypts the phrase on this device (spec
 * 001 §5 rules, a live checklist, typed twice). Saving puts the wallet in the vault and forgets
 * the phrase; the password stays in memory only until biometry is decided.
 */
export function SecurePage() {
  const biometry = useWalletBiometry();
  const saved = useOnboardingDraft((state) => state.saved);
  const mnemonic = useOnboardingDraft((state) => (state.isBackedUp ? state.mnemonic : null));
  if (saved)
    return <Navigate to={biometry.isSupported ? WALLET_PATHS.biometry : WALLET_PATHS.success} replace />;
  if (!mnemonic) return <Navigate to={WALLET_PATHS.create} replace />;
  return <SecureForm mnemonic={mnemonic} />;
}

function SecureForm({ mnemonic }: { mnemonic: string[] }) {
  const t = useTranslate();
  const checklistId = useId();
  const { vault, state } = useWalletVault();
  const vaultErrorText = useVaultErrorText();
  const markSaved = useOnboardingDraft((draft) => draft.markSaved);
  const versions = useOnboardingDraft((draft) => draft.versions);
  // One password guards every wallet of the account: a further wallet is added under it.
  const [isFirstWallet] = useState(() => state.wallets.length === 0);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const isStrong = !isFirstWallet || isStrongPassword(password);
  const isRepeated = !isFirstWallet || repeat === password;

  async function save() {
    setSubmitted(true);
    if (!vault || !password || !isStrong || !isRepeated) return;
    setSaving(true);
    setError(null);
    try {
      // One wallet per chosen version of the phrase (an import may offer several with funds).
      const names = state.wallets.map((item) => item.publicData);
      const added = [];
      for (const version of versions) {
        const name = nextWalletName(t('wallet.onboarding.walletName'), names);
        const wallet = await vault.addWallet({ mnemonic, version, name, password });
        names.push(wallet);
        // The phrase was checked word by word (create) or typed by its owner (import).
        vault.markBackedUp(wallet.id);
        added.push(wallet);
      }
      const first = added[0];
      if (!first) return;
      vault.setActive(first.id);
      const wallet = first;
      // The page above now sees the saved wallet and moves on (biometry in the mini-app).
      markSaved(wallet.id, password);
    } catch (failure) {
      setError(vaultErrorText(failure));
      setSaving(false);
    }
  }

  useMainButton({
    text: t('wallet.onboarding.secureButton'),
    onClick: () => void save(),
    isLoading: isSaving,
  });
  return (
    <div className="ferry-wallet-flow">
      <OnboardingProgress step="secure" />
      <EnterForm className="ferry-form" onSubmit={() => void save()}>
        <p className="ferry-form-lead">
          {t(isFirstWallet ? 'wallet.onboarding.secureLead' : 'wallet.onboarding.secureLeadAdd')}
        </p>
        <TextField
          label={t('wallet.onboarding.passwordLabel')}
          type="password"
          autoComplete={isFirstWallet ? 'new-password' : 'current-password'}
          value={password}
          aria-describedby={isFirstWallet ? checklistId : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          error={isSubmitted && !isStrong ? t('wallet.onboarding.passwordWeak') : null}
        />
        {isFirstWallet ? (
          <>
            <PasswordChecklist password={password} id={checklistId} />
            <RepeatPasswordField
              value={repeat}
              password={password}
              isSubmitted={isSubmitted}
              onChange={setRepeat}
            />
          </>
        ) : null}
        <FormError message={error} />
      </EnterForm>
    </div>
  );
}
