import { Button } from '@telegram-apps/telegram-ui';
import { useTranslate } from '../i18n/use-translate';
import { Dialog } from './dialog';

interface DiscardChangesDialogProps {
  onDiscard(): void;
  onKeepEditing(): void;
}

/** Spec 000 §2: closing a drawer with unsaved changes asks first. */
export function DiscardChangesDialog({ onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  const t = useTranslate();
  return (
    <Dialog
      role="alertdialog"
      title={t('common.discard.title')}
      description={t('common.discard.description')}
      onClose={onKeepEditing}
      actions={
        <>
          <Button mode="gray" size="m" type="button" onClick={onKeepEditing}>
            {t('common.discard.keepEditing')}
          </Button>
          <Button
            mode="filled"
            size="m"
            type="button"
            className="ferry-destructive-button"
            onClick={onDiscard}
          >
            {t('common.discard.discard')}
          </Button>
        </>
      }
    />
  );
}
