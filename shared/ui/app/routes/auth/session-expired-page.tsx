import { useLocation, useNavigate } from 'react-router';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { AUTH_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';

/** Shown when the session could not be renewed mid-visit (spec: "Session expired"). */
export function SessionExpiredPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const acknowledge = useSession((state) => state.acknowledge);
  useMainButton({
    text: t('auth.sessionExpired.signInAgain'),
    onClick: () => {
      acknowledge();
      // Back to where the user was once they have signed in again.
      void navigate(AUTH_PATH, { replace: true, state: location.state });
    },
  });
  return (
    <StatePanel
      role="alert"
      headingLevel={1}
      title={t('auth.sessionExpired.title')}
      description={t('auth.sessionExpired.description')}
    />
  );
}
