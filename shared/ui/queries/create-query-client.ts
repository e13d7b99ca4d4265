import { isApiError } from '@ferry/shared/api';
import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on retry; a lost connection or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
