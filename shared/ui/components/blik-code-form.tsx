import { useTranslate } from '../i18n/use-translate';
import { EnterForm } from './enter-form';
import { TextField } from './text-field';

interface BlikCodeFormProps {
  code: string;
  error: string | null;
  /** The code as typed, its digits only and six at the most. */
  onChange(code: string): void;
  onSubmit(): void;
}

/** The Blik payer's 6-digit code from their bank's app, asked before the payment is sent. */
export function BlikCodeForm({ code, error, onChange, onSubmit }: BlikCodeFormProps) {
  const t = useTranslate();
  return (
    <EnterForm className="ferry-form" aria-label={t('deposit.blik.title')} onSubmit={onSubmit}>
      <TextField
        label={t('deposit.blik.code')}
        hint={t('deposit.blik.hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </EnterForm>
  );
}
