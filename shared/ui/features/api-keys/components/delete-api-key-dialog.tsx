import { type ApiKey, deleteApiKey } from '@ferry/shared/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslate } from '../../../i18n/use-translate';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
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
  const deletion = useConfirmedAction(async () => {
    await api.call(deleteApiKey, { params: { apiKeyId: apiKey.id } });
    onDeleted();
  });

  return (
    <ConfirmDialog
      title={t('profile.apiKeys.deleteTitle', { name: apiKey.name })}
      description={t('profile.apiKeys.deleteDescription')}
      confirmLabel={t('profile.apiKeys.delete')}
      onCancel={onClose}
      {...deletion}
    />
  );
}
