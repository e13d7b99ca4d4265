import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { BackgroundWorker } from '../workers/background-worker';

export const OUTBOX_RETENTION = 'outbox-retention';
/** How long a delivered event can still be replayed to a socket that resumes. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60_000;
const BATCH_SIZE = 1_000;

/**
 * Deletes delivered events past the replay window, a batch per pass, so the outbox does not grow
 * without end. A socket resuming from before the window gets what is left (the stream accepts the
 * gap); the per-user sequence itself lives on in `event_sequences`.
 */
export function createOutboxRetention(deps: { db: Kysely<Schema>; nowMs: () => number }): BackgroundWorker {
  return {
    name: OUTBOX_RETENTION,
    intervalMs: 60 * 60_000,
    async runOnce() {
      const cutoff = new Date(deps.nowMs() - OUTBOX_RETENTION_MS);
      const result = await deps.db
        .deleteFrom('outbox_events')
        .where(
          'id',
          'in',
          deps.db
            .selectFrom('outbox_events')
            .select('id')
            .where('published_at', '<', cutoff)
            .orderBy('published_at')
            .limit(BATCH_SIZE),
        )
        .executeTakeFirst();
      // Anything deleted makes the loop look again at once, until nothing is due.
      return Number(result.numDeletedRows);
    },
  };
}
