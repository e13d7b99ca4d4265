import { useId, useRef, useState } from 'react';
import { EnterForm } from '../../../components/enter-form';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { type PlacedExchange, useCompleteThreeDs } from '../api/use-place-exchange';
import { payinErrorKey } from './payin-errors';

/** The bank's 3-D Secure code for a card exchange just placed; a wrong code may be typed again. */
export function ThreeDsStep({
  transactionId,
  codeLength,
  onDone,
}: {
  transactionId: string;
  codeLength: number;
  onDone(placed: PlacedExchange): void;
}) {
  const t = useTranslate();
  const fieldId = useId();
  const { haptics } = usePlatform();
  const errorText = useApiErrorText(payinErrorKey);
  const complete = useCompleteThreeDs();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isSending = useRef(false);

  const submit = () => {
    if (isSending.current) return;
    if (!new RegExp(`^\\d{${codeLength}}$`).test(code)) {
      setError(t('validation.code'));
      haptics.notificationOccurred('error');
      return;
    }
    setError(null);
    isSending.current = true;
    complete.mutate(
      { transactionId, code, idempotencyKey },
      {
        onSuccess: (result) => onDone({ transaction: result.transaction, nextAction: result.next_action }),
        onError: (failure) => {
          isSending.current = false;
          haptics.notificationOccurred('error');
          // A wrong code may be typed again: the next try is a new request.
          setIdempotencyKey(crypto.randomUUID());
          setError(errorText(failure));
        },
      },
    );
  };

  useMainButton({
    text: t('exchange.threeDs.submit'),
    isEnabled: code.length === codeLength,
    isLoading: complete.isPending,
    onClick: submit,
  });

  return (
    <EnterForm className="ferry-exchange-step ferry-three-ds" onSubmit={submit}>
      <h2 className="ferry-heading">{t('exchange.threeDs.title')}</h2>
      <p className="ferry-field-hint">{t('exchange.threeDs.description')}</p>
      <div className="ferry-field">
        <label htmlFor={fieldId} className="ferry-field-label">
          {t('exchange.threeDs.code')}
        </label>
        <input
          id={fieldId}
          className="ferry-input ferry-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={codeLength}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, codeLength))}
        />
        {error ? (
          <p id={`${fieldId}-error`} className="ferry-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </EnterForm>
  );
}
