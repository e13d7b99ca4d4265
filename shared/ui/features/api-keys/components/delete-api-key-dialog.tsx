import { type ApiKey, deleteApiKey } from '@ferry/shared/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { useApi } from '../../../queries/api-context';

interface DeleteApiKeyDialogProps {
  apiKey: ApiKey;
  onDeleted(): void;
  onClose(): void;
}

/** "Delete this key?" Requests signed with it stop working at once. */
export function DeleteApiKeyDialog({ apiKey, onDeleted, onClose }: DeleteApiKeyDialogProps) {
  const t = useTranslate();
  const api = useApi();
  const errorText = useApiErrorText();
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setDeleting(true);
    setError(null);
    try {
      await api.call(deleteApiKey, { params: { apiKeyId: apiKey.id } });
      onDeleted();
    } catch (failure) {
      setDeleting(false);
      setError(errorText(failure));
    }
  }

  return (
    <ConfirmDialog
      title={t('profile.apiKeys.deleteTitle', { name: apiKey.name })}
      description={t('profile.apiKeys.deleteDescription')}
      confirmLabel={t('profile.apiKeys.delete')}
      onConfirm={() => void remove()}
      onCancel={onClose}
      isBusy={isDeleting}
      error={error}
    />
  );
}
