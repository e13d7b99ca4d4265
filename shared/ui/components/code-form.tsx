import { CODE_LENGTH, codeSchema, firstMessage } from '@ferry/shared/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { CodeField } from './code-field';
import { FormError } from './form-error';
import { SpentCodeNotice } from './spent-code-notice';

/** The code being typed and what is wrong with it; the screen that sends it holds this. */
export interface CodeInput {
  code: string;
  setCode(code: string): void;
  error: string | null;
  setError(error: string | null): void;
  /** Six digits? If not, says so under the field and answers false. */
  check(code?: string): boolean;
  isComplete: boolean;
}

export function useCodeInput(initialError: string | null = null): CodeInput {
  const t = useTranslate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(initialError);
  function check(value: string = code): boolean {
    const message = firstMessage(codeSchema.safeParse(value));
    if (message) setError(t(message.key, message.params));
    return !message;
  }
  return { code, setCode, error, setError, check, isComplete: code.length === CODE_LENGTH };
}

interface CodeFormProps {
  input: CodeInput;
  label: string;
  /** Sends the code; the screen checks it with `input.check` (the main button calls it too). */
  onSubmit(code: string): void;
  /** The form's id, for a submit button outside it (a dialog's actions). */
  id?: string;
  className?: string;
  /** Above the field: where the code went. */
  lead?: ReactNode;
  /** The sixth digit sends the code, as people expect from a one-time code field. */
  isSentOnSixthDigit?: boolean;
  /** Every try is used: the field locks and the notice names the way on (a new code). */
  isSpent?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** Each change after the field's own (the sign-in step clears its other errors). */
  onCodeChange?(code: string): void;
  /** A failure not tied to the code; pass it (null while none) where one can happen. */
  formError?: string | null;
  /** Below the field: resending, other ways on, other fields. */
  children?: ReactNode;
}

/**
 * The six-digit code block of every screen that asks for one (sign-in, contact change, two-factor
 * setup and its dialogs): the field, its error, the spent-code notice and a form-level error.
 */
export function CodeForm({
  input,
  label,
  onSubmit,
  id,
  className,
  lead,
  isSentOnSixthDigit = false,
  isSpent = false,
  readOnly,
  autoFocus,
  onCodeChange,
  formError,
  children,
}: CodeFormProps) {
  return (
    <form
      id={id}
      className={className}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit(input.code);
      }}
    >
      {lead}
      <CodeField
        label={label}
        value={input.code}
        onChange={(next) => {
          input.setCode(next);
          input.setError(null);
          onCodeChange?.(next);
          if (isSentOnSixthDigit && next.length === CODE_LENGTH) onSubmit(next);
        }}
        error={isSpent ? null : input.error}
        disabled={isSpent || undefined}
        readOnly={readOnly}
        autoFocus={autoFocus}
      />
      {isSpent ? <SpentCodeNotice /> : null}
      {children}
      {formError === undefined ? null : <FormError message={formError} />}
    </form>
  );
}
