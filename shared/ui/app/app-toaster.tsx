import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../lib/toaster-gate';

/**
 * The shell's top padding, the header's height and its margins (.ferry-shell, .ferry-topbar in
 * base.css; 24 px of padding on a wide screen in responsive.css), plus a little air.
 */
export const HEADER_CLEARANCE = '68px';
export const WIDE_HEADER_CLEARANCE = '84px';

/** sonner's Toaster as the app shows it; loaded with the first toast (lib/toaster-gate). */
export function AppToaster({ appearance }: { appearance: 'light' | 'dark' }) {
  // The Toaster's own effect (its subscription) runs before this one: toasts sent after it show.
  useEffect(() => toasterMounted(), []);
  return (
    // Top centre, clear of the bottom tabs, of Telegram's header in a full-screen mini-app and of
    // the page's own header (back arrow and title): a toast over them hid the way back.
    <Toaster
      theme={appearance}
      position="top-center"
      closeButton
      richColors
      offset={{ top: `calc(${WIDE_HEADER_CLEARANCE} + var(--ferry-safe-top, 0px))` }}
      mobileOffset={{
        top: `calc(${HEADER_CLEARANCE} + var(--ferry-safe-top, 0px))`,
        left: '12px',
        right: '12px',
      }}
    />
  );
}
