import { useId, useMemo, useState } from 'react';
import { createBackupChallenge, wrongChallengeAnswers } from '../../../wallet/vault/index';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-translate';
import { useMainButton } from '../../platform-hooks/use-main-button';

interface BackupChallengeProps {
  words: readonly string[];
  onPassed(): void;
  onShowAgain(): void;
}

/** The backup check (spec 001 §5): the words at a few random positions, each checked on its own. */
export function BackupChallenge({ words, onPassed, onShowAgain }: BackupChallengeProps) {
  const t = useTranslate();
  const formId = useId();
  // 0-based positions, shown to the user counted from 1.
  const positions = useMemo(() => createBackupChallenge(), []);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [wrong, setWrong] = useState<number[]>([]);
  const isComplete = positions.every((position) => (answers[position] ?? '').trim() !== '');

  function check() {
    const mistakes = wrongChallengeAnswers(
      words,
      positions.map((position) => ({ position, word: answers[position] ?? '' })),
    );
    setWrong(mistakes);
    if (mistakes.length === 0) onPassed();
  }

  useMainButton({ text: t('wallet.onboarding.challengeCheck'), onClick: check, isEnabled: isComplete });
  return (
    <form
      id={formId}
      className="ferry-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isComplete) check();
      }}
    >
      <p className="ferry-form-lead">{t('wallet.onboarding.challengeLead')}</p>
      {positions.map((position) => (
        <TextField
          key={position}
          label={t('wallet.onboarding.challengeWord', { position: position + 1 })}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={answers[position] ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setAnswers((current) => ({ ...current, [position]: value }));
            setWrong((current) => current.filter((item) => item !== position));
          }}
          error={
            wrong.includes(position) ? t('validation.mnemonic.challenge', { position: position + 1 }) : null
          }
        />
      ))}
      <button type="submit" hidden />
      <button type="button" className="ferry-link-button" onClick={onShowAgain}>
        {t('wallet.onboarding.challengeShowAgain')}
      </button>
    </form>
  );
}
