import { useEffect } from 'react';
import { usePlatform } from './platform-context';

/** While `isEnabled`, closing the app or the page asks first (spec 000 §2, unsaved changes). */
export function useClosingConfirmation(isEnabled: boolean): void {
  const platform = usePlatform();
  useEffect(() => {
    if (!isEnabled) return;
    platform.setClosingConfirmation(true);
    return () => platform.setClosingConfirmation(false);
  }, [platform, isEnabled]);
}
