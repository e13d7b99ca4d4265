import { useUnsavedChanges } from '../lib/use-unsaved-changes';
import { DiscardChangesDialog } from './discard-changes-dialog';

/**
 * Drop into any form screen: `<UnsavedChangesGuard isDirty={isDirty && !isSubmitSuccessful} />`.
 * It warns on page close, asks "Discard changes?" ("Close & Discard" / "Keep editing") before the
 * app leaves the screen, and turns on Telegram's closing confirmation in the mini-app.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const { isAsking, discard, keepEditing } = useUnsavedChanges(isDirty);
  return isAsking ? <DiscardChangesDialog onDiscard={discard} onKeepEditing={keepEditing} /> : null;
}
