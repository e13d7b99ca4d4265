import { Outlet } from 'react-router';
import { useForgetOnLeave } from '../common/use-forget-on-leave';
import { useOnboardingDraft } from './onboarding-draft-store';

/**
 * Wraps the onboarding screens: leaving them all (back to balances, a link elsewhere) drops the
 * draft, so a phrase or password never lingers in memory after the flow.
 */
export function OnboardingScope() {
  const clear = useOnboardingDraft((state) => state.clear);
  useForgetOnLeave(clear);
  return <Outlet />;
}
