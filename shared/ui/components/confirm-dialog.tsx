import { Button } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { Dialog } from './dialog';
import { FormError } from './form-error';

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless the question names its own way back ("Keep editing"). */
  cancelLabel?: string;
  onConfirm(): void;
  /** Cancel, Escape and a tap outside; ignored while the confirmed action runs. */
  onCancel(): void;
  /** The confirmed action is running: both buttons wait and the dialog stays open. */
  isBusy?: boolean;
  /** Why the action failed; pass it (null while none) when the action can fail. */
  error?: string | null;
}

/**
 * A question that interrupts before something that cannot be undone (discard, delete): an
 * alertdialog with a way back and a destructive confirm button.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isBusy = false,
  error,
}: ConfirmDialogProps) {
  const t = useTranslate();
  return (
    <Dialog
      role="alertdialog"
      title={title}
      description={description}
      onClose={() => {
        if (!isBusy) onCancel();
      }}
      actions={
        <>
          <Button mode="gray" size="m" type="button" onClick={onCancel} disabled={isBusy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            mode="filled"
            size="m"
            type="button"
            className="ferry-destructive-button"
            loading={isBusy}
            disabled={isBusy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error === undefined ? null : <FormError message={error} />}
    </Dialog>
  );
}
