import { Button } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { type CodeSentResponse, confirmEmailCode, requestEmailCode } from '../../../../contracts/index';
import { CODE_LENGTH, codeSchema, firstMessage } from '../../../../domain/index';
import { useApi } from '../../../api/api-context';
import { CodeField } from '../../../components/code-field';
import { FormError } from '../../../components/form-error';
import { ResendCode } from '../../../components/resend-code';
import { SpentCodeNotice } from '../../../components/spent-code-notice';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled, useApiErrorText } from '../../../lib/api-error-text';
import { isCodeSpent } from '../../../lib/code-spent';
import { splitFieldIssues } from '../../../lib/field-issues';
import { useMainButton } from '../../../platform/use-main-button';
import { useSession } from '../../../shell/session/session-context';
import { useCaptcha } from '../captcha/captcha-context';
import { useUtmTags } from '../hooks/use-sign-in-tags';
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
  const utm = useUtmTags();
  const errorText = useApiErrorText();
  const completeSignIn = useSession((state) => state.completeSignIn);
  const [code, setCode] = useState('');
  const [promocode, setPromocode] = useState('');
  const [isPromocodeShown, setPromocodeShown] = useState(false);
  const [errors, setErrors] = useState<{ code?: string; promocode?: string; form?: string }>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [isResending, setResending] = useState(false);
  const [isSpent, setSpent] = useState(false);

  async function submit(value: string = code) {
    if (isSubmitting) return;
    const message = firstMessage(codeSchema.safeParse(value));
    if (message) {
      setErrors({ code: t(message.key, message.params) });
      return;
    }
    setSubmitting(true);
    setErrors({});
    try {
      const body = { email: pending.email, code: value, promocode: promocode.trim() || undefined };
      const login = await api.call(confirmEmailCode, { query: { method: 'email' }, body });
      onAccepted();
      await completeSignIn(login);
    } catch (error) {
      setSubmitting(false);
      if (isTwoFactorCancelled(error)) return;
      if (isCodeSpent(error)) {
        setErrors({});
        setSpent(true);
        return;
      }
      const { fieldIssues, hasOtherError } = splitFieldIssues(error, ['code', 'promocode']);
      setErrors({
        code: fieldIssues.code ? t(fieldIssues.code.key, fieldIssues.code.params) : undefined,
        promocode: fieldIssues.promocode
          ? t(fieldIssues.promocode.key, fieldIssues.promocode.params)
          : undefined,
        form: hasOtherError ? errorText(error) : undefined,
      });
    }
  }

  async function resend() {
    setResending(true);
    setErrors({});
    try {
      const recaptcha = await captcha.getToken('login');
      const body = { email: pending.email };
      onResent(await api.call(requestEmailCode, { query: { method: 'email', ...utm }, body, recaptcha }));
      setCode('');
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
          isEnabled: code.length === CODE_LENGTH,
        },
  );

  return (
    <form
      className="ferry-form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="ferry-form-title">{t('auth.code.title')}</h2>
      <p className="ferry-form-lead">{t('auth.code.lead', { address: pending.sentTo })}</p>
      <CodeField
        label={t('auth.code.label')}
        value={code}
        onChange={(next) => {
          setCode(next);
          setErrors({});
          // The sixth digit sends the code, as people expect from a one-time code field; with
          // the promo code field open they may still be typing there, so they press Sign in.
          if (next.length === CODE_LENGTH && !isPromocodeShown) void submit(next);
        }}
        error={errors.code}
        disabled={isSpent}
        autoFocus
      />
      {isSpent ? <SpentCodeNotice /> : null}
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
      <FormError message={errors.form ?? null} />
    </form>
  );
}
