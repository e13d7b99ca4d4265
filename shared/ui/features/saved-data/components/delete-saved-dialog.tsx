import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';

interface DeleteSavedDialogProps {
  title: string;
  description: string;
  /** Deletes on the server; a refusal (RESERVED_REQUISITE) stays in the dialog with its message. */
  remove(): Promise<unknown>;
  onDeleted(): void;
  onClose(): void;
}

/** "Delete these details?" with the server's refusal shown in place when it says no. */
export function DeleteSavedDialog({
  title,
  description,
  remove,
  onDeleted,
  onClose,
}: DeleteSavedDialogProps) {
  const t = useTranslate();
  const errorText = useApiErrorText();
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (isDeleting) return;
    setDeleting(true);
    setError(null);
    try {
      await remove();
      onDeleted();
    } catch (failure) {
      setDeleting(false);
      setError(errorText(failure));
    }
  }

  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={t('presets.delete')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      isBusy={isDeleting}
      error={error}
    />
  );
}
