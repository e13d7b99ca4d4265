import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** Expired rows are deleted at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Remembers accepted request signatures until their timestamp leaves the window, in the database
 * so every instance sees every signature. (Fixed-window counters cannot do this job: a signature
 * first seen just before a window boundary would be new again just after it, still in time.)
 */
export function createSeenSignatures(db: Kysely<Schema>, nowMs: () => number) {
  let lastSweepMs = 0;

  async function sweep(): Promise<void> {
    const now = nowMs();
    if (now - lastSweepMs < SWEEP_EVERY_MS) return;
    lastSweepMs = now;
    await db.deleteFrom('merchant_request_signatures').where('expires_at', '<', new Date(now)).execute();
  }

  return {
    /** True the first time a signature is offered; false for a replay. */
    async remember(signature: string, keepUntilMs: number): Promise<boolean> {
      await sweep();
      const inserted = await db
        .insertInto('merchant_request_signatures')
        .values({ signature, expires_at: new Date(keepUntilMs) })
        .onConflict((conflict) => conflict.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type SeenSignatures = ReturnType<typeof createSeenSignatures>;
