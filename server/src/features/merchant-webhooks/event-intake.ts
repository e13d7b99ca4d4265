import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import type { MerchantKeyRelations } from '../../webhooks/merchant-key-relations';
import type { BackgroundWorker } from '../../workers/background-worker';

export const MERCHANT_WEBHOOK_INTAKE = 'merchant-webhook-intake';
export const TRANSACTION_STATUS_CHANGED = 'transaction.status_changed';
/** What both intakes (the key's and the frame callbacks') read and how often. */
export const TRANSACTION_TOPIC = 'transaction.changed';
export const INTAKE_INTERVAL_MS = 1000;
export const INTAKE_BATCH_SIZE = 100;
/**
 * How far back an intake looks for events it has not taken yet: far longer than any restart,
 * well inside the outbox's 30-day retention.
 */
export const INTAKE_LOOKBACK = '7 days';

/** A transaction event waiting for an intake, with the key it concerns. */
export interface PendingEvent {
  id: string | number | bigint;
  payload: Record<string, unknown>;
  api_key_id: string;
  /** The merchant's id for the customer; null for the key's own account. */
  external_customer_id: string | null;
  is_test_mode: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The webhook a transaction event becomes: what a merchant needs, never the user's own details. */
export function toStatusChangedPayload(event: PendingEvent, atMs: number) {
  const transaction = event.payload.transaction as Record<string, unknown> | undefined;
  if (!transaction || typeof transaction.id !== 'string' || typeof transaction.status !== 'string')
    return null;
  return {
    transactionRef: transaction.id,
    status: transaction.status,
    payload: {
      type: TRANSACTION_STATUS_CHANGED,
      timestamp: new Date(atMs).toISOString(),
      data: {
        transaction_id: transaction.id,
        type: text(transaction.type),
        status: transaction.status,
        amount: text(transaction.amount),
        currency: text(transaction.currency),
        fee: text(transaction.fee),
        fee_currency: text(transaction.fee_currency),
        to_amount: text(transaction.to_amount),
        to_currency: text(transaction.to_currency),
        paid_amount: text(transaction.paid_amount),
        failure_code: text(transaction.failure_code),
        external_customer_id: event.external_customer_id,
        test_mode: event.is_test_mode,
      },
    },
  };
}

/**
 * Turns committed outbox events about transactions a key is concerned with (its merchant
 * customers', and those of the account the key acts for) into webhook messages, one per key with
 * an endpoint. The outbox is the durable
 * source (the bus only says "now"): each (event, key) pair gets an intake mark in the same
 * transaction as its message, so a restart picks up exactly the events without one, and two
 * instances racing on the same event insert one mark (the loser's insert waits, then does
 * nothing). A transaction's status is told once per key: an event repeating the status (a field
 * change without a move) is marked and dropped.
 */
export function createMerchantWebhookIntake(deps: {
  db: Kysely<Schema>;
  nowMs: () => number;
  keyRelations: MerchantKeyRelations;
}): BackgroundWorker {
  return {
    name: MERCHANT_WEBHOOK_INTAKE,
    intervalMs: INTAKE_INTERVAL_MS,
    async runOnce() {
      // Whose transactions a key hears about: its merchant's customers (merchant_customers), and
      // the account the key itself acts for — a test-mode key's sandbox account, or a live key's
      // own profile (only that profile's transactions, not the owner's other profiles).
      const pending = await sql<PendingEvent>`
        WITH key_users AS (
          SELECT mc.api_key_id, mc.user_id, mc.external_customer_id, NULL::uuid AS profile_id
          FROM ${deps.keyRelations.customersSql()} mc
          UNION ALL
          SELECT k.id, k.sandbox_user_id, NULL, NULL
          FROM api_keys k WHERE k.is_test_mode AND k.sandbox_user_id IS NOT NULL
          UNION ALL
          SELECT k.id, p.user_id, NULL, k.profile_id
          FROM api_keys k JOIN profiles p ON p.id = k.profile_id WHERE NOT k.is_test_mode
        )
        SELECT o.id, o.payload, ku.api_key_id, ku.external_customer_id, k.is_test_mode
        FROM merchant_webhook_endpoints e
        JOIN api_keys k ON k.id = e.api_key_id AND k.deleted_at IS NULL
        JOIN key_users ku ON ku.api_key_id = e.api_key_id
        JOIN outbox_events o ON o.user_id = ku.user_id
        LEFT JOIN merchant_webhook_intake i ON i.outbox_event_id = o.id AND i.api_key_id = e.api_key_id
        WHERE o.topic = ${TRANSACTION_TOPIC} AND i.outbox_event_id IS NULL
          AND o.created_at >= e.created_at AND o.created_at > now() - ${INTAKE_LOOKBACK}::interval
          AND (ku.profile_id IS NULL OR EXISTS (
            SELECT 1 FROM transactions t
            WHERE t.external_id = o.payload->'transaction'->>'id' AND t.profile_id = ku.profile_id))
        ORDER BY o.id, e.api_key_id
        LIMIT ${INTAKE_BATCH_SIZE}`.execute(deps.db);
      if (pending.rows.length === 0) return 0;
      const nowMs = deps.nowMs();
      await deps.db.transaction().execute(async (trx) => {
        for (const event of pending.rows) {
          const marked = await trx
            .insertInto('merchant_webhook_intake')
            .values({ outbox_event_id: BigInt(event.id), api_key_id: event.api_key_id })
            .onConflict((conflict) => conflict.doNothing())
            .returning('api_key_id')
            .executeTakeFirst();
          const message = marked ? toStatusChangedPayload(event, nowMs) : null;
          if (!message) continue;
          await trx
            .insertInto('merchant_webhook_messages')
            .values({
              api_key_id: event.api_key_id,
              webhook_id: `msg_${event.id}`,
              event_type: TRANSACTION_STATUS_CHANGED,
              payload: JSON.stringify(message.payload),
              outbox_event_id: BigInt(event.id),
              transaction_ref: message.transactionRef,
              transaction_status: message.status,
              created_at: new Date(nowMs),
              next_attempt_at: new Date(nowMs),
            })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
        }
      });
      return pending.rows.length;
    },
  };
}
