import { useEffect, useRef } from 'react';
import { usePlatform } from './platform-context';
import type { MainButtonOptions } from './use-main-button';

/**
 * A screen's second action on Telegram's secondary button (7.10+) beside the main one. Returns
 * whether the shell draws it: when false the screen draws the action itself.
 */
export function useSecondaryButton({
  text,
  onClick,
  isEnabled = true,
  isLoading = false,
  isVisible = true,
}: MainButtonOptions): boolean {
  const { secondaryButton } = usePlatform();
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;

  useEffect(() => {
    secondaryButton?.setParams({ text, isEnabled, isLoading, isVisible });
  }, [secondaryButton, text, isEnabled, isLoading, isVisible]);

  useEffect(() => {
    if (!secondaryButton) return;
    const off = secondaryButton.onClick(() => onClickRef.current());
    return () => {
      off();
      secondaryButton.setParams({ isVisible: false, isLoading: false });
    };
  }, [secondaryButton]);

  return secondaryButton !== null;
}
