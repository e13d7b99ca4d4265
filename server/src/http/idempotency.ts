import { createHash } from 'node:crypto';
import type { ErrorEnvelope } from '@ferry/shared/contracts';
import { DomainError, isDomainError } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema';
import { userEventBufferOf } from '../events/user-events';
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
 * The transaction runs through `runMoneyTransaction`: a deadlock or serialization failure runs the
 * key's whole transaction again (lock, lookup, work, stored answer), so a key still gets exactly
 * one stored answer — and if a duplicate stored one meanwhile, the retry replays it.
 */
/**
 * Runs work in a money transaction (`money-operations/money-transaction.ts`'s `runMoneyTransaction`,
 * which the composition root passes in: the transactions folder stands above http).
 */
export type RunMoneyTransaction = <T>(
  db: Kysely<Schema>,
  work: (trx: Kysely<Schema>) => Promise<T>,
) => Promise<T>;

export function createIdempotency(db: Kysely<Schema>, runMoneyTransaction: RunMoneyTransaction) {
  return {
    async run(
      request: IdempotentRequest,
      work: (trx: Kysely<Schema>) => Promise<string>,
    ): Promise<StoredAnswer> {
      if (!KEY_PATTERN.test(request.key)) {
        throw new DomainError('BAD_REQUEST', {
          reason: 'idempotency_key_invalid',
          header: 'Idempotency-Key',
        });
      }
      const requestHash = createHash('sha256').update(request.fingerprint).digest('hex');
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

/** Answers that depend on the moment rather than the request (who is signed in, load) are not kept. */
const UNSTORED_STATUSES = new Set([401, 403, 429]);

/** A spec refusal as the error envelope the error handler would send, or null for anything else. */
function storableRefusal(error: unknown): { status: number; body: string } | null {
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
