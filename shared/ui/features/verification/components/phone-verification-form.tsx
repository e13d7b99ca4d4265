import { isApiError } from '@ferry/shared/api';
import { createPhoneSchema, describePhone, firstMessage, phoneFormErrorKey } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { CodeForm, useCodeInput } from '../../../components/code-form';
import { FormError } from '../../../components/form-error';
import { ResendCode } from '../../../components/resend-code';
import { StatePanel } from '../../../components/state-panel';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useConfirmPhone, useRequestPhoneCode } from '../api/verification-queries';
import './verification.css';

const phoneSchema = createPhoneSchema();

/** The server refuses the number's region: the page says so on its own screen. */
function isRegionRefused(error: unknown): boolean {
  return isApiError(error) && (error.code === 'COUNTRY_NOT_ALLOWED' || error.code === 'UNPROCESSABLE_ENTITY');
}

type Stage = { name: 'phone' } | { name: 'code'; phone: string; resendAt: number } | { name: 'done' };

interface PhoneVerificationFormProps {
  onRegionRefused(): void;
  onDone(): void;
}

/**
 * The phone step by SMS: the number (checked against its country's numbering plan, +888
 * anonymous numbers refused with their own message before anything is sent), then the code.
 */
export function PhoneVerificationForm({ onRegionRefused, onDone }: PhoneVerificationFormProps) {
  const t = useTranslate();
  const errorText = useApiErrorText(phoneFormErrorKey);
  const [stage, setStage] = useState<Stage>({ name: 'phone' });
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const codeInput = useCodeInput();
  const requestCode = useRequestPhoneCode();
  const confirm = useConfirmPhone();

  function sendCode(number: string) {
    requestCode.mutate(number, {
      onSuccess: (sent) =>
        setStage({ name: 'code', phone: number, resendAt: Date.now() + sent.resend_after_seconds * 1000 }),
      onError: (error) => (isRegionRefused(error) ? onRegionRefused() : undefined),
    });
  }

  function submitPhone() {
    const message = firstMessage(phoneSchema.safeParse(phone));
    if (message) return setPhoneError(t(message.key, message.params));
    sendCode(describePhone(phone)?.e164 ?? phone.trim());
  }

  function submitCode(code: string) {
    if (stage.name !== 'code' || !codeInput.check(code)) return;
    confirm.mutate(
      { phone: stage.phone, code },
      {
        onSuccess: () => setStage({ name: 'done' }),
        onError: (error) => codeInput.setError(errorText(error)),
      },
    );
  }

  const button = {
    phone: { text: t('verification.phone.sendCode'), onClick: submitPhone, isLoading: requestCode.isPending },
    code: {
      text: t('verification.phone.confirm'),
      onClick: () => submitCode(codeInput.code),
      isLoading: confirm.isPending,
    },
    done: { text: t('verification.done'), onClick: onDone, isLoading: false },
  }[stage.name];
  useMainButton({ ...button, isEnabled: !button.isLoading });

  if (stage.name === 'done') {
    return (
      <StatePanel
        role="status"
        title={t('verification.phone.done')}
        description={t('verification.phone.doneDescription')}
      />
    );
  }
  if (stage.name === 'code') {
    return (
      <CodeForm
        className="ferry-verification-step"
        input={codeInput}
        label={t('verification.phone.codeLabel')}
        onSubmit={submitCode}
        isSentOnSixthDigit
        autoFocus
        lead={
          <p className="ferry-verification-note">
            {t('verification.phone.codeSentTo', { phone: stage.phone })}
          </p>
        }
        formError={requestCode.isError ? errorText(requestCode.error) : null}
      >
        <div className="ferry-verification-code-actions">
          <ResendCode
            resendAt={stage.resendAt}
            isSending={requestCode.isPending}
            onResend={() => sendCode(stage.phone)}
          />
          <Button mode="plain" size="s" type="button" onClick={() => setStage({ name: 'phone' })}>
            {t('verification.phone.otherNumber')}
          </Button>
        </div>
      </CodeForm>
    );
  }
  return (
    <form
      className="ferry-verification-step"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submitPhone();
      }}
    >
      <p className="ferry-verification-note">{t('verification.phone.intro')}</p>
      <TextField
        label={t('verification.phone.phoneLabel')}
        hint={t('verification.phone.phoneHint')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+48 600 000 000"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setPhoneError(null);
        }}
        error={phoneError}
      />
      <FormError
        message={
          requestCode.isError && !isRegionRefused(requestCode.error) ? errorText(requestCode.error) : null
        }
      />
    </form>
  );
}
