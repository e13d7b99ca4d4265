import { sqlStatesOf } from './sql-state';

/**
 * SQLSTATEs after which PostgreSQL has rolled the transaction back and the same work may simply
 * run again: 40001 serialization_failure, 40P01 deadlock_detected.
 */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** Attempts in all (the first one included) before a retryable failure is given up on. */
export const DEFAULT_TRANSACTION_ATTEMPTS = 5;
/** The first backoff; each next one doubles, each jittered to between half and the whole. */
export const DEFAULT_RETRY_DELAY_MS = 10;

export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1): the jitter. */
  random?: () => number;
  /** Whether a failure may be run again (default: `isRetryableTransactionError`). */
  isRetryable?: (error: unknown) => boolean;
  /** Called before each new attempt, with the failure that caused it. */
  onRetry?: (error: unknown, attempt: number) => void;
}

/** Whether a database error (or one it wraps as `cause`) says "rolled back, run it again". */
export function isRetryableTransactionError(error: unknown): boolean {
  return sqlStatesOf(error).some((code) => RETRYABLE_SQLSTATES.has(code));
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` — one whole database transaction, begun and ended inside it — again when it
 * fails with a serialization failure or a deadlock, up to `attempts` times in all, after a short
 * jittered backoff (so two transactions that deadlocked do not meet again in step). Any other
 * failure, and the last retryable one, is thrown as it is.
 */
export async function retryTransaction<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? DEFAULT_TRANSACTION_ATTEMPTS);
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const sleep = options.sleep ?? sleepFor;
  const random = options.random ?? Math.random;
  const isRetryable = options.isRetryable ?? isRetryableTransactionError;
  for (let number = 1; ; number += 1) {
    try {
      return await attempt(number);
    } catch (error) {
      if (number >= attempts || !isRetryable(error)) throw error;
      options.onRetry?.(error, number);
      await sleep(baseDelayMs * 2 ** (number - 1) * (0.5 + random() / 2));
    }
  }
}
