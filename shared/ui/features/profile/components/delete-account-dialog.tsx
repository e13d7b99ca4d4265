import { deleteUser } from '@ferry/shared/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled, useApiErrorText } from '../../../lib/api-error-text';
import { useApi } from '../../../queries/api-context';
import { AUTH_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';

/**
 * "Delete account?" Deleting may ask for the 2FA code (the API client opens that dialog); the
 * server refuses while a balance remains, and the reason is shown here.
 */
export function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const t = useTranslate();
  const api = useApi();
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  const forget = useSession((state) => state.forget);
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setDeleting(true);
    setError(null);
    try {
      await api.call(deleteUser, { body: { confirm: 'DELETE' } });
      forget();
      void navigate(AUTH_PATH, { replace: true });
    } catch (failure) {
      setDeleting(false);
      if (!isTwoFactorCancelled(failure)) setError(errorText(failure));
    }
  }

  return (
    <ConfirmDialog
      title={t('profile.deleteAccount.title')}
      description={t('profile.deleteAccount.description')}
      confirmLabel={t('profile.deleteAccount.confirm')}
      onConfirm={() => void remove()}
      onCancel={onClose}
      isBusy={isDeleting}
      error={error}
    />
  );
}
