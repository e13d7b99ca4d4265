import '../../wallet-ui/wallet.css';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslate } from '../../i18n/use-translate';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useOnboardingDraft } from '../../wallet-ui/onboarding-draft-store';
import { BackupChallenge } from '../../wallet-ui/vault/backup-challenge';
import { MnemonicGrid } from '../../wallet-ui/vault/mnemonic-grid';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { OnboardingProgress } from './onboarding-progress';

function WordsStep({ words, onWritten }: { words: readonly string[]; onWritten(): void }) {
  const t = useTranslate();
  useMainButton({ text: t('wallet.onboarding.backupWritten'), onClick: onWritten });
  return (
    <section className="ferry-form">
      <h2 className="ferry-form-title">{t('wallet.onboarding.backupHeading')}</h2>
      <p className="ferry-form-lead">{t('wallet.onboarding.backupLead')}</p>
      <MnemonicGrid words={words} />
    </section>
  );
}

/**
 * `/balances/web3-wallet/backup`: the new phrase shown once, then the check of a few words.
 * Without a phrase in memory (a reload, a deep link) there is nothing to show: back to create.
 */
export function BackupPage() {
  const t = useTranslate();
  const mnemonic = useOnboardingDraft((state) => (state.kind === 'create' ? state.mnemonic : null));
  const isBackedUp = useOnboardingDraft((state) => state.isBackedUp);
  const markBackedUp = useOnboardingDraft((state) => state.markBackedUp);
  const [step, setStep] = useState<'words' | 'challenge'>('words');
  if (!mnemonic) return <Navigate to={WALLET_PATHS.create} replace />;
  if (isBackedUp) return <Navigate to={WALLET_PATHS.secure} replace />;
  return (
    <div className="ferry-wallet-flow">
      <OnboardingProgress step={step} />
      {step === 'words' ? (
        <WordsStep words={mnemonic} onWritten={() => setStep('challenge')} />
      ) : (
        <section className="ferry-form" aria-label={t('wallet.onboarding.challengeTitle')}>
          <h2 className="ferry-form-title">{t('wallet.onboarding.challengeTitle')}</h2>
          <BackupChallenge
            words={mnemonic}
            onShowAgain={() => setStep('words')}
            // Passed: the draft says so and the redirect above moves on to the password.
            onPassed={markBackedUp}
          />
        </section>
      )}
    </div>
  );
}
