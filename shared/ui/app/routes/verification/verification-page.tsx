import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useVerification } from '../../../features/verification/api/verification-queries';
import { VerificationOverview } from '../../../features/verification/components/verification-overview';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';

/** `/profile/verification`: the level, what is left of its limits, the next level and each step. */
export function VerificationPage() {
  const t = useTranslate();
  const isMessenger = usePlatform().kind === 'telegram';
  const { data, error, refetch, isFetching } = useVerification();
  if (data) return <VerificationOverview state={data} isMessenger={isMessenger} />;
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
