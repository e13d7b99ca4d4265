import type { Blocker } from 'react-router';
import { DiscardChangesDialog } from './discard-changes-dialog';

/** "Discard changes?" for a flow's held navigation: discarding clears the flow, then leaves. */
export function FlowLeaveDialog({ blocker, onDiscard }: { blocker: Blocker; onDiscard(): void }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <DiscardChangesDialog
      onDiscard={() => {
        onDiscard();
        blocker.proceed();
      }}
      onKeepEditing={() => blocker.reset()}
    />
  );
}
