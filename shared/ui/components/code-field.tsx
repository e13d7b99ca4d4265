import { CODE_LENGTH } from '@ferry/shared/domain';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { TextField } from './text-field';

interface CodeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: string;
}

/** Six digits (sign-in, phone, 2FA codes): a numeric keypad, and the phone may fill it from an SMS. */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  { value, onChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      className="ferry-code-field"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      {...rest}
    />
  );
});
