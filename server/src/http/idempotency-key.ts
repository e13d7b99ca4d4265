import { createHash } from 'node:crypto';
import type { ErrorEnvelope } from '@ferry/shared/contracts';
import { DomainError, isDomainError } from '@ferry/shared/domain';
import { englishMessage } from './english-message';
import { HTTP_STATUS_BY_CODE } from './http-status';

export interface StoredAnswer {
  status: number;
  body: string;
  isReplay: boolean;
}

export interface IdempotentRequest {
  /** Whose key it is: 'user:<id>' or 'merchant:<api key id>'. */
  scope: string;
  key: string;
  endpointId: string;
  /** What the request said: method, path with query, raw body. */
  fingerprint: string;
}

const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/** A key of 8 to 255 printable ASCII characters, or BAD_REQUEST naming the header. */
export function checkIdempotencyKey(key: string): void {
  if (!KEY_PATTERN.test(key))
    throw new DomainError('BAD_REQUEST', { reason: 'idempotency_key_invalid', header: 'Idempotency-Key' });
}

/** What is kept of the request to tell a repeat from another request under the same key. */
export const requestHashOf = (request: IdempotentRequest) =>
  createHash('sha256').update(request.fingerprint).digest('hex');

/** Answers that depend on the moment rather than the request (who is signed in, load) are not kept. */
const UNSTORED_STATUSES = new Set([401, 403, 429]);

/** A spec refusal as the error envelope the error handler would send, or null for anything else. */
export function storableRefusal(error: unknown): { status: number; body: string } | null {
  if (!isDomainError(error)) return null;
  const status = HTTP_STATUS_BY_CODE[error.code];
  if (status < 400 || status >= 500 || UNSTORED_STATUSES.has(status)) return null;
  const envelope: ErrorEnvelope = {
    error: {
      code: error.code,
      message: englishMessage(error.code),
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
  return { status, body: JSON.stringify(envelope) };
}
