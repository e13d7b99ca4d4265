import type { ColumnType, Generated } from 'kysely';

/** Merchant webhooks in the Standard Webhooks format (migration 0034). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface MerchantWebhookEndpointsTable {
  api_key_id: string;
  url: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface MerchantWebhookMessagesTable {
  api_key_id: string;
  webhook_id: string;
  event_type: string;
  payload: Json<Record<string, unknown>>;
  outbox_event_id: ColumnType<bigint | null, bigint | string | null | undefined, bigint | null>;
  transaction_ref: string | null;
  transaction_status: string | null;
  created_at: Timestamp;
  scheduled_attempts: Generated<number>;
  next_attempt_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  gave_up_at: NullableTimestamp;
  resend_requested: Generated<boolean>;
  /** Another URL than the endpoint's (a widget frame's callbackUrl); null: the endpoint. */
  target_url: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MerchantWebhookAttemptsTable {
  id: Generated<bigint>;
  api_key_id: string;
  webhook_id: string;
  attempt_number: number;
  is_resend: Generated<boolean>;
  started_at: Timestamp;
  status_code: number | null;
  error: string | null;
  response_ms: number;
  next_retry_at: NullableTimestamp;
}

export interface MerchantWebhookIntakeTable {
  outbox_event_id: ColumnType<bigint, bigint | string, bigint>;
  api_key_id: string;
}

export interface WidgetFrameCallbackIntakeTable {
  outbox_event_id: ColumnType<bigint, bigint | string, bigint>;
}

export interface MerchantWebhooksSchema {
  merchant_webhook_endpoints: MerchantWebhookEndpointsTable;
  merchant_webhook_messages: MerchantWebhookMessagesTable;
  merchant_webhook_attempts: MerchantWebhookAttemptsTable;
  merchant_webhook_intake: MerchantWebhookIntakeTable;
  widget_frame_callback_intake: WidgetFrameCallbackIntakeTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends MerchantWebhooksSchema {}
}
