import type { MessageKey } from '@ferry/locales';
import type { GuardFlag } from '../../../wallet/tonconnect/tonconnect-api';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-translate';

const FLAG_TEXTS: Record<GuardFlag, MessageKey> = {
  'emulation-failed': 'wallet.tonconnect.guard.flags.emulationFailed',
  'sweep-to-new-address': 'wallet.tonconnect.guard.flags.sweepToNewAddress',
  'lure-comment': 'wallet.tonconnect.guard.flags.lureComment',
  'known-scam-address': 'wallet.tonconnect.guard.flags.knownScamAddress',
  'unverified-jetton': 'wallet.tonconnect.guard.flags.unverifiedJetton',
  'unknown-payload': 'wallet.tonconnect.guard.flags.unknownPayload',
};

/** The drainer guard's flags as plain warnings (text, not colour alone). */
export function GuardWarnings({ flags }: { flags: readonly GuardFlag[] }) {
  const t = useTranslate();
  if (flags.length === 0) return null;
  return (
    <section className="ferry-tonconnect-warnings" role="alert" aria-labelledby="tonconnect-guard-title">
      <h2 id="tonconnect-guard-title" className="ferry-tonconnect-warnings-title">
        <span aria-hidden="true">⚠ </span>
        {t('wallet.tonconnect.guard.title')}
      </h2>
      <ul>
        {flags.map((flag) => (
          <li key={flag}>{t(FLAG_TEXTS[flag])}</li>
        ))}
      </ul>
    </section>
  );
}

/** Whether the typed text is the locale's confirmation word (trimmed, case-insensitive). */
export function isTypedWord(typed: string, word: string): boolean {
  return typed.trim().toLocaleUpperCase() === word.trim().toLocaleUpperCase();
}

interface TypedConfirmationProps {
  value: string;
  onChange(value: string): void;
  isBusy: boolean;
}

/** Confirm stays disabled until the user types the word: a pause before a risky signature. */
export function TypedConfirmation({ value, onChange, isBusy }: TypedConfirmationProps) {
  const t = useTranslate();
  const word = t('wallet.tonconnect.guard.typedWord');
  return (
    <TextField
      label={t('wallet.tonconnect.guard.typedLabel', { word })}
      hint={t('wallet.tonconnect.guard.typedHint')}
      value={value}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="characters"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      disabled={isBusy}
    />
  );
}
