import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import type { MerchantKeyRelations } from '../../webhooks/merchant-key-relations';
import type { BackgroundWorker } from '../../workers/background-worker';
import {
  INTAKE_BATCH_SIZE,
  INTAKE_INTERVAL_MS,
  INTAKE_LOOKBACK,
  type PendingEvent,
  TRANSACTION_TOPIC,
  toStatusChangedPayload,
} from './event-intake';

export const FRAME_CALLBACK_INTAKE = 'widget-frame-callback-intake';
export const FRAME_ORDER_CREATED = 'widget_order.created';
export const FRAME_ORDER_STATUS_CHANGED = 'widget_order.status_changed';

/** A frame's event: where its callbackUrl is. */
interface PendingFrameEvent extends PendingEvent {
  callback_url: string;
}

/**
 * Tells a widget frame's callbackUrl about the orders made in that frame: committed
 * `transaction.changed` events of transactions linked to a frame (`widget_frame_orders`) become
 * messages of the key's Standard Webhooks delivery — signed with the key's endpoint secret, retried
 * on its schedule, listed in its delivery log — addressed to the callbackUrl instead of the
 * endpoint. The first event of an order also makes `widget_order.created`; every status is told
 * once as `widget_order.status_changed` (the messages' uniqueness per key, ref and status: the
 * ref is `frame:<transaction id>`, apart from the endpoint's own messages about it).
 */
export function createFrameCallbackIntake(deps: {
  db: Kysely<Schema>;
  nowMs: () => number;
  keyRelations: MerchantKeyRelations;
}): BackgroundWorker {
  return {
    name: FRAME_CALLBACK_INTAKE,
    intervalMs: INTAKE_INTERVAL_MS,
    async runOnce() {
      const pending = await sql<PendingFrameEvent>`
        SELECT o.id, o.payload, f.api_key_id, f.external_customer_id, k.is_test_mode, f.callback_url
        FROM ${deps.keyRelations.frameOrdersSql()} f
        JOIN api_keys k ON k.id = f.api_key_id AND k.deleted_at IS NULL
        JOIN merchant_webhook_endpoints e ON e.api_key_id = f.api_key_id
        JOIN transactions t ON t.id = f.transaction_id
        JOIN profiles p ON p.id = t.profile_id
        JOIN outbox_events o ON o.user_id = p.user_id AND o.topic = ${TRANSACTION_TOPIC}
          AND o.payload->'transaction'->>'id' = t.external_id
        LEFT JOIN widget_frame_callback_intake i ON i.outbox_event_id = o.id
        WHERE f.callback_url IS NOT NULL AND i.outbox_event_id IS NULL
          AND f.created_at > now() - ${INTAKE_LOOKBACK}::interval
          AND o.created_at > now() - ${INTAKE_LOOKBACK}::interval
        ORDER BY o.id
        LIMIT ${INTAKE_BATCH_SIZE}`.execute(deps.db);
      if (pending.rows.length === 0) return 0;
      const nowMs = deps.nowMs();
      await deps.db.transaction().execute(async (trx) => {
        for (const event of pending.rows) {
          const marked = await trx
            .insertInto('widget_frame_callback_intake')
            .values({ outbox_event_id: BigInt(event.id) })
            .onConflict((conflict) => conflict.doNothing())
            .returning('outbox_event_id')
            .executeTakeFirst();
          const message = marked ? toStatusChangedPayload(event, nowMs) : null;
          if (!message) continue;
          const ref = `frame:${message.transactionRef}`;
          const tell = (type: string, status: string, webhookId: string) =>
            trx
              .insertInto('merchant_webhook_messages')
              .values({
                api_key_id: event.api_key_id,
                webhook_id: webhookId,
                event_type: type,
                payload: JSON.stringify({ ...message.payload, type }),
                outbox_event_id: BigInt(event.id),
                transaction_ref: ref,
                transaction_status: status,
                target_url: event.callback_url,
                created_at: new Date(nowMs),
                next_attempt_at: new Date(nowMs),
              })
              .onConflict((conflict) => conflict.doNothing())
              .execute();
          // `CREATED` is no transaction status: the order's first message holds that place once.
          await tell(FRAME_ORDER_CREATED, 'CREATED', `msg_fc_${event.id}`);
          await tell(FRAME_ORDER_STATUS_CHANGED, message.status, `msg_fs_${event.id}`);
        }
      });
      return pending.rows.length;
    },
  };
}
