import '../../../features/onboarding/components/onboarding.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ProgressBar } from '../../../components/flow-progress';
import { ProfileTypeChoice } from '../../../features/onboarding/components/profile-type-choice';
import { useOnboardingDraft } from '../../../features/onboarding/stores/onboarding-draft-store';
import {
  ONBOARDING_PROFILE_TYPES,
  type OnboardingProfileType,
  onboardingPath,
} from '../../../features/onboarding/utils/onboarding-paths';
import {
  nextOnboardingScreen,
  onboardingFacts,
  onboardingProgress,
} from '../../../features/onboarding/utils/onboarding-steps';
import { useSupportLink } from '../../../features/support/use-support-link';
import {
  useVerification,
  verificationQueryKey,
} from '../../../features/verification/api/verification-queries';
import { ForbiddenPanel } from '../../../features/verification/components/forbidden-panel';
import { checkDeclaredPerson } from '../../../features/verification/utils/declared-data-values';
import { useTranslate } from '../../../i18n/use-translate';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useDisplayMode } from '../../../shell/display-mode-context';
import { EXCHANGE_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';
import { OnboardingDetailsForm } from './onboarding-details-form';
import { OnboardingResidencyForm } from './onboarding-residency-form';
import { OnboardingStep } from './onboarding-step';

/**
 * `/balances/onboarding-profile-type`: whom the account is for, then on to the first step the
 * profile still needs (a user who verified some steps already skips them).
 */
export function OnboardingProfileTypePage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [type, setType] = useState<OnboardingProfileType>('personal');
  const isMessenger = useDisplayMode() === 'messenger';
  const hasEmail = useSession((state) => Boolean(state.user?.email));
  const { data, error, refetch, isFetching } = useVerification();
  useMainButton({
    text: t('onboarding.profileType.continue'),
    isLoading: !data,
    isEnabled: Boolean(data),
    onClick: () => {
      if (!data) return;
      const facts = onboardingFacts(data, { isMessenger, hasEmail });
      const place = { type, country: data.residence_country, isOnboarded: data.level !== 'starter' };
      void navigate(onboardingPath(nextOnboardingScreen('profile-type', facts), place));
    },
  });
  if (!data && error) {
    return (
      <ErrorState
        error={error}
        title={t('verification.loadError')}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  return (
    <div className="ferry-onboarding">
      <ProgressBar percent={onboardingProgress('profile-type') ?? 0} />
      <ProfileTypeChoice types={ONBOARDING_PROFILE_TYPES} value={type} onChange={setType} />
    </div>
  );
}

/** `/balances/onboarding-details/:type/:onboarded?`: name and date of birth, kept in the draft. */
export function OnboardingDetailsPage() {
  return (
    <OnboardingStep screen="details">
      {(state, onboarding) =>
        onboarding.ownerId ? (
          <DetailsBody ownerId={onboarding.ownerId} onDone={() => onboarding.go('residency', state)} />
        ) : null
      }
    </OnboardingStep>
  );
}

function DetailsBody({ ownerId, onDone }: { ownerId: string; onDone(): void }) {
  const draft = useOnboardingDraft(ownerId);
  return <OnboardingDetailsForm ownerId={ownerId} draft={draft} onDone={onDone} />;
}

/**
 * `/balances/onboarding-residency/:type/:onboarded?`: the country and address; it sends the
 * declared data with the details typed before. Without them (a new tab) the details come first.
 */
export function OnboardingResidencyPage() {
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  return (
    <OnboardingStep screen="residency">
      {(state, onboarding) =>
        onboarding.ownerId ? (
          <ResidencyBody
            ownerId={onboarding.ownerId}
            detailsPath={onboarding.pathOf('details', state)}
            onCountryRefused={async (country) => {
              // The server kept the refused country: the cached state must say so before the
              // refused-country screen reads it, or its guard would send the user back.
              await queryClient.invalidateQueries({ queryKey: verificationQueryKey(profileId) });
              onboarding.go('forbidden', { ...state, residence_country: country }, { replace: true });
            }}
          />
        ) : null
      }
    </OnboardingStep>
  );
}

function ResidencyBody({
  ownerId,
  detailsPath,
  onCountryRefused,
}: {
  ownerId: string;
  detailsPath: string;
  onCountryRefused(country: string): Promise<void>;
}) {
  const draft = useOnboardingDraft(ownerId);
  const [hasDetails] = useState(() => Object.keys(checkDeclaredPerson(draft, new Date())).length === 0);
  if (!hasDetails) return <Navigate to={detailsPath} replace />;
  // Saved: the verification state says the step is done and OnboardingStep leads on.
  return (
    <OnboardingResidencyForm
      ownerId={ownerId}
      draft={draft}
      onSaved={() => undefined}
      onCountryRefused={onCountryRefused}
    />
  );
}

/**
 * `/balances/onboarding-forbidden/:type/:country/:onboarded?`: Ferry does not serve residents of
 * the declared country. What the user can still do, and support; the walk ends here.
 */
export function OnboardingForbiddenPage() {
  const navigate = useNavigate();
  const support = useSupportLink();
  return (
    <OnboardingStep screen="forbidden">
      {(state, onboarding) =>
        state.is_country_allowed ? (
          <Navigate
            to={onboarding.pathOf(nextOnboardingScreen('profile-type', onboarding.factsOf(state)), state)}
            replace
          />
        ) : (
          <ForbiddenPanel
            country={onboarding.place.country ?? state.residence_country}
            isSignedIn
            onContactSupport={support.open}
            onGoHome={() => void navigate(EXCHANGE_PATH)}
          />
        )
      }
    </OnboardingStep>
  );
}
