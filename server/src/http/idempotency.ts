import { createHash } from 'node:crypto';
import { DomainError } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema';

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
 * a stored answer is replayed byte for byte; the same key with another request is 422. Refusals
 * (4xx) are not stored: a retry is judged again.
 */
export function createIdempotency(db: Kysely<Schema>) {
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
      return db.transaction().execute(async (trx) => {
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
        const body = await work(trx);
        await trx
          .insertInto('idempotency_keys')
          .values({
            scope: request.scope,
            key: request.key,
            endpoint: request.endpointId,
            request_hash: requestHash,
            status_code: 200,
            response_body: body,
          })
          .execute();
        return { status: 200, body, isReplay: false };
      });
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
