import { useTranslate } from '../i18n/use-translate';
import { ConfirmDialog } from './confirm-dialog';

interface DiscardChangesDialogProps {
  onDiscard(): void;
  onKeepEditing(): void;
}

/** Spec 000 §2: closing a drawer with unsaved changes asks first. */
export function DiscardChangesDialog({ onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  const t = useTranslate();
  return (
    <ConfirmDialog
      title={t('common.discard.title')}
      description={t('common.discard.description')}
      cancelLabel={t('common.discard.keepEditing')}
      confirmLabel={t('common.discard.discard')}
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  );
}
