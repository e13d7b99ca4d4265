import type { VerificationState } from '@ferry/shared/contracts';
import { useNavigate, useParams } from 'react-router';
import {
  type OnboardingPlace,
  type OnboardingScreen,
  onboardingPath,
  readOnboardingPlace,
} from '../../../features/onboarding/utils/onboarding-paths';
import { type OnboardingFacts, onboardingFacts } from '../../../features/onboarding/utils/onboarding-steps';
import { useDisplayMode } from '../../../shell/display-mode-context';
import { useSession } from '../../../shell/session/session-context';

export interface Onboarding {
  place: OnboardingPlace;
  isMessenger: boolean;
  /** The draft's owner: the profile the declared data is for. */
  ownerId: string | null;
  factsOf(state: VerificationState): OnboardingFacts;
  /** The path of `screen` with this walk's type, country and flag. */
  pathOf(screen: OnboardingScreen, state?: VerificationState, flags?: { isForbidden?: boolean }): string;
  go(screen: OnboardingScreen, state?: VerificationState, options?: { replace?: boolean }): void;
}

/** The onboarding seen from one of its screens: its params and where each screen is. */
export function useOnboarding(): Onboarding {
  const params = useParams();
  const navigate = useNavigate();
  const place = readOnboardingPlace(params);
  const isMessenger = useDisplayMode() === 'messenger';
  const hasEmail = useSession((state) => Boolean(state.user?.email));
  const ownerId = useSession((state) => state.profileId);
  const pathOf: Onboarding['pathOf'] = (screen, state, flags = {}) =>
    onboardingPath(screen, {
      type: place.type,
      country: place.country ?? state?.residence_country ?? null,
      isOnboarded: place.isOnboarded,
      isForbidden: flags.isForbidden ?? false,
    });
  return {
    place,
    isMessenger,
    ownerId,
    factsOf: (state) => onboardingFacts(state, { isMessenger, hasEmail }),
    pathOf,
    go: (screen, state, options = {}) => void navigate(pathOf(screen, state), options),
  };
}
