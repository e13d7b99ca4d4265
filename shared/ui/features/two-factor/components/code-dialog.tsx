import { Button } from '@telegram-apps/telegram-ui';
import { type FormEvent, useId, useState } from 'react';
import { CODE_LENGTH, codeSchema, firstMessage } from '../../../../domain/index';
import { CodeField } from '../../../components/code-field';
import { Dialog } from '../../../components/dialog';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { splitFieldIssues } from '../../../lib/field-issues';

interface CodeDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** Runs the change with the code; a refusal keeps the dialog open with its message. */
  onSubmit(code: string): Promise<void>;
  onClose(): void;
  isDestructive?: boolean;
}

/** Asks for the authenticator's current code before a two-factor change. */
export function CodeDialog({
  title,
  description,
  confirmLabel,
  onSubmit,
  onClose,
  isDestructive,
}: CodeDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const errorText = useApiErrorText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = firstMessage(codeSchema.safeParse(code));
    if (message) return setError(t(message.key, message.params));
    setBusy(true);
    setError(null);
    try {
      await onSubmit(code);
    } catch (failure) {
      setBusy(false);
      const { fieldIssues } = splitFieldIssues(failure, ['code']);
      setError(fieldIssues.code ? t(fieldIssues.code.key, fieldIssues.code.params) : errorText(failure));
      setCode('');
    }
  }

  return (
    <Dialog
      title={title}
      description={description}
      onClose={() => {
        if (!isBusy) onClose();
      }}
      actions={
        <>
          <Button mode="gray" size="m" type="button" onClick={onClose} disabled={isBusy}>
            {t('common.cancel')}
          </Button>
          <Button
            mode="filled"
            size="m"
            type="submit"
            form={formId}
            className={isDestructive ? 'ferry-destructive-button' : undefined}
            loading={isBusy}
            disabled={isBusy || code.length !== CODE_LENGTH}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <CodeField
          label={t('profile.twoFactor.codeLabel')}
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
          error={error}
        />
      </form>
    </Dialog>
  );
}
