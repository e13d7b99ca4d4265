import '../../../features/onboarding/components/onboarding.css';
import type { VerificationState } from '@ferry/shared/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ProgressBar } from '../../../components/flow-progress';
import { LoadingState } from '../../../components/loading-state';
import {
  isOnboardingProfileType,
  type OnboardingScreen,
  onboardingPath,
} from '../../../features/onboarding/utils/onboarding-paths';
import {
  isOnboardingScreenDue,
  nextOnboardingScreen,
  onboardingProgress,
} from '../../../features/onboarding/utils/onboarding-steps';
import { useVerification } from '../../../features/verification/api/verification-queries';
import { useTranslate } from '../../../i18n/use-translate';
import { AUTH_BLOCKED_PATH, FORBIDDEN_PATH } from '../../../shell/paths';
import { NotFoundPage } from '../not-found-page';
import { type Onboarding, useOnboarding } from './use-onboarding';

/** How often a step decided elsewhere (the provider, Telegram) is asked about while it waits. */
const WAITING_POLL_MS = 3000;

/** The screens that stay whatever the steps say: the refused country and the last step. */
const ALWAYS_SHOWN: ReadonlySet<OnboardingScreen> = new Set(['forbidden', 'issue']);

interface OnboardingStepProps {
  screen: OnboardingScreen;
  /** The step completes elsewhere (the provider's page, Telegram's contact): ask again meanwhile. */
  isWaitingElsewhere?: boolean;
  children(state: VerificationState, onboarding: Onboarding): ReactNode;
}

/**
 * One screen of the onboarding under the flow's progress bar. An unknown profile type goes back to
 * the choice; a held account to the hold's explanation; a residence Ferry does not serve to the
 * onboarding's refused-country screen. A screen whose step is done, on arrival or as soon as it
 * completes here, leads on to the next one still due, so a done step is never shown twice.
 */
export function OnboardingStep({ screen, isWaitingElsewhere = false, children }: OnboardingStepProps) {
  const t = useTranslate();
  const onboarding = useOnboarding();
  const { place } = onboarding;
  const { data, error, refetch, isFetching } = useVerification({
    refetchInterval: isWaitingElsewhere ? WAITING_POLL_MS : false,
    isEnabled: place.isValid && isOnboardingProfileType(place.type),
  });
  if (!place.isValid) return <NotFoundPage />;
  if (!isOnboardingProfileType(place.type)) {
    return <Navigate to={onboardingPath('profile-type', place)} replace />;
  }
  if (!data) {
    if (error) {
      return (
        <ErrorState
          error={error}
          title={t('verification.loadError')}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      );
    }
    return <LoadingState />;
  }
  if (data.block) return <Navigate to={AUTH_BLOCKED_PATH} replace />;
  if (!data.is_country_allowed && screen !== 'forbidden') {
    const country = data.residence_country ?? place.country;
    const target = country ? onboardingPath('forbidden', { ...place, country }) : FORBIDDEN_PATH;
    return <Navigate to={target} replace />;
  }
  const facts = onboarding.factsOf(data);
  if (!ALWAYS_SHOWN.has(screen) && !isOnboardingScreenDue(screen, facts)) {
    return <Navigate to={onboarding.pathOf(nextOnboardingScreen(screen, facts), data)} replace />;
  }
  const percent = onboardingProgress(screen);
  return (
    <div className="ferry-onboarding">
      {percent === null ? null : <ProgressBar percent={percent} />}
      {children(data, onboarding)}
    </div>
  );
}
