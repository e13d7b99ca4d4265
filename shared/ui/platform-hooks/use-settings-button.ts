import { useEffect, useRef } from 'react';
import { usePlatform } from './platform-context';

/** Telegram's Settings menu item leads to `open` (the profile) while `isShown`. */
export function useSettingsButton(isShown: boolean, open: () => void): void {
  const { settingsButton } = usePlatform();
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!settingsButton) return;
    if (!isShown) {
      settingsButton.hide();
      return;
    }
    settingsButton.show();
    const off = settingsButton.onClick(() => openRef.current());
    return () => {
      off();
      settingsButton.hide();
    };
  }, [settingsButton, isShown]);
}
