import { useEffect } from 'react';

const pending = new Map<() => void, ReturnType<typeof setTimeout>>();

/**
 * Calls `forget` once the component is really gone. The call waits a tick and a remount cancels
 * it, so React's development double mount (StrictMode) does not wipe a secret the screen still
 * shows.
 */
export function useForgetOnLeave(forget: () => void): void {
  useEffect(() => {
    const timer = pending.get(forget);
    if (timer !== undefined) clearTimeout(timer);
    pending.delete(forget);
    return () => {
      pending.set(
        forget,
        setTimeout(() => {
          pending.delete(forget);
          forget();
        }, 0),
      );
    };
  }, [forget]);
}
