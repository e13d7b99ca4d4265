import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useTranslate } from '../../i18n/use-translate';
import { AUTH_PATH, CONFIRM_TERMS_PATH } from '../../shell/paths';
import { toReturnState } from '../../shell/session/return-path';
import { useSession } from '../../shell/session/session-context';

/**
 * Screens of a signed-in user (`/profile/**`): a signed-out visitor goes to sign in and comes
 * back afterwards; a temporary session goes to the terms first (spec 001 §4).
 */
export function RequireSignedIn() {
  const t = useTranslate();
  const location = useLocation();
  const status = useSession((state) => state.status);
  const error = useSession((state) => state.error);
  const restore = useSession((state) => state.restore);
  const hasLoggedOut = useSession((state) => state.hasLoggedOut);

  if (status === 'restoring' || status === 'signing-in') return <LoadingState />;
  if (status === 'failed') {
    return <ErrorState error={error} title={t('auth.session.loadError')} onRetry={() => void restore()} />;
  }
  if (status === 'needs-terms') {
    return <Navigate to={CONFIRM_TERMS_PATH} replace state={toReturnState(location)} />;
  }
  if (status !== 'signed-in') {
    // After a deliberate logout the next sign-in starts afresh rather than returning here.
    return <Navigate to={AUTH_PATH} replace state={hasLoggedOut ? null : toReturnState(location)} />;
  }
  return <Outlet />;
}
