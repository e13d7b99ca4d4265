import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import type { BackgroundWorker } from '../../workers/background-worker';

export const MERCHANT_WEBHOOK_RETENTION = 'merchant-webhook-retention';
/**
 * How long a finished message (delivered or given up) stays in the delivery log with its attempts:
 * a quarter, long enough to look into a dispute or a reconciliation gap and to resend.
 */
export const MERCHANT_WEBHOOK_RETENTION_MS = 90 * 24 * 60 * 60_000;
const BATCH_SIZE = 500;

/**
 * Keeps the delivery log from growing without end: deletes finished messages older than the
 * retention (their attempts first), a batch per pass, and the intakes' marks of outbox events the
 * outbox itself has already dropped (nothing can be taken twice from an event that is gone). A
 * message still due — in its schedule, or asked to be resent — is never deleted.
 */
export function createDeliveryLogRetention(deps: {
  db: Kysely<Schema>;
  nowMs: () => number;
}): BackgroundWorker {
  return {
    name: MERCHANT_WEBHOOK_RETENTION,
    intervalMs: 60 * 60_000,
    async runOnce() {
      const cutoff = new Date(deps.nowMs() - MERCHANT_WEBHOOK_RETENTION_MS);
      const removed = await deps.db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('merchant_webhook_messages')
          .select(['api_key_id', 'webhook_id'])
          .where('next_attempt_at', 'is', null)
          .where('created_at', '<', cutoff)
          .orderBy('created_at')
          .limit(BATCH_SIZE)
          .forUpdate()
          .skipLocked()
          .execute();
        if (old.length === 0) return 0;
        const keys = old.map((row) => sql`(${row.api_key_id}::uuid, ${row.webhook_id})`);
        await sql`DELETE FROM merchant_webhook_attempts
          WHERE (api_key_id, webhook_id) IN (${sql.join(keys)})`.execute(trx);
        await sql`DELETE FROM merchant_webhook_messages
          WHERE (api_key_id, webhook_id) IN (${sql.join(keys)})`.execute(trx);
        return old.length;
      });
      // The outbox's ids only grow: a mark below the oldest event left marks an event long gone.
      await sql`DELETE FROM merchant_webhook_intake
        WHERE outbox_event_id < (SELECT coalesce(min(id), 0) FROM outbox_events)`.execute(deps.db);
      await sql`DELETE FROM widget_frame_callback_intake
        WHERE outbox_event_id < (SELECT coalesce(min(id), 0) FROM outbox_events)`.execute(deps.db);
      // Anything deleted makes the loop look again at once, until nothing is due.
      return removed;
    },
  };
}
