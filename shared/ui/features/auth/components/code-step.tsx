import { type CodeSentResponse, confirmEmailCode, requestEmailCode } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { CodeForm, useCodeInput } from '../../../components/code-form';
import { ResendCode } from '../../../components/resend-code';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled, useApiErrorText } from '../../../lib/api-error-text';
import { isCodeSpent } from '../../../lib/code-spent';
import { splitFieldIssues } from '../../../lib/field-issues';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useApi } from '../../../queries/api-context';
import { useSession } from '../../../shell/session/session-context';
import { useCaptcha } from '../captcha/captcha-context';
import { useSignInTags } from '../hooks/use-sign-in-tags';
import type { PendingCode } from '../utils/pending-code';

interface CodeStepProps {
  pending: PendingCode;
  onResent(sent: CodeSentResponse): void;
  onChangeEmail(): void;
  /** The code was accepted: the pending entry has served its purpose. */
  onAccepted(): void;
}

/**
 * Step two: the six-digit code (PUT login?method=email). With 2FA on for sign-in, the API client
 * opens the 2FA dialog and repeats the call with the authenticator's code.
 */
export function CodeStep({ pending, onResent, onChangeEmail, onAccepted }: CodeStepProps) {
  const t = useTranslate();
  const api = useApi();
  const captcha = useCaptcha();
  const tags = useSignInTags();
  const errorText = useApiErrorText();
  const completeSignIn = useSession((state) => state.completeSignIn);
  const codeInput = useCodeInput();
  const [promocode, setPromocode] = useState('');
  const [isPromocodeShown, setPromocodeShown] = useState(false);
  const [errors, setErrors] = useState<{ promocode?: string; form?: string }>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [isResending, setResending] = useState(false);
  const [isSpent, setSpent] = useState(false);

  function clearErrors() {
    codeInput.setError(null);
    setErrors({});
  }

  async function submit(value: string = codeInput.code) {
    if (isSubmitting) return;
    setErrors({});
    if (!codeInput.check(value)) return;
    setSubmitting(true);
    codeInput.setError(null);
    try {
      const body = { email: pending.email, code: value, promocode: promocode.trim() || undefined };
      const login = await api.call(confirmEmailCode, { query: { method: 'email' }, body });
      onAccepted();
      await completeSignIn(login);
    } catch (error) {
      setSubmitting(false);
      if (isTwoFactorCancelled(error)) return;
      if (isCodeSpent(error)) {
        clearErrors();
        setSpent(true);
        return;
      }
      const { fieldIssues, hasOtherError } = splitFieldIssues(error, ['code', 'promocode']);
      codeInput.setError(fieldIssues.code ? t(fieldIssues.code.key, fieldIssues.code.params) : null);
      setErrors({
        promocode: fieldIssues.promocode
          ? t(fieldIssues.promocode.key, fieldIssues.promocode.params)
          : undefined,
        form: hasOtherError ? errorText(error) : undefined,
      });
    }
  }

  async function resend() {
    setResending(true);
    clearErrors();
    try {
      const recaptcha = await captcha.getToken('login');
      const body = { email: pending.email };
      onResent(await api.call(requestEmailCode, { query: { method: 'email', ...tags }, body, recaptcha }));
      codeInput.setCode('');
      setSpent(false);
    } catch (error) {
      setErrors({ form: errorText(error) });
    } finally {
      setResending(false);
    }
  }

  useMainButton(
    isSpent
      ? { text: t('auth.code.requestNew'), onClick: () => void resend(), isLoading: isResending }
      : {
          text: t('auth.code.submit'),
          onClick: () => void submit(),
          isLoading: isSubmitting,
          isEnabled: codeInput.isComplete,
        },
  );

  return (
    <CodeForm
      input={codeInput}
      className="ferry-form"
      label={t('auth.code.label')}
      lead={
        <>
          <h2 className="ferry-form-title">{t('auth.code.title')}</h2>
          <p className="ferry-form-lead">{t('auth.code.lead', { address: pending.sentTo })}</p>
        </>
      }
      onSubmit={(value) => void submit(value)}
      onCodeChange={() => setErrors({})}
      // The sixth digit sends the code; with the promo code field open they may still be typing
      // there, so they press Sign in.
      isSentOnSixthDigit={!isPromocodeShown}
      isSpent={isSpent}
      autoFocus
      formError={errors.form ?? null}
    >
      <div className="ferry-form-row">
        {/* A spent code frees the resend at once; the main button offers it, so no wait is shown. */}
        {isSpent ? null : (
          <ResendCode resendAt={pending.resendAt} isSending={isResending} onResend={() => void resend()} />
        )}
        <Button mode="plain" size="s" type="button" onClick={onChangeEmail}>
          {t('auth.code.changeEmail')}
        </Button>
      </div>
      {isPromocodeShown ? (
        <TextField
          label={t('auth.code.promocodeLabel')}
          name="promocode"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={promocode}
          onChange={(event) => setPromocode(event.target.value)}
          error={errors.promocode}
        />
      ) : (
        <Button mode="plain" size="s" type="button" onClick={() => setPromocodeShown(true)}>
          {t('auth.code.addPromocode')}
        </Button>
      )}
    </CodeForm>
  );
}
