import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/** The keys' merchant customers, widget sessions and accepted request signatures. */
export interface WidgetSessionsTable {
  id: string;
  api_key_id: string;
  external_customer_id: string;
  customer: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  callback_url: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MerchantCustomersTable {
  api_key_id: string;
  external_customer_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

/** Merchant request signatures already accepted (replay protection, migration 0005). */
export interface MerchantRequestSignaturesTable {
  signature: string;
  expires_at: Timestamp;
}

export interface ApiKeysSchema {
  widget_sessions: WidgetSessionsTable;
  merchant_customers: MerchantCustomersTable;
  merchant_request_signatures: MerchantRequestSignaturesTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends ApiKeysSchema {}
}
