import type { BiometryControl, BiometryKind, BiometryStatus } from '@ferry/shared/platform';
import { biometry, requestBiometry } from '@telegram-apps/sdk-react';

/** Some desktop clients never answer `web_app_biometry_get_info`; never wait on them for long. */
const MOUNT_TIMEOUT_MS = 3000;

function kindOf(type: string | undefined): BiometryKind {
  if (type === 'face') return 'face';
  if (type === 'finger') return 'finger';
  return 'unknown';
}

const UNAVAILABLE: BiometryStatus = {
  isAvailable: false,
  isAccessRequested: false,
  isAccessGranted: false,
  isTokenSaved: false,
  kind: 'unknown',
};

/**
 * Biometry over the SDK (client 7.2+). It is mounted on first use, not at launch: asking the
 * client for its biometry info is needed only where the user meets it (the profile, a payout).
 */
export function createTelegramBiometry(): BiometryControl | null {
  if (!biometry.isSupported()) return null;
  let mounting: Promise<boolean> | null = null;
  function ensureMounted(): Promise<boolean> {
    if (biometry.isMounted()) return Promise.resolve(true);
    mounting ??= Promise.resolve()
      .then(() => biometry.mount(AbortSignal.timeout(MOUNT_TIMEOUT_MS)))
      .then(() => true)
      .catch(() => {
        mounting = null;
        return false;
      });
    return mounting;
  }
  function status(): BiometryStatus {
    const state = biometry.state();
    return {
      isAvailable: state.available,
      isAccessRequested: state.accessRequested,
      isAccessGranted: state.accessGranted,
      isTokenSaved: state.tokenSaved,
      kind: kindOf(state.type),
    };
  }
  return {
    async getStatus() {
      const wasMounted = biometry.isMounted();
      if (!(await ensureMounted())) return UNAVAILABLE;
      if (!wasMounted) return status();
      // The SDK's state is not refreshed by a token update or by the user's settings: ask again.
      try {
        const fresh = await requestBiometry({ timeout: MOUNT_TIMEOUT_MS });
        return fresh.available
          ? {
              isAvailable: true,
              isAccessRequested: fresh.access_requested,
              isAccessGranted: fresh.access_granted,
              isTokenSaved: fresh.token_saved,
              kind: kindOf(fresh.type),
            }
          : UNAVAILABLE;
      } catch {
        return status();
      }
    },
    async requestAccess(reason) {
      if (!(await ensureMounted())) return false;
      try {
        return await biometry.requestAccess({ reason });
      } catch {
        return false;
      }
    },
    async authenticate(reason) {
      if (!(await ensureMounted())) return { isAuthorized: false, token: null };
      try {
        const { status: result, token } = await biometry.authenticate({ reason });
        return { isAuthorized: result === 'authorized', token: token ?? null };
      } catch {
        return { isAuthorized: false, token: null };
      }
    },
    async updateToken(token, reason) {
      if (!(await ensureMounted())) return false;
      try {
        const result = await biometry.updateToken({ token, ...(reason ? { reason } : {}) });
        return result === 'updated' || result === 'removed';
      } catch {
        return false;
      }
    },
    openSettings: () => void biometry.openSettings.ifAvailable(),
  };
}
