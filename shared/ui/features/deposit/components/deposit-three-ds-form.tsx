import { EnterForm } from '../../../components/enter-form';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';

/** The bank's 3-D Secure code for a card deposit just placed; the main button sends it too. */
export function DepositThreeDsForm({
  codeLength,
  code,
  error,
  onChange,
  onSubmit,
}: {
  codeLength: number;
  code: string;
  error: string | null;
  onChange(code: string): void;
  onSubmit(): void;
}) {
  const t = useTranslate();
  return (
    <EnterForm className="ferry-form" aria-label={t('deposit.threeDs.title')} onSubmit={onSubmit}>
      <h2 className="ferry-deposit-subtitle">{t('deposit.threeDs.title')}</h2>
      <p className="ferry-form-lead">{t('deposit.threeDs.hint')}</p>
      <TextField
        label={t('deposit.threeDs.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        value={code}
        autoFocus
        error={error}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, codeLength))}
      />
    </EnterForm>
  );
}
