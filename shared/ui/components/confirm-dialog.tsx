import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { ActionButton, CancelButton } from './dialog-buttons';
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
          <CancelButton onClick={onCancel} disabled={isBusy} label={cancelLabel} />
          <ActionButton className="ferry-destructive-button" isBusy={isBusy} onClick={onConfirm}>
            {confirmLabel}
          </ActionButton>
        </>
      }
    >
      {error === undefined ? null : <FormError message={error} />}
    </Dialog>
  );
}
