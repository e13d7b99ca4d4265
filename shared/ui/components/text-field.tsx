import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's one message (spec: each rule reports its first failure). */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ferry-field', 'ferry-text-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="ferry-field-label">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="ferry-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="ferry-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ferry-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
