import { useEffect, useRef } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { usePlatform } from '../platform-hooks/platform-context';
import { ConfirmDialog } from './confirm-dialog';

interface DiscardChangesDialogProps {
  onDiscard(): void;
  onKeepEditing(): void;
}

/**
 * Spec 000 §2: closing a drawer with unsaved changes asks first. In the mini-app Telegram's own
 * popup asks; elsewhere the page's dialog.
 */
export function DiscardChangesDialog({ onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  const t = useTranslate();
  const { popup } = usePlatform();
  const answerRef = useRef({ onDiscard, onKeepEditing });
  answerRef.current = { onDiscard, onKeepEditing };
  const title = t('common.discard.title');
  const message = t('common.discard.description');
  const confirmLabel = t('common.discard.discard');
  const cancelLabel = t('common.discard.keepEditing');

  useEffect(() => {
    if (!popup) return;
    let isCurrent = true;
    void popup
      .confirm({ title, message, confirmLabel, cancelLabel, isDestructive: true })
      .then((isDiscarding) => {
        if (!isCurrent) return;
        if (isDiscarding) answerRef.current.onDiscard();
        else answerRef.current.onKeepEditing();
      });
    return () => {
      isCurrent = false;
    };
  }, [popup, title, message, confirmLabel, cancelLabel]);

  if (popup) return null;
  return (
    <ConfirmDialog
      title={title}
      description={message}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  );
}
