import { type CodeSentResponse, requestEmailCode } from '@ferry/shared/contracts';
import { emailSchema, firstMessage } from '@ferry/shared/domain';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { splitFieldIssues } from '../../../lib/field-issues';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useApi } from '../../../queries/api-context';
import { useCaptcha } from '../captcha/captcha-context';
import { useSignInTags } from '../hooks/use-sign-in-tags';

interface EmailStepProps {
  initialEmail?: string;
  /** The merchant fixed the address (`isEmailLocked`): shown, not editable. */
  isLocked?: boolean;
  onSent(email: string, sent: CodeSentResponse): void;
}

/** Step one of the email sign-in: the address a code goes to (POST login?method=email). */
export function EmailStep({ initialEmail = '', isLocked = false, onSent }: EmailStepProps) {
  const t = useTranslate();
  const api = useApi();
  const captcha = useCaptcha();
  const tags = useSignInTags();
  const errorText = useApiErrorText();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  async function send() {
    if (isSending) return;
    const parsed = emailSchema.safeParse(email);
    const message = firstMessage(parsed);
    if (message || !parsed.success) {
      setFieldError(t(message?.key ?? 'validation.email', message?.params));
      return;
    }
    setSending(true);
    setFormError(null);
    try {
      const recaptcha = await captcha.getToken('login');
      const body = { email: parsed.data };
      const sent = await api.call(requestEmailCode, { query: { method: 'email', ...tags }, body, recaptcha });
      setSending(false);
      onSent(parsed.data, sent);
    } catch (error) {
      setSending(false);
      const { fieldIssues, hasOtherError } = splitFieldIssues(error, ['email']);
      if (fieldIssues.email) setFieldError(t(fieldIssues.email.key, fieldIssues.email.params));
      if (hasOtherError) setFormError(errorText(error));
    }
  }

  useMainButton({ text: t('auth.email.continue'), onClick: () => void send(), isLoading: isSending });

  return (
    <form
      className="ferry-form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <h2 className="ferry-form-title">{t('auth.email.title')}</h2>
      <p className="ferry-form-lead">{t('auth.email.lead')}</p>
      <TextField
        label={t('auth.email.label')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('auth.email.placeholder')}
        value={email}
        readOnly={isLocked}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(null);
        }}
        error={fieldError}
      />
      <FormError message={formError} />
    </form>
  );
}
