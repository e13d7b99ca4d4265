import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslate } from '../../../i18n/use-translate';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';

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
  const deletion = useConfirmedAction(async () => {
    await remove();
    onDeleted();
  });

  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={t('presets.delete')}
      onCancel={onClose}
      {...deletion}
    />
  );
}
