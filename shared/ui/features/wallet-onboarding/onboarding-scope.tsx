import { Outlet } from 'react-router';
import { FlowLeaveDialog } from '../../components/flow-leave-dialog';
import { useFlowLeaveGuard } from '../../lib/use-flow-leave-guard';
import { useOnboardingDraft } from '../../wallet-ui/onboarding-draft-store';
import { useForgetOnLeave } from '../../wallet-ui/vault/use-forget-on-leave';
import { WALLET_PATH } from '../../wallet-ui/wallet-paths';

/**
 * Wraps the onboarding screens. While a phrase is shown or typed but not yet saved, leaving the
 * wallet's screens (or closing the page) asks "Discard changes?" (spec 000 §2), since the words
 * would be gone; leaving them all drops the draft, so a phrase or password never lingers.
 */
export function OnboardingScope() {
  const clear = useOnboardingDraft((state) => state.clear);
  const hasUnsavedPhrase = useOnboardingDraft((state) => state.mnemonic !== null);
  const { blocker } = useFlowLeaveGuard(hasUnsavedPhrase, WALLET_PATH);
  useForgetOnLeave(clear);
  return (
    <>
      <Outlet />
      {/* Discarding lets the navigation go on; the draft goes when these screens unmount
          (clearing first would redirect the step back to create before the leave happens). */}
      <FlowLeaveDialog blocker={blocker} onDiscard={() => undefined} />
    </>
  );
}
