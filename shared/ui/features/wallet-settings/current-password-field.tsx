import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-translate';

/** The wallet's password asked again before a change, with the form's failure under it. */
export function CurrentPasswordField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange(value: string): void;
}) {
  const t = useTranslate();
  return (
    <>
      <TextField
        label={t('wallet.common.password')}
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FormError message={error} />
    </>
  );
}
