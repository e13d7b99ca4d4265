import { type Location, Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { StatePanel } from '../../components/state-panel';
import { TonConnectHost } from '../../features/wallet-tonconnect/tonconnect-host';
import { useTranslate } from '../../i18n/use-translate';
import { useApiErrorText } from '../../lib/api-error-text';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useDisplayMode } from '../../shell/display-mode-context';
import { AUTH_BLOCKED_PATH, AUTH_PATH, CONFIRM_TERMS_PATH, SESSION_EXPIRED_PATH } from '../../shell/paths';
import { type ReturnState, toReturnState } from '../../shell/session/return-path';
import { useSession } from '../../shell/session/session-context';

/** Screens that belong to signing in; nobody is "returned" to them afterwards. */
function isSessionScreen(pathname: string): boolean {
  return (
    pathname.startsWith(AUTH_PATH) || pathname === SESSION_EXPIRED_PATH || pathname === CONFIRM_TERMS_PATH
  );
}

/** Keeps where the user was headed when one redirect follows another. */
function carryReturnState(location: Location): ReturnState {
  const carried = (location.state as ReturnState | null)?.from;
  if (carried) return { from: carried };
  return isSessionScreen(location.pathname) ? {} : toReturnState(location);
}

/**
 * Around every screen: the session's states that take over the whole app. An expired session
 * shows its notice; a blocked account its screen; a temporary session the terms (spec 001 §4);
 * the mini-app's sign-in by init data its progress and, when it fails, a retry.
 */
export function SessionBoundary() {
  const location = useLocation();
  const mode = useDisplayMode();
  const { initData } = usePlatform();
  const status = useSession((state) => state.status);
  const { pathname } = location;

  if (status === 'expired' && pathname !== SESSION_EXPIRED_PATH) {
    return <Navigate to={SESSION_EXPIRED_PATH} replace state={carryReturnState(location)} />;
  }
  if (status === 'blocked' && pathname !== AUTH_BLOCKED_PATH)
    return <Navigate to={AUTH_BLOCKED_PATH} replace />;
  if (status === 'needs-terms' && pathname !== CONFIRM_TERMS_PATH) {
    return <Navigate to={CONFIRM_TERMS_PATH} replace state={carryReturnState(location)} />;
  }
  const isMessengerSignIn = mode === 'messenger' && initData !== null;
  if (isMessengerSignIn && status === 'signing-in') return <MessengerSigningIn />;
  if (isMessengerSignIn && status === 'failed') return <MessengerSignInFailed initData={initData} />;
  return (
    <>
      <Outlet />
      {/* TON Connect's listener and request queue live as long as the app (a few kB until used). */}
      <TonConnectHost />
    </>
  );
}

function MessengerSigningIn() {
  const t = useTranslate();
  return <LoadingState label={t('auth.telegram.signingIn')} />;
}

function MessengerSignInFailed({ initData }: { initData: string }) {
  const t = useTranslate();
  const errorText = useApiErrorText();
  const error = useSession((state) => state.error);
  const signIn = useSession((state) => state.signInWithInitData);
  useMainButton({ text: t('common.retry'), onClick: () => void signIn(initData) });
  return <StatePanel role="alert" title={t('auth.telegram.failedTitle')} description={errorText(error)} />;
}
