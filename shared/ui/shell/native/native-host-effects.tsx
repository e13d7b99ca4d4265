import { registerPushToken } from '@ferry/shared/contracts';
import { isAppVersionBelow } from '@ferry/shared/domain';
import type { NativeHostControl, NativePushToken } from '@ferry/shared/platform';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../queries/api-context';
import { useInitSettings } from '../init-settings';
import { UPDATE_REQUIRED_PATH } from '../paths';
import { useSession } from '../session/session-context';
import { isNativeUpdateState, NATIVE_UPDATE_STATE } from './native-update';

/**
 * An app older than the server's `min_native_version` (init-settings) stays on the update-required
 * screen: every navigation is turned back to it until the person updates the app.
 */
function useNativeVersionGate(nativeHost: NativeHostControl): void {
  const minimum = useInitSettings().data?.min_native_version;
  const [isOutdated, setIsOutdated] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!minimum) return;
    let isCurrent = true;
    void nativeHost.getInfo().then((info) => {
      if (isCurrent && info && isAppVersionBelow(info.appVersion, minimum)) setIsOutdated(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [minimum, nativeHost]);

  const isOnUpdateScreen = location.pathname === UPDATE_REQUIRED_PATH && isNativeUpdateState(location.state);
  useEffect(() => {
    if (isOutdated && !isOnUpdateScreen)
      void navigate(UPDATE_REQUIRED_PATH, { replace: true, state: NATIVE_UPDATE_STATE });
  }, [isOutdated, isOnUpdateScreen, navigate]);
}

/**
 * The host's push token goes to the server once per signed-in session (`POST push-tokens`, mobile
 * base); the server forgets it when the session ends, so logout needs nothing from here.
 */
function usePushTokenRegistration(nativeHost: NativeHostControl): void {
  const api = useApi();
  const status = useSession((state) => state.status);
  const userId = useSession((state) => state.user?.uuid ?? null);
  const [token, setToken] = useState<NativePushToken | null>(null);
  const registeredFor = useRef<string | null>(null);

  useEffect(() => nativeHost.onPushToken(setToken), [nativeHost]);

  useEffect(() => {
    if (status !== 'signed-in' || !userId || !token) {
      if (status === 'signed-out' || status === 'expired') registeredFor.current = null;
      return;
    }
    const key = `${userId}\n${token.platform}\n${token.token}`;
    if (registeredFor.current === key) return;
    registeredFor.current = key;
    api.call(registerPushToken, { body: token }).catch(() => {
      // Pushes are a convenience: the next launch hands the token over again.
      registeredFor.current = null;
    });
  }, [api, status, userId, token]);
}

/**
 * What the native host app needs of the running app (inside the router, under the layout): the
 * version gate and push registration.
 */
export function NativeHostEffects({ nativeHost }: { nativeHost: NativeHostControl }) {
  useNativeVersionGate(nativeHost);
  usePushTokenRegistration(nativeHost);
  return null;
}
