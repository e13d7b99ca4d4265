import type { ErrorEnvelope } from '@ferry/shared/contracts';
import { type ErrorCode, isDomainError } from '@ferry/shared/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { TEST_MODE_HEADER } from './answer-response';
import type { AppEnv } from './app-env';
import { englishMessage } from './english-message';
import { HTTP_STATUS_BY_CODE } from './http-status';

/** Turns anything thrown by a handler into the one error envelope, with the status its code has. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (isDomainError(error)) return respondWithError(c, error.code, error.details);
  if (error instanceof HTTPException) {
    return respondWithError(c, codeForStatus(error.status), undefined, error.status as ContentfulStatusCode);
  }
  c.get('logger').error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
  return respondWithError(c, 'INTERNAL_ERROR');
}

export function respondWithError(
  c: Context<AppEnv>,
  code: ErrorCode,
  details?: unknown,
  status: ContentfulStatusCode = HTTP_STATUS_BY_CODE[code],
): Response {
  const body: ErrorEnvelope = {
    error: { code, message: englishMessage(code), ...(details === undefined ? {} : { details }) },
  };
  const retryAfter = (details as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds;
  if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
  const testMode = c.get('answerHeaders')?.[TEST_MODE_HEADER];
  if (testMode !== undefined) c.header(TEST_MODE_HEADER, testMode);
  return c.json(body, status);
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED_REQUEST';
  if (status === 403) return 'ACCESS_DENIED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 400) return 'BAD_REQUEST';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}
