import type { Kysely } from 'kysely';
import type { Bus } from '../bus/bus';
import type { Schema } from '../db/schema';
import type { BackgroundWorker } from '../workers/background-worker';
import { USER_EVENTS_TOPIC, type UserEventMessage } from './user-event-message';

export const OUTBOX_DISPATCHER = 'outbox-dispatcher';
const INTERVAL_MS = 100;
const BATCH_SIZE = 200;

interface Dependencies {
  db: Kysely<Schema>;
  bus: Bus;
  nowMs: () => number;
  batchSize?: number;
}

/**
 * Moves committed outbox events onto the bus, oldest first. Rows are locked with SKIP LOCKED, so
 * several instances share the work without waiting on each other; a row is marked published in
 * the same transaction that read it, after the bus took it. A crash between the two publishes it
 * again: delivery is at least once and sockets drop a sequence number they already sent.
 */
export function createOutboxDispatcher(deps: Dependencies): BackgroundWorker {
  const batchSize = deps.batchSize ?? BATCH_SIZE;
  return {
    name: OUTBOX_DISPATCHER,
    intervalMs: INTERVAL_MS,
    async runOnce() {
      // Most passes find nothing: one light read answers that, without a transaction's three
      // round trips (on PGlite they run on the server's own thread ten times a second).
      const pending = await deps.db
        .selectFrom('outbox_events')
        .select('id')
        .where('published_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      if (!pending) return 0;
      return deps.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('outbox_events')
          .select(['id', 'user_id', 'seq', 'topic', 'payload'])
          .where('published_at', 'is', null)
          .orderBy('id')
          .limit(batchSize)
          .forUpdate()
          .skipLocked()
          .execute();
        if (rows.length === 0) return 0;
        for (const row of rows) {
          const message: UserEventMessage = {
            user_id: row.user_id,
            seq: Number(row.seq),
            topic: row.topic,
            payload: row.payload,
          };
          await deps.bus.publish(USER_EVENTS_TOPIC, message);
        }
        await trx
          .updateTable('outbox_events')
          .set({ published_at: new Date(deps.nowMs()) })
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
        return rows.length;
      });
    },
  };
}
