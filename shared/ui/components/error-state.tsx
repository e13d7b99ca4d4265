import { isApiError } from '@ferry/shared/api';
import { Button } from '@telegram-apps/telegram-ui';
import { useTranslation } from 'react-i18next';
import { useTranslate } from '../i18n/use-translate';
import { StatePanel } from './state-panel';

interface ErrorStateProps {
  error: unknown;
  title: string;
  onRetry(): void;
  isRetrying?: boolean;
}

/** The spec's message for the error code when the catalogue has one, a general line otherwise. */
function useErrorDescription(error: unknown): string {
  const t = useTranslate();
  const { t: translateAny, i18n } = useTranslation();
  if (isApiError(error)) {
    if (error.kind === 'network') return t('common.error.connection');
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return translateAny(key);
  }
  return t('common.error.description');
}

export function ErrorState({ error, title, onRetry, isRetrying = false }: ErrorStateProps) {
  const t = useTranslate();
  const description = useErrorDescription(error);
  return (
    <StatePanel
      role="alert"
      title={title}
      description={description}
      action={
        <Button mode="bezeled" size="m" onClick={onRetry} loading={isRetrying} disabled={isRetrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** The part of a query result an error state reads: its error, how to fetch again, whether it is. */
interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch(): Promise<unknown>;
}

/** A query's failure: its error under `title`, and a retry that refetches and spins meanwhile. */
export function QueryErrorState({ query, title }: { query: RetryableQuery; title: string }) {
  return (
    <ErrorState
      error={query.error}
      title={title}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
