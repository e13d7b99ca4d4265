/** The update-required screen's state when the native host app is older than the server serves. */
export const NATIVE_UPDATE_STATE = { reason: 'native-app-outdated' } as const;

export function isNativeUpdateState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { reason?: unknown }).reason === NATIVE_UPDATE_STATE.reason
  );
}
