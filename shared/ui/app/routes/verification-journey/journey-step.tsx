// The journey is a step of the transaction's flow: it is laid out as the flow's other steps are.
import '../../../styles/withdraw.css';
import type { MessageKey } from '@ferry/locales';
import type { VerificationState, VerificationStepView } from '@ferry/shared/contracts';
import type { VerificationStepKind } from '@ferry/shared/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { FlowProgress } from '../../../components/flow-progress';
import { LoadingState } from '../../../components/loading-state';
import { useVerification } from '../../../features/verification/api/verification-queries';
import { useTranslate } from '../../../i18n/use-translate';
import { AUTH_BLOCKED_PATH, FORBIDDEN_PATH } from '../../../shell/paths';
import { NotFoundPage } from '../not-found-page';
import { isJourneyPlace, JOURNEY_FLOW_STEP } from './journey-paths';
import { JourneyWaitingNote } from './journey-waiting-note';
import { useVerificationJourney } from './use-verification-journey';

/** How often a step decided elsewhere (the provider, Telegram) is asked about while it waits. */
const WAITING_POLL_MS = 3000;

/** What the toast says when the step completes on its screen. */
const DONE_KEY: Readonly<Record<VerificationStepKind, MessageKey>> = {
  PHONE: 'verification.phone.done',
  DECLARED_ADDRESS: 'verification.declared.done',
  IDENTITY: 'verification.provider.completedTitle',
  ADDRESS: 'verification.provider.completedTitle',
};

interface JourneyStepProps {
  kind: VerificationStepKind;
  children(step: VerificationStepView, state: VerificationState): ReactNode;
}

/**
 * One step of the journey a transaction sends the user on, with the flow's progress bar. A step
 * that is complete, on arrival or as soon as it completes here (the code, the form, the provider's
 * webhook while this screen waits), leads on to the next step the transaction's level needs, and
 * after the last back to the same transaction. A held profile goes to the hold's explanation, a
 * residence Ferry does not serve to `/forbidden`.
 */
export function JourneyStep({ kind, children }: JourneyStepProps) {
  const t = useTranslate();
  const journey = useVerificationJourney();
  const isWaitingElsewhere = kind === 'IDENTITY' || kind === 'ADDRESS' || journey.isMessenger;
  const { data, error, refetch, isFetching } = useVerification({
    refetchInterval: isWaitingElsewhere ? WAITING_POLL_MS : false,
    isEnabled: isJourneyPlace(journey.place),
  });
  const step = data?.steps.find((candidate) => candidate.kind === kind);
  const wasCompleteOnArrival = useRef<boolean | null>(null);
  if (step) wasCompleteOnArrival.current ??= step.status === 'COMPLETED';
  // A step the state does not list has nothing to do here either.
  const isComplete = data !== undefined && (!step || step.status === 'COMPLETED');
  const hasLedOn = useRef(false);
  const { next } = journey;
  useEffect(() => {
    if (!data || !isComplete || data.block || !data.is_country_allowed || hasLedOn.current) return;
    hasLedOn.current = true;
    next(data, wasCompleteOnArrival.current === false ? t(DONE_KEY[kind]) : undefined);
  }, [data, isComplete, next, kind, t]);

  if (!isJourneyPlace(journey.place)) return <NotFoundPage />;
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
  if (!data.is_country_allowed) return <Navigate to={FORBIDDEN_PATH} replace />;
  if (!step || isComplete) return <LoadingState />;
  return (
    <div className="ferry-withdraw">
      <FlowProgress step={JOURNEY_FLOW_STEP[kind]} />
      <JourneyWaitingNote place={journey.place} />
      {children(step, data)}
    </div>
  );
}
