import '../../wallet-ui/wallet.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslate } from '../../i18n/use-translate';
import { notify } from '../../lib/notify';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { BackupChallenge } from '../../wallet-ui/vault/backup-challenge';
import { MnemonicGrid } from '../../wallet-ui/vault/mnemonic-grid';
import { useForgetOnLeave } from '../../wallet-ui/vault/use-forget-on-leave';
import { enterPasswordPath, WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { CloudBackupSection } from './cloud-backup-section';
import { RequireWallet } from './require-wallet';
import { useRevealedPhrase } from './revealed-phrase-store';

/**
 * `/balances/web3-wallet/settings/security/backup`: whether the words are written down and whether
 * an encrypted copy is in Telegram; writing down (or checking a copy) re-authenticates, shows the
 * words, then asks a few of them.
 */
export function SecurityBackupPage() {
  const revealed = useRevealedPhrase((state) => state.revealed);
  const forget = useRevealedPhrase((state) => state.forget);
  useForgetOnLeave(forget);
  return (
    <RequireWallet>
      {({ vault, wallet }) =>
        revealed?.action === 'backup' && revealed.walletId === wallet.id ? (
          <BackupRun
            words={revealed.mnemonic}
            onPassed={() => {
              vault.markBackedUp(wallet.id);
              forget();
            }}
          />
        ) : (
          <div className="ferry-form">
            <BackupStatus isBackedUp={wallet.isBackedUp} />
            {wallet.isReadOnly ? null : <CloudBackupSection vault={vault} wallet={wallet} />}
          </div>
        )
      }
    </RequireWallet>
  );
}

function BackupStatus({ isBackedUp }: { isBackedUp: boolean }) {
  const t = useTranslate();
  const navigate = useNavigate();
  useMainButton({
    text: t(isBackedUp ? 'wallet.settings.backupCheck' : 'wallet.settings.backupStart'),
    onClick: () => void navigate(enterPasswordPath('backup')),
  });
  return (
    <section className="ferry-form">
      <p className="ferry-status-line" data-state={isBackedUp ? 'on' : 'off'}>
        {t(isBackedUp ? 'wallet.settings.wordsWrittenDown' : 'wallet.settings.wordsNotWrittenDown')}
      </p>
      <p className="ferry-form-lead">
        {t(isBackedUp ? 'wallet.settings.backupDone' : 'wallet.settings.backupNeeded')}
      </p>
    </section>
  );
}

function BackupRun({ words, onPassed }: { words: readonly string[]; onPassed(): void }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const [step, setStep] = useState<'words' | 'challenge'>('words');
  return step === 'words' ? (
    <WordsStep words={words} onWritten={() => setStep('challenge')} />
  ) : (
    <section className="ferry-form" aria-label={t('wallet.onboarding.challengeTitle')}>
      <h2 className="ferry-form-title">{t('wallet.onboarding.challengeTitle')}</h2>
      <BackupChallenge
        words={words}
        onShowAgain={() => setStep('words')}
        onPassed={() => {
          onPassed();
          notify.success(t('wallet.settings.backupSaved'));
          void navigate(WALLET_PATHS.security, { replace: true });
        }}
      />
    </section>
  );
}

function WordsStep({ words, onWritten }: { words: readonly string[]; onWritten(): void }) {
  const t = useTranslate();
  useMainButton({ text: t('wallet.onboarding.backupWritten'), onClick: onWritten });
  return (
    <section className="ferry-form">
      <p className="ferry-form-lead">{t('wallet.onboarding.backupLead')}</p>
      <MnemonicGrid words={words} />
    </section>
  );
}
