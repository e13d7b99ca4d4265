import { Button } from '@telegram-apps/telegram-ui';
import { useSyncExternalStore } from 'react';
import type { OnScreenMainButton } from '../../platform/index';

/**
 * The web's stand-in for Telegram's main button: pinned to the bottom, with the same text,
 * disabled and loading states, driven by `useMainButton` through the platform.
 */
export function MainButtonBar({ button }: { button: OnScreenMainButton }) {
  const params = useSyncExternalStore(button.subscribe, button.getParams, button.getParams);
  if (!params.isVisible) return null;
  return (
    <div className="ferry-main-button-bar">
      <Button
        mode="filled"
        size="l"
        stretched
        loading={params.isLoading}
        disabled={!params.isEnabled || params.isLoading}
        aria-busy={params.isLoading || undefined}
        onClick={() => button.press()}
      >
        {params.text}
      </Button>
    </div>
  );
}
