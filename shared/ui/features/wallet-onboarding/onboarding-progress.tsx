import { ProgressBar } from '../../components/flow-progress';

/** Where each onboarding step stands in the whole setup (a thin bar, like the money flows). */
const PERCENT = { words: 20, challenge: 45, secure: 70, biometry: 90 } as const;

export type OnboardingStep = keyof typeof PERCENT;

export function OnboardingProgress({ step }: { step: OnboardingStep }) {
  return <ProgressBar percent={PERCENT[step]} />;
}
