import { type FormEvent, type ReactNode, useState } from 'react';
import { Dialog } from './dialog';
import { ActionButton, CancelButton } from './dialog-buttons';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { FormError } from './form-error';

interface SheetFormProps {
  /** The form element's id: the submit button points at it, fields build their ids from it. */
  formId: string;
  title: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** Unsaved changes: closing asks "Discard changes?" first. */
  isDirty?: boolean;
  /**
   * `sheet` holds a whole form; `dialog` is a small one whose Cancel is locked while it saves.
   */
  variant?: 'sheet' | 'dialog';
  formError: string | null;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * A form in a modal with Cancel and a submit button that spins while saving; closing does
 * nothing while the save runs, and asks before throwing changes away.
 */
export function SheetForm({
  formId,
  title,
  submitLabel,
  isSubmitting,
  isDirty = false,
  variant = 'sheet',
  formError,
  onSubmit,
  onClose,
  children,
}: SheetFormProps) {
  const [isAskingDiscard, setAskingDiscard] = useState(false);

  function requestClose() {
    if (isSubmitting) return;
    if (isDirty) setAskingDiscard(true);
    else onClose();
  }

  if (isAskingDiscard) {
    return <DiscardChangesDialog onDiscard={onClose} onKeepEditing={() => setAskingDiscard(false)} />;
  }
  return (
    <Dialog
      variant={variant}
      title={title}
      onClose={requestClose}
      actions={
        <>
          <CancelButton onClick={requestClose} disabled={variant === 'dialog' && isSubmitting} />
          <ActionButton form={formId} isBusy={isSubmitting}>
            {submitLabel}
          </ActionButton>
        </>
      }
    >
      <form id={formId} className="ferry-form" noValidate onSubmit={onSubmit}>
        {children}
        <FormError message={formError} />
      </form>
    </Dialog>
  );
}
