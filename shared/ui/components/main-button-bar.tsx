import type { OnScreenMainButton } from '@ferry/shared/platform';
import { Button } from '@telegram-apps/telegram-ui';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useMainButtonSlot } from './main-button-slot';

/**
 * The web's stand-in for Telegram's main button: pinned to the bottom, with the same text,
 * disabled and loading states, driven by `useMainButton` through the platform.
 */
export function MainButtonBar({ button }: { button: OnScreenMainButton }) {
  const params = useSyncExternalStore(button.subscribe, button.getParams, button.getParams);
  // A screen may give the button a place in its layout (desktop columns); else it is pinned.
  const slot = useMainButtonSlot();
  if (!params.isVisible) return null;
  const bar = (
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
  return slot ? createPortal(bar, slot) : bar;
}
