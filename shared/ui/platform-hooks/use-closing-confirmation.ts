import type { Platform } from '@ferry/shared/platform';
import { useEffect } from 'react';
import { usePlatform } from './platform-context';

/** How many mounted screens want the confirmation, per platform: the one place that sets it. */
const holders = new WeakMap<Platform, number>();

function hold(platform: Platform): () => void {
  const count = holders.get(platform) ?? 0;
  holders.set(platform, count + 1);
  if (count === 0) platform.setClosingConfirmation(true);
  return () => {
    const left = (holders.get(platform) ?? 1) - 1;
    holders.set(platform, left);
    if (left === 0) platform.setClosingConfirmation(false);
  };
}

/**
 * While `isEnabled`, closing the app or the page asks first: a form with unsaved changes
 * (spec 000 §2) or money on its way (a confirm posting). Every caller goes through here, so one
 * screen letting go never turns it off while another still holds it.
 */
export function useClosingConfirmation(isEnabled: boolean): void {
  const platform = usePlatform();
  useEffect(() => (isEnabled ? hold(platform) : undefined), [platform, isEnabled]);
}
