import { isApiError } from '@ferry/shared/api';
import { errorMessageKey } from '@ferry/shared/domain';

/** The quote confirmed had expired when it was placed (the server's `quote_expired`). */
export function isQuoteExpired(failure: unknown): boolean {
  const details = isApiError(failure) ? (failure.details as { reason?: unknown } | undefined) : undefined;
  return (
    isApiError(failure) && failure.code === 'UNPROCESSABLE_ENTITY' && details?.reason === 'quote_expired'
  );
}

/** Keeps card codes and most errors in the spec's words; a card decline says so. */
export function payinErrorKey(code: string) {
  return errorMessageKey(code, 'payin');
}
