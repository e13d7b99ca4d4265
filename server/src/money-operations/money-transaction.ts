import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import { isRetryableTransactionError, type RetryOptions, retryTransaction } from '../db/retry-transaction';
import type { Schema } from '../db/schema';
import { bufferUserEvents } from '../events/user-events';

const calledOutside = new WeakSet<Kysely<Schema>>();

/**
 * Marks the money transaction `trx` as having asked the outside world (an acquirer, a bank): if
 * it then fails on a deadlock it is not run again, since running it again would ask again.
 */
export function noteOutsideCall(trx: Kysely<Schema>): void {
  calledOutside.add(trx);
}

/**
 * Runs the work of a money transaction — anything that posts to the ledger or changes a
 * transaction — in one database transaction, the one shared place where:
 * - user events are numbered last, in user-id order (`bufferUserEvents`: the lock order);
 * - a serialization failure or deadlock (40001, 40P01), which PostgreSQL answers by rolling the
 *   transaction back, runs the whole work again in a fresh transaction, a few times with a
 *   jittered backoff, unless the work asked the outside world; still failing, it is
 *   SERVICE_UNAVAILABLE (503, try again) rather than an internal error.
 * The work must keep its effects inside `trx` so that running it again is safe.
 */
export async function runMoneyTransaction<T>(
  db: Kysely<Schema>,
  work: (trx: Kysely<Schema>) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  // Set by each attempt: false once that attempt asked the outside world.
  let canRetry = true;
  try {
    return await retryTransaction(
      () =>
        db.transaction().execute(async (trx) => {
          try {
            const events = bufferUserEvents(trx);
            const result = await work(trx);
            await events.flush();
            return result;
          } finally {
            canRetry = !calledOutside.has(trx);
          }
        }),
      { ...options, isRetryable: (error) => canRetry && isRetryableTransactionError(error) },
    );
  } catch (error) {
    if (!isRetryableTransactionError(error)) throw error;
    throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'database_contention' });
  }
}
