import { forwardRef } from 'react';
import { TextField } from '../../../components/text-field';
import { applyDateMask } from '../utils/date-mask-input';

interface DateMaskFieldProps {
  label: string;
  hint: string;
  name: string;
  value: string;
  error?: string | null;
  onChange(value: string): void;
  onBlur(): void;
}

/** A DD/MM/YYYY field that types its own slashes and refuses keystrokes no date could follow. */
export const DateMaskField = forwardRef<HTMLInputElement, DateMaskFieldProps>(function DateMaskField(
  { label, hint, name, value, error, onChange, onBlur },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      hint={hint}
      name={name}
      value={value}
      error={error}
      inputMode="numeric"
      autoComplete="bday"
      placeholder={hint}
      maxLength={10}
      onChange={(event) => onChange(applyDateMask(value, event.target.value, new Date()))}
      onBlur={onBlur}
    />
  );
});
