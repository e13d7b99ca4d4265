import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@ferry/shared/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import { loadOrCreateServerSecret } from '../auth/server-secrets';
import type { CodePurpose, OneTimeCodesTable, Schema } from '../db/schema';

/** How long a sign-in code works, how often it may be guessed, and how soon another may be sent. */
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;

export type CodeRow = Selectable<OneTimeCodesTable>;

export type IssueOutcome = { isIssued: true; code: string } | { isIssued: false; retryAfterSeconds: number };

const CODE_SPACE = 10 ** CODE_LENGTH;

/**
 * One-time codes sent by mail. Only an HMAC of each code is stored, keyed by a server secret and
 * bound to the purpose and address, so a database copy reveals no code. Only the newest code of an
 * address counts: sending a new one silently replaces the old.
 */
export function createOneTimeCodes(db: Kysely<Schema>, nowMs: () => number, purpose: CodePurpose) {
  let hmacKey: Promise<string> | undefined;
  const now = () => new Date(nowMs());

  async function hashCode(destination: string, code: string): Promise<string> {
    hmacKey ??= loadOrCreateServerSecret(db, 'code_hmac_key');
    return createHmac('sha256', Buffer.from(await hmacKey, 'hex'))
      .update(`${purpose}:${destination}:${code}`)
      .digest('hex');
  }

  const isLive = (row: CodeRow) => row.consumed_at === null && row.expires_at.getTime() > nowMs();

  const selectNewest = (destination: string, executor: Kysely<Schema> = db) =>
    executor
      .selectFrom('one_time_codes')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('destination', '=', destination)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();

  return {
    /**
     * Makes a new code unless the last one is younger than the resend delay and still has tries
     * left. An advisory lock
     * per address makes the check and the insert one step, so parallel sends make one code.
     */
    async issue(destination: string, payload: Record<string, unknown>): Promise<IssueOutcome> {
      const code = String(randomInt(0, CODE_SPACE)).padStart(CODE_LENGTH, '0');
      const codeHash = await hashCode(destination, code);
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${purpose}:${destination}`}, 0))`.execute(
          trx,
        );
        const last = await selectNewest(destination, trx);
        const ageMs = last ? nowMs() - last.created_at.getTime() : Number.POSITIVE_INFINITY;
        // A code whose tries are spent holds nothing back: a new one is the only way on.
        const isSpent = last !== undefined && last.attempts >= last.max_attempts;
        if (last && isLive(last) && !isSpent && ageMs < CODE_RESEND_SECONDS * 1000) {
          return {
            isIssued: false,
            retryAfterSeconds: Math.ceil((CODE_RESEND_SECONDS * 1000 - ageMs) / 1000),
          };
        }
        // Strictly after the last one, so "newest" stays one code even within a millisecond
        // (a spent code may be replaced at once).
        const createdAtMs = Math.max(nowMs(), last ? last.created_at.getTime() + 1 : 0);
        await trx
          .insertInto('one_time_codes')
          .values({
            purpose,
            destination,
            user_id: null,
            payload: JSON.stringify(payload),
            code_hash: codeHash,
            max_attempts: CODE_MAX_ATTEMPTS,
            created_at: new Date(createdAtMs),
            expires_at: new Date(createdAtMs + CODE_TTL_SECONDS * 1000),
          })
          .execute();
        return { isIssued: true, code };
      });
    },

    /** The code that counts for an address, whatever its state. */
    findNewest: (destination: string) => selectNewest(destination),

    isLive,

    /**
     * Takes one of the code's tries before comparing, as a conditional UPDATE, so parallel guesses
     * cannot compare more often than the code allows. Answers the tries used, or undefined when
     * none is left (or the code died meanwhile).
     */
    async takeAttempt(id: string): Promise<number | undefined> {
      const row = await db
        .updateTable('one_time_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now())
        .whereRef('attempts', '<', 'max_attempts')
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    /** Gives a try back when the code was right but the sign-in stopped (two-factor, blocked). */
    async returnAttempt(id: string): Promise<void> {
      await db
        .updateTable('one_time_codes')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('id', '=', id)
        .where('attempts', '>', 0)
        .execute();
    },

    async matches(row: CodeRow, code: string): Promise<boolean> {
      const expected = Buffer.from(row.code_hash, 'hex');
      const actual = Buffer.from(await hashCode(row.destination, code), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },

    /** Uses the code up; false when another request did first (or it expired meanwhile). */
    async consume(id: string, executor: Kysely<Schema>): Promise<boolean> {
      const row = await executor
        .updateTable('one_time_codes')
        .set({ consumed_at: now() })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Ends a code at once (its mail could not be sent). */
    async expire(destination: string): Promise<void> {
      await db
        .updateTable('one_time_codes')
        .set({ expires_at: now() })
        .where('purpose', '=', purpose)
        .where('destination', '=', destination)
        .where('consumed_at', 'is', null)
        .execute();
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
