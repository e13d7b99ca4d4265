import { useCallback, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { useClosingConfirmation } from '../platform-hooks/use-closing-confirmation';

/**
 * While a flow holds unsaved input, leaving it (a link, back, the Telegram back button) is held
 * until the user answers "Discard changes?"; moving between the flow's own steps under
 * `flowPrefix` is not leaving. Closing the page asks too. `allowLeave` lets the flow's own
 * finish (sent, then the transaction page) through.
 */
export function useFlowLeaveGuard(
  isDirty: boolean,
  flowPrefix: string,
): { blocker: Blocker; allowLeave(): void } {
  const isAllowedRef = useRef(false);
  const blocker = useBlocker(
    ({ nextLocation }) => isDirty && !isAllowedRef.current && !nextLocation.pathname.startsWith(flowPrefix),
  );
  useClosingConfirmation(isDirty);
  const allowLeave = useCallback(() => {
    isAllowedRef.current = true;
  }, []);
  return { blocker, allowLeave };
}
