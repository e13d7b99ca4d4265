import type { MessageKey } from '@ferry/locales';
import { DomainError } from '@ferry/shared/domain';

const WRONG_CODE_KEY: MessageKey = 'validation.code';
const CODE_EXPIRED_KEY: MessageKey = 'errors.messages.codeExpired';
const TOO_MANY_ATTEMPTS_KEY: MessageKey = 'errors.messages.tooManyAttempts';

/**
 * The refusals of a code check. Wrong and expired codes are field errors on `code` (the same
 * `issues` shape as any VALIDATION_ERROR, so a form puts the text under the field); the spent code
 * is TOO_MANY_REQUESTS without Retry-After, because waiting does not help: a new code does.
 */
export function wrongCodeError(attemptsLeft: number): DomainError {
  return new DomainError('VALIDATION_ERROR', {
    reason: 'code_invalid',
    attempts_left: Math.max(0, attemptsLeft),
    issues: [{ path: 'code', code: 'custom', message: WRONG_CODE_KEY, key: WRONG_CODE_KEY }],
  });
}

/** A code that expired, was used, was replaced by a newer one, or was never sent. */
export function codeExpiredError(): DomainError {
  return new DomainError('VALIDATION_ERROR', {
    reason: 'code_expired',
    issues: [{ path: 'code', code: 'custom', message: CODE_EXPIRED_KEY, key: CODE_EXPIRED_KEY }],
  });
}

export function tooManyAttemptsError(): DomainError {
  return new DomainError('TOO_MANY_REQUESTS', {
    reason: 'code_attempts_exceeded',
    key: TOO_MANY_ATTEMPTS_KEY,
  });
}
