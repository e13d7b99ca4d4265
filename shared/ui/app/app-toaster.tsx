import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../lib/toaster-gate';

/** sonner's Toaster as the app shows it; loaded with the first toast (lib/toaster-gate). */
export function AppToaster({ appearance }: { appearance: 'light' | 'dark' }) {
  // The Toaster's own effect (its subscription) runs before this one: toasts sent after it show.
  useEffect(() => toasterMounted(), []);
  return (
    // Top centre, clear of the bottom tabs and of Telegram's header in a full-screen mini-app.
    <Toaster
      theme={appearance}
      position="top-center"
      closeButton
      richColors
      offset={{ top: 'calc(16px + var(--ferry-safe-top, 0px))' }}
      mobileOffset={{ top: 'calc(12px + var(--ferry-safe-top, 0px))', left: '12px', right: '12px' }}
    />
  );
}
