import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../shell/session/session-context';
import { type ConnectOpenState, connectPathFor } from '../../wallet-ui/connect-path';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { clearPendingConnect, readPendingConnect } from './pending-connect';
import { requestQueueFor, useRequestReturn, useWaitingRequests } from './request-queue-store';
import { useTonConnectSessions } from './use-tonconnect-sessions';

const TonConnectListener = lazy(async () => ({
  default: (await import('./tonconnect-listener')).TonConnectListener,
}));

/** Screens a request or a pending link must not interrupt: the onboarding and the request itself. */
const UNINTERRUPTED = new Set<string>([
  WALLET_PATHS.tonConnectRequest,
  WALLET_PATHS.create,
  WALLET_PATHS.import,
  WALLET_PATHS.restore,
  WALLET_PATHS.backup,
  WALLET_PATHS.secure,
  WALLET_PATHS.biometry,
  WALLET_PATHS.success,
]);

/**
 * TON Connect's app-wide part, mounted once inside the router (see `app/guards/session-boundary`):
 * - a connect request waiting in the tab (the mini-app's start parameter, or a link kept while
 *   the user made a wallet) opens the connect screen once the user is signed in;
 * - while the account has connected dApps, the bridge listener runs (loaded lazily);
 * - the oldest waiting request takes the screen (`/balances/web3-wallet/tonconnect-request`).
 */
export function TonConnectHost() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isSignedIn = useSession((state) => state.status === 'signed-in');
  const { store, sessions } = useTonConnectSessions();
  const head = useWaitingRequests(store)[0];
  const headId = head ? `${head.sessionId}:${head.id}` : null;
  const isFree = isSignedIn && !UNINTERRUPTED.has(pathname);

  useEffect(() => {
    // A link being answered is not replaced by another one.
    if (!isFree || pathname === WALLET_PATHS.connect) return;
    const pending = readPendingConnect();
    if (!pending) return;
    clearPendingConnect();
    const state: ConnectOpenState = { isInApp: true };
    void navigate(connectPathFor(pending), { state });
  }, [isFree, pathname, navigate]);

  useEffect(() => {
    if (!isFree || headId === null) return;
    const back = useRequestReturn.getState();
    // Back from the request: where the user was, except an answered connect link (its app list then).
    const here = pathname === WALLET_PATHS.connect ? WALLET_PATHS.connectedApps : `${pathname}${search}`;
    if (back.returnTo === null) back.setReturnTo(here);
    void navigate(WALLET_PATHS.tonConnectRequest);
  }, [isFree, headId, navigate, pathname, search]);

  // A sign-out ends the queue: requests belong to the account that was signed in.
  useEffect(() => {
    if (!isSignedIn) useRequestReturn.getState().reset();
  }, [isSignedIn]);
  const lastStore = useRef(store);
  useEffect(() => {
    if (lastStore.current && lastStore.current !== store) requestQueueFor(lastStore.current).clear();
    lastStore.current = store;
  }, [store]);

  if (!isSignedIn || sessions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TonConnectListener />
    </Suspense>
  );
}
