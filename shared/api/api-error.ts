import type { ErrorCode } from '../domain/index';
import { isErrorCode } from '../domain/index';

/**
 * Where a failure came from: the server answered with an error, the request never got an
 * answer, or the answer broke the endpoint's contract.
 */
export type ApiErrorKind = 'response' | 'network' | 'contract';

interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The HTTP status, or 0 when no answer arrived. */
  status: number;
  code: ErrorCode;
  message: string;
  details?: unknown;
  /** The code the server sent when it is not one we know (then `code` comes from the status). */
  serverCode?: string;
  /** Seconds the server asked to wait before trying again (`Retry-After`). */
  retryAfterSeconds?: number | undefined;
  isSilent?: boolean;
  cause?: unknown;
}

/** A failed call: screens show `t('errors.<code>')` unless `shouldToast` says to stay quiet. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly serverCode: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly isSilent: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.serverCode = init.serverCode;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.isSilent = init.isSilent ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED_REQUEST',
  403: 'ACCESS_DENIED',
  404: 'NOT_FOUND',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT_ERROR',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  // A bare 503 comes from a proxy in front of a server that is down: the maintenance case.
  503: 'SERVICE_UNAVAILABLE',
};

/** The code for an error answer whose body names none we know. */
export function codeForStatus(status: number): ErrorCode {
  const known = CODE_BY_STATUS[status];
  if (known) return known;
  return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}

/** Picks the spec code from the server's, falling back to the status for an unknown one. */
export function resolveCode(serverCode: string, status: number): ErrorCode {
  return isErrorCode(serverCode) ? serverCode : codeForStatus(status);
}

/** A DOMException is not an `Error` subclass in every runtime, so the name decides. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Spec 001 §8: no toast for unauthorized, request-failed (network) and silent errors; an
 * aborted request is the caller's own doing and never toasts either.
 */
export function shouldToast(error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (!isApiError(error)) return true;
  if (error.isSilent || error.kind === 'network') return false;
  return error.code !== 'UNAUTHORIZED_REQUEST';
}
