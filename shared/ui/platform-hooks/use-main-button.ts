import { useEffect, useRef } from 'react';
import { usePlatform } from './platform-context';

export interface MainButtonOptions {
  text: string;
  onClick: () => void;
  isEnabled?: boolean;
  isLoading?: boolean;
  /** Lets a screen keep the hook mounted while the button is not wanted. */
  isVisible?: boolean;
}

/**
 * The screen's one primary action: Telegram's main button in the mini-app, the on-screen button
 * in the web. Hidden again when the screen unmounts.
 */
export function useMainButton({
  text,
  onClick,
  isEnabled = true,
  isLoading = false,
  isVisible = true,
}: MainButtonOptions): void {
  const { mainButton } = usePlatform();
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;

  useEffect(() => {
    mainButton.setParams({ text, isEnabled, isLoading, isVisible });
  }, [mainButton, text, isEnabled, isLoading, isVisible]);

  useEffect(() => {
    const off = mainButton.onClick(() => onClickRef.current());
    return () => {
      off();
      mainButton.setParams({ isVisible: false, isLoading: false });
    };
  }, [mainButton]);
}
