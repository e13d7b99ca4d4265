import { useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Holds back navigation away from the page while `isArmed` (an order whose money the user has
 * not sent yet), so the page can say what leaving does: the order stays open (spec 000 §2). A path the
 * page itself leads to on purpose (its main button) goes through `leaveFreely`.
 */
export function useLeaveWarning(isArmed: boolean) {
  const isLeavingOnPurpose = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isArmed && !isLeavingOnPurpose.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return {
    isAsking: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
    leaveFreely: (go: () => void) => {
      isLeavingOnPurpose.current = true;
      go();
    },
  };
}
