import { DomainError } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema';
import { userEventBufferOf } from '../events/user-events';
import {
  checkIdempotencyKey,
  type IdempotentRequest,
  requestHashOf,
  type StoredAnswer,
  storableRefusal,
} from './idempotency-key';
import { type OneCallPlan, runInOneCall } from './idempotency-one-call';

export type { IdempotentRequest, StoredAnswer } from './idempotency-key';
export { storableRefusal } from './idempotency-key';
export type { FrameLink, LimitsStamp, OneCallPlan } from './idempotency-one-call';

/**
 * Runs work in a money transaction (`money-operations/money-transaction.ts`'s `runMoneyTransaction`,
 * which the composition root passes in: the transactions folder stands above http).
 */
export type RunMoneyTransaction = <T>(
  db: Kysely<Schema>,
  work: (trx: Kysely<Schema>) => Promise<T>,
) => Promise<T>;

/**
 * Runs a money-moving request once per key. The key's row, the operation and its money commit in
 * one database transaction, so a crash leaves either all of them or none, and a retry starts
 * clean. An advisory lock on the key turns a concurrent duplicate into 409 instead of a wait;
 * a stored answer is replayed byte for byte; the same key with another request is 422.
 *
 * A refusal (a spec error answered 4xx: not enough money, a limit, a used quote) is an answer
 * too and is stored the same way, with everything the operation wrote rolled back to a savepoint.
 * Otherwise a copy of the request that the client gave up on, still on its way, could succeed
 * after the client was told no. A new attempt after a refusal takes a new key.
 *
 * `run` runs the work through `runMoneyTransaction`: a deadlock or serialization failure runs the
 * key's whole transaction again (lock, lookup, work, stored answer), so a key still gets exactly
 * one stored answer — and if a duplicate stored one meanwhile, the retry replays it.
 * `runInOneCall` does the same for an operation planned whole, in one database call
 * (idempotency-one-call.ts).
 */
export function createIdempotency(db: Kysely<Schema>, runMoneyTransaction: RunMoneyTransaction) {
  return {
    checkKey: checkIdempotencyKey,

    runInOneCall: (
      request: IdempotentRequest,
      plan: OneCallPlan | DomainError,
      serialise: (answer: unknown) => string,
    ): Promise<StoredAnswer | null> => runInOneCall(db, request, plan, serialise),

    async run(
      request: IdempotentRequest,
      work: (trx: Kysely<Schema>) => Promise<string>,
    ): Promise<StoredAnswer> {
      checkIdempotencyKey(request.key);
      const requestHash = requestHashOf(request);
      return runMoneyTransaction(db, async (trx) => {
        const lock = await sql<{ acquired: boolean }>`
          SELECT pg_try_advisory_xact_lock(hashtextextended(${`${request.scope}:${request.key}`}, 0)) AS acquired`.execute(
          trx,
        );
        if (!lock.rows[0]?.acquired)
          throw new DomainError('CONFLICT_ERROR', { reason: 'request_in_progress' });
        const stored = await trx
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'status_code', 'response_body'])
          .where('scope', '=', request.scope)
          .where('key', '=', request.key)
          .executeTakeFirst();
        if (stored) {
          if (stored.request_hash !== requestHash) {
            throw new DomainError('UNPROCESSABLE_ENTITY', { reason: 'idempotency_key_reused' });
          }
          return { status: stored.status_code, body: stored.response_body, isReplay: true };
        }
        await sql`SAVEPOINT idempotent_work`.execute(trx);
        const events = userEventBufferOf(trx);
        const eventsMark = events?.mark() ?? 0;
        let answer: { status: number; body: string };
        try {
          answer = { status: 200, body: await work(trx) };
        } catch (error) {
          const refusal = storableRefusal(error);
          if (!refusal) throw error;
          await sql`ROLLBACK TO SAVEPOINT idempotent_work`.execute(trx);
          events?.dropSince(eventsMark);
          answer = refusal;
        }
        await trx
          .insertInto('idempotency_keys')
          .values({
            scope: request.scope,
            key: request.key,
            endpoint: request.endpointId,
            request_hash: requestHash,
            status_code: answer.status,
            response_body: answer.body,
          })
          .execute();
        return { ...answer, isReplay: false };
      });
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
