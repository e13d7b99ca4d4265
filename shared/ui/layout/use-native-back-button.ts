import { useEffect, useRef } from 'react';
import { usePlatform } from '../platform-hooks/platform-context';

/**
 * Shows the shell's own back button (Telegram) on child screens and hides it on root screens; a
 * native host learns the same (`back_state`) and its back button leads back beside the on-screen
 * arrow. A browser tab's control does nothing with either.
 */
export function useNativeBackButton(goBack: (() => void) | null): void {
  const { backButton } = usePlatform();
  const goBackRef = useRef(goBack);
  goBackRef.current = goBack;
  const isVisible = goBack !== null;

  useEffect(() => {
    if (!isVisible) {
      backButton.hide();
      return;
    }
    backButton.show();
    return backButton.onClick(() => goBackRef.current?.());
  }, [backButton, isVisible]);
}
