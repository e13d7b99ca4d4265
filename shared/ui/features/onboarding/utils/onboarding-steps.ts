import type { VerificationState } from '@ferry/shared/contracts';
import { type FlowStep, progressPercent, type VerificationStatus } from '@ferry/shared/domain';
import type { OnboardingScreen } from './onboarding-paths';

/** What decides which screens a user still has to see. */
export interface OnboardingFacts {
  statuses: Readonly<Partial<Record<VerificationState['steps'][number]['kind'], VerificationStatus>>>;
  isMessenger: boolean;
  hasEmail: boolean;
}

export function onboardingFacts(
  state: VerificationState,
  { isMessenger, hasEmail }: { isMessenger: boolean; hasEmail: boolean },
): OnboardingFacts {
  return {
    statuses: Object.fromEntries(state.steps.map((step) => [step.kind, step.status])),
    isMessenger,
    hasEmail,
  };
}

/** The walk after the profile type; the phone is one place, by SMS or by the messenger's contact. */
const SEQUENCE = ['details', 'residency', 'phone', 'identity', 'email-messenger', 'issue'] as const;
type SequenceScreen = (typeof SEQUENCE)[number];

/**
 * Whether a screen still has something for the user to do. The identity check the provider is
 * reviewing waits on the provider, not the user: it is passed over and the last step says it runs.
 */
export function isOnboardingScreenDue(screen: OnboardingScreen, facts: OnboardingFacts): boolean {
  const { statuses } = facts;
  switch (screen) {
    case 'details':
    case 'residency':
      return statuses.DECLARED_ADDRESS !== 'COMPLETED';
    case 'phone':
    case 'phone-messenger':
      return statuses.PHONE !== 'COMPLETED';
    case 'identity':
      return statuses.IDENTITY !== 'COMPLETED' && statuses.IDENTITY !== 'PROCESSING';
    case 'email-messenger':
      return !facts.hasEmail;
    default:
      return true;
  }
}

function sequenceIndex(screen: OnboardingScreen): number {
  if (screen === 'phone-messenger') return SEQUENCE.indexOf('phone');
  return SEQUENCE.indexOf(screen as SequenceScreen);
}

/**
 * The first screen after `after` that is still due (the card's step is always last). The email
 * step is the messenger's: a web account signs in with its email, a mini-app one by Telegram.
 */
export function nextOnboardingScreen(after: OnboardingScreen, facts: OnboardingFacts): OnboardingScreen {
  const from = after === 'profile-type' ? 0 : sequenceIndex(after) + 1;
  for (const screen of SEQUENCE.slice(from)) {
    if (screen === 'email-messenger' && !facts.isMessenger) continue;
    if (!isOnboardingScreenDue(screen, facts)) continue;
    if (screen === 'phone') return facts.isMessenger ? 'phone-messenger' : 'phone';
    return screen;
  }
  return 'issue';
}

/**
 * The progress bar's step for each screen (spec 000 §4 "Flow progress percentage"). The email has
 * no row of its own: it comes after the identity and keeps the identity's mark; the refused
 * country ends the walk and shows no bar.
 */
const FLOW_STEP: Readonly<Record<OnboardingScreen, FlowStep | null>> = {
  'profile-type': 'init',
  details: 'declarative-personal-data',
  residency: 'declarative-personal-data',
  forbidden: null,
  phone: 'phone-verification',
  'phone-messenger': 'phone-verification',
  identity: 'identity-verification',
  'email-messenger': 'identity-verification',
  issue: 'final',
};

export function onboardingProgress(screen: OnboardingScreen): number | null {
  const step = FLOW_STEP[screen];
  return step === null ? null : progressPercent(step);
}
