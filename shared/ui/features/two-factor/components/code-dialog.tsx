import { useId, useState } from 'react';
import { CodeForm, useCodeInput } from '../../../components/code-form';
import { Dialog } from '../../../components/dialog';
import { ActionButton, CancelButton } from '../../../components/dialog-buttons';
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
  const codeInput = useCodeInput();
  const [isBusy, setBusy] = useState(false);

  async function submit(code: string) {
    if (!codeInput.check(code)) return;
    setBusy(true);
    codeInput.setError(null);
    try {
      await onSubmit(code);
    } catch (failure) {
      setBusy(false);
      const { fieldIssues } = splitFieldIssues(failure, ['code']);
      codeInput.setError(
        fieldIssues.code ? t(fieldIssues.code.key, fieldIssues.code.params) : errorText(failure),
      );
      codeInput.setCode('');
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
          <CancelButton onClick={onClose} disabled={isBusy} />
          <ActionButton
            form={formId}
            className={isDestructive ? 'ferry-destructive-button' : undefined}
            isBusy={isBusy}
            isDisabled={!codeInput.isComplete}
          >
            {confirmLabel}
          </ActionButton>
        </>
      }
    >
      <CodeForm
        id={formId}
        input={codeInput}
        label={t('profile.twoFactor.codeLabel')}
        onSubmit={(code) => void submit(code)}
      />
    </Dialog>
  );
}
