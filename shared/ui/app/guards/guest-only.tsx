import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { CABINET_PATH } from '../../shell/paths';
import { readReturnPath } from '../../shell/session/return-path';
import { useSession } from '../../shell/session/session-context';

/**
 * The sign-in screens: a logged-in user is sent on (spec 000 §2: to /cabinet), or back to the
 * screen that sent them here to sign in.
 */
export function GuestOnly() {
  const location = useLocation();
  const status = useSession((state) => state.status);
  if (status === 'restoring') return <LoadingState />;
  if (status === 'signed-in') return <Navigate to={readReturnPath(location.state, CABINET_PATH)} replace />;
  return <Outlet />;
}
