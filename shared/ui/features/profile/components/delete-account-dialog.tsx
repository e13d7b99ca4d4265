import { deleteUser } from '@ferry/shared/contracts';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled } from '../../../lib/api-error-text';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
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
  const forget = useSession((state) => state.forget);
  const deletion = useConfirmedAction(async () => {
    await api.call(deleteUser, { body: { confirm: 'DELETE' } });
    forget();
    void navigate(AUTH_PATH, { replace: true });
  }, isTwoFactorCancelled);

  return (
    <ConfirmDialog
      title={t('profile.deleteAccount.title')}
      description={t('profile.deleteAccount.description')}
      confirmLabel={t('profile.deleteAccount.confirm')}
      onCancel={onClose}
      {...deletion}
    />
  );
}
