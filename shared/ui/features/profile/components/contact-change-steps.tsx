import type { CodeSentResponse, User } from '@ferry/shared/contracts';
import { type FormEvent, useState } from 'react';
import { CodeForm, useCodeInput } from '../../../components/code-form';
import { FormError } from '../../../components/form-error';
import { ResendCode } from '../../../components/resend-code';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { isCodeSpent } from '../../../lib/code-spent';
import { splitFieldIssues } from '../../../lib/field-issues';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import type { CodeStepState, ContactChange } from './contact-change-flow';

const TEXT = {
  email: {
    newLabel: 'profile.emailEdit.newLabel',
    sendToCurrent: 'profile.emailEdit.sendToCurrent',
    sendToNew: 'profile.emailEdit.sendToNew',
  },
  phone: {
    newLabel: 'profile.phoneEdit.newLabel',
    sendToCurrent: 'profile.phoneEdit.sendToCurrent',
    sendToNew: 'profile.phoneEdit.sendToNew',
  },
} as const;

/** The field a change's new value goes in, checked as typed. */
function useValueField(change: ContactChange) {
  const t = useTranslate();
  const [value, setValue] = useState(change.suggested?.value ?? '');
  const [error, setError] = useState<string | null>(null);
  function check(): string | null {
    const message = change.validate(value);
    if (message) setError(t(message.key, message.params));
    return message ? null : value.trim();
  }
  const field = (
    <TextField
      label={t(TEXT[change.kind].newLabel)}
      name={change.kind}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        setError(null);
      }}
      error={error}
      {...change.inputProps}
      readOnly={change.suggested?.isLocked === true}
    />
  );
  return { field, check, setError };
}

function submitHandler(action: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    action();
  };
}

interface SendStepProps {
  change: ContactChange;
  onSent(sent: CodeSentResponse, value?: string): void;
}

/** Step one: send a code to the current value, or, with none, type the new value first. */
export function ContactSendStep({ change, onSent }: SendStepProps) {
  const t = useTranslate();
  const errorText = useApiErrorText(change.keyForCode);
  const valueField = useValueField(change);
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasCurrent = change.current !== null;

  async function send() {
    if (isSending) return;
    const value = hasCurrent ? undefined : valueField.check();
    if (value === null) return;
    setSending(true);
    setError(null);
    try {
      const sent = await change.requestCode(value);
      onSent(sent, value);
    } catch (failure) {
      setSending(false);
      const { fieldIssues, hasOtherError } = splitFieldIssues(failure, [change.kind]);
      const issue = fieldIssues[change.kind];
      if (issue) valueField.setError(t(issue.key, issue.params));
      if (hasOtherError) setError(errorText(failure));
    }
  }

  useMainButton({ text: t('profile.contact.sendCode'), onClick: () => void send(), isLoading: isSending });
  return (
    <form className="ferry-form" noValidate onSubmit={submitHandler(() => void send())}>
      {hasCurrent ? (
        <p className="ferry-form-lead">
          {t(TEXT[change.kind].sendToCurrent, { current: change.current ?? '' })}
        </p>
      ) : (
        <>
          <p className="ferry-form-lead">{t(TEXT[change.kind].sendToNew)}</p>
          {valueField.field}
        </>
      )}
      <FormError message={error} />
    </form>
  );
}

interface CodeStepProps {
  change: ContactChange;
  step: CodeStepState;
  onResent(sent: CodeSentResponse): void;
  /** The code, to send with the new value on the next step. */
  onCode(code: string): void;
  onConfirmed(user: User): void;
}

/** Step two: the code (and, when the value was typed first, the change itself). */
export function ContactCodeStep({ change, step, onResent, onCode, onConfirmed }: CodeStepProps) {
  const t = useTranslate();
  const errorText = useApiErrorText(change.keyForCode);
  const codeInput = useCodeInput(step.error ?? null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isResending, setResending] = useState(false);
  const [isSpent, setSpent] = useState(step.isSpent === true);

  async function next() {
    if (isBusy) return;
    const { code } = codeInput;
    if (!codeInput.check()) return;
    if (step.value === undefined) return onCode(code);
    setBusy(true);
    setError(null);
    try {
      onConfirmed(await change.confirm(code, step.value));
    } catch (failure) {
      setBusy(false);
      if (isCodeSpent(failure)) {
        codeInput.setError(null);
        setSpent(true);
        return;
      }
      const { fieldIssues, hasOtherError } = splitFieldIssues(failure, ['code']);
      if (fieldIssues.code) codeInput.setError(t(fieldIssues.code.key, fieldIssues.code.params));
      if (hasOtherError) setError(errorText(failure));
    }
  }

  async function resend() {
    setResending(true);
    setError(null);
    try {
      onResent(await change.requestCode(step.value));
      codeInput.setCode('');
      codeInput.setError(null);
      setSpent(false);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setResending(false);
    }
  }

  useMainButton(
    isSpent
      ? { text: t('auth.code.requestNew'), onClick: () => void resend(), isLoading: isResending }
      : {
          text: t(step.value === undefined ? 'common.continue' : 'common.save'),
          onClick: () => void next(),
          isEnabled: codeInput.isComplete,
          isLoading: isBusy,
        },
  );
  return (
    <CodeForm
      input={codeInput}
      className="ferry-form"
      label={t('profile.contact.codeLabel')}
      lead={
        <p className="ferry-form-lead">{t('profile.contact.codeSent', { address: step.sent.sent_to })}</p>
      }
      onSubmit={() => void next()}
      isSpent={isSpent}
      autoFocus
      formError={error}
    >
      {/* A spent code frees the resend at once; the main button offers it, so no wait is shown. */}
      {isSpent ? null : (
        <ResendCode
          resendAt={step.sentAtMs + step.sent.resend_after_seconds * 1000}
          isSending={isResending}
          onResend={() => void resend()}
        />
      )}
    </CodeForm>
  );
}

interface ValueStepProps {
  change: ContactChange;
  code: string;
  /** The server refused the code: back to the code step with this message. */
  onCodeRefused(message: string, isSpent?: boolean): void;
  onConfirmed(user: User): void;
}

/** Step three: the new value, saved together with the code. */
export function ContactValueStep({ change, code, onCodeRefused, onConfirmed }: ValueStepProps) {
  const t = useTranslate();
  const errorText = useApiErrorText(change.keyForCode);
  const valueField = useValueField(change);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    if (isSaving) return;
    const value = valueField.check();
    if (value === null) return;
    setSaving(true);
    setError(null);
    try {
      onConfirmed(await change.confirm(code, value));
    } catch (failure) {
      setSaving(false);
      if (isCodeSpent(failure)) return onCodeRefused(t('errors.CODE_ATTEMPTS_EXCEEDED'), true);
      const { fieldIssues, hasOtherError } = splitFieldIssues(failure, ['code', change.kind]);
      if (fieldIssues.code) return onCodeRefused(t(fieldIssues.code.key, fieldIssues.code.params));
      const issue = fieldIssues[change.kind];
      if (issue) valueField.setError(t(issue.key, issue.params));
      if (hasOtherError) setError(errorText(failure));
    }
  }

  useMainButton({ text: t('common.save'), onClick: () => void save(), isLoading: isSaving });
  return (
    <form className="ferry-form" noValidate onSubmit={submitHandler(() => void save())}>
      <p className="ferry-form-lead">{t('profile.contact.enterNew')}</p>
      {valueField.field}
      <FormError message={error} />
    </form>
  );
}
