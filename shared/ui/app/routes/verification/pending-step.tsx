import type { VerificationState, VerificationStepView } from '@ferry/shared/contracts';
import type { VerificationStepKind } from '@ferry/shared/domain';
import { type ReactNode, useRef } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useVerification } from '../../../features/verification/api/verification-queries';
import { useTranslate } from '../../../i18n/use-translate';
import { EXCHANGE_PATH, FORBIDDEN_PATH } from '../../../shell/paths';

interface PendingStepProps {
  kind: VerificationStepKind;
  children(step: VerificationStepView, state: VerificationState): ReactNode;
}

/**
 * The guard of a step's screen (spec 000 §2): a step already verified when the screen opens sends
 * the user to the exchange, a residence Ferry does not serve to `/forbidden`; otherwise the screen
 * gets its step. A step that completes on the screen stays to say so.
 */
export function PendingStep({ kind, children }: PendingStepProps) {
  const t = useTranslate();
  const { data, error, refetch, isFetching } = useVerification();
  const wasVerifiedOnArrival = useRef<boolean | null>(null);
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
  const step = data.steps.find((candidate) => candidate.kind === kind);
  wasVerifiedOnArrival.current ??= step?.status === 'COMPLETED';
  if (!data.is_country_allowed) return <Navigate to={FORBIDDEN_PATH} replace />;
  if (!step || wasVerifiedOnArrival.current) return <Navigate to={EXCHANGE_PATH} replace />;
  return <>{children(step, data)}</>;
}
