import type { MessageKey } from '@ferry/locales';
import { DomainError } from '@ferry/shared/domain';

const WRONG_CODE_KEY: MessageKey = 'validation.codeWrong';
const CODE_EXPIRED_KEY: MessageKey = 'errors.messages.codeExpired';

/**
 * The refusals of a code check. Wrong and expired codes are field errors on `code` (the same
 * `issues` shape as any VALIDATION_ERROR, so a form puts the text under the field); a wrong one
 * says how many tries the code has left ("Wrong code, 3 attempts left"). The spent code is
 * CODE_ATTEMPTS_EXCEEDED without Retry-After, because waiting does not help: a new code does.
 */
export function wrongCodeError(attemptsLeft: number): DomainError {
  const left = Math.max(0, attemptsLeft);
  return new DomainError('VALIDATION_ERROR', {
    reason: 'code_invalid',
    attempts_left: left,
    issues: [
      { path: 'code', code: 'custom', message: WRONG_CODE_KEY, key: WRONG_CODE_KEY, params: { count: left } },
    ],
  });
}

/** A code that expired, was used, was replaced by a newer one, or was never sent. */
export function codeExpiredError(): DomainError {
  return new DomainError('VALIDATION_ERROR', {
    reason: 'code_expired',
    issues: [{ path: 'code', code: 'custom', message: CODE_EXPIRED_KEY, key: CODE_EXPIRED_KEY }],
  });
}

/** Every try of the code is used, the right code included: the way on is to request a new one. */
export function tooManyAttemptsError(): DomainError {
  return new DomainError('CODE_ATTEMPTS_EXCEEDED', { reason: 'code_attempts_exceeded', attempts_left: 0 });
}
