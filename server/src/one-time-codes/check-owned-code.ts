import { ensureRateAvailable, type RateLimiter } from '../rate-limit/rate-limiter';
import { codeExpiredError, tooManyAttemptsError, wrongCodeError } from './code-errors';
import { FAILED_CODE_CHECKS_RULE } from './failed-checks-rule';
import type { CodeRow, OneTimeCodes } from './one-time-codes';

/**
 * Checks the newest code sent to `destination` for its owner, after taking one of its tries: a
 * code someone else asked for reads as expired, as an expired one does, so the answer tells a
 * guesser nothing. A wrong code counts toward the account's failed checks of the hour.
 */
export async function checkOwnedCode(
  codes: Pick<OneTimeCodes, 'findNewest' | 'isLive' | 'takeAttempt' | 'matches'>,
  limiter: RateLimiter,
  request: {
    /** The account whose failed checks are counted. */
    userId: string;
    destination: string;
    code: string;
    isOwnedBy(payload: unknown): boolean;
  },
): Promise<CodeRow> {
  await ensureRateAvailable(limiter, FAILED_CODE_CHECKS_RULE, request.userId);
  const row = await codes.findNewest(request.destination);
  if (!row || !request.isOwnedBy(row.payload) || !codes.isLive(row)) throw codeExpiredError();
  if (row.attempts >= row.max_attempts) throw tooManyAttemptsError();
  const attemptsUsed = await codes.takeAttempt(row.id);
  if (attemptsUsed === undefined) throw codeExpiredError();
  if (await codes.matches(row, request.code)) return row;
  await limiter.hit(FAILED_CODE_CHECKS_RULE, request.userId);
  throw wrongCodeError(row.max_attempts - attemptsUsed);
}
