import { Button } from '@telegram-apps/telegram-ui';
import { useNavigate } from 'react-router';
import { StatePanel } from '../../../components/state-panel';
import { useSupportLink } from '../../../features/support/use-support-link';
import { useTranslate } from '../../../i18n/use-translate';
import { AUTH_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';

/** `/authentication/blocked`: "Your account is blocked" (spec 001 §6), with a way to support. */
export function BlockedPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const support = useSupportLink();
  const acknowledge = useSession((state) => state.acknowledge);
  return (
    <StatePanel
      role="alert"
      headingLevel={1}
      title={t('auth.blocked.title')}
      description={t('auth.blocked.description')}
      action={
        <div className="ferry-stacked-actions">
          <Button mode="filled" size="l" stretched onClick={support.open}>
            {t('auth.blocked.contactSupport')}
          </Button>
          <Button
            mode="plain"
            size="m"
            stretched
            onClick={() => {
              acknowledge();
              void navigate(AUTH_PATH, { replace: true });
            }}
          >
            {t('auth.blocked.otherAccount')}
          </Button>
        </div>
      }
    />
  );
}
