import { useBlocker } from 'react-router';
import { useClosingConfirmation } from '../platform-hooks/use-closing-confirmation';

export interface UnsavedChanges {
  /** A navigation away waits for the user's answer: show "Discard changes?". */
  isAsking: boolean;
  /** "Close & Discard": the waiting navigation goes on. */
  discard(): void;
  /** "Keep editing": the waiting navigation is dropped and the screen stays. */
  keepEditing(): void;
}

/**
 * Spec 000 §2: a screen with unsaved changes asks before they are lost.
 *
 * While `isDirty`:
 * - closing or reloading the page warns (the browser's leave-page prompt), and in the mini-app
 *   Telegram asks before closing (its closing confirmation);
 * - leaving the screen inside the app (a link, the back control, Telegram's back button, a tab)
 *   waits, and `isAsking` turns true until the user answers.
 *
 * Most screens render `<UnsavedChangesGuard isDirty={...} />` (components/unsaved-changes-guard)
 * and need nothing else. Pass `isDirty` false before navigating away on purpose — e.g.
 * `isDirty && !isSubmitSuccessful` with react-hook-form — or a successful save is asked about too.
 * Moving within the same path (a query parameter, a hash) never asks.
 */
export function useUnsavedChanges(isDirty: boolean): UnsavedChanges {
  useClosingConfirmation(isDirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return {
    isAsking: blocker.state === 'blocked',
    discard: () => blocker.proceed?.(),
    keepEditing: () => blocker.reset?.(),
  };
}
