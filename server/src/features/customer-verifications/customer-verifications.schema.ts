import type { ColumnType } from 'kysely';

/** Merchants' verifications of their customers (migration 0040). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface CustomerVerificationsTable {
  id: ColumnType<string, string | undefined, never>;
  api_key_id: string;
  external_customer_id: string;
  user_id: string;
  is_test_mode: boolean;
  source: 'provider' | 'merchant';
  level: 'identity' | 'identity_and_address';
  status: 'INIT' | 'PROCESSING' | 'RETRY' | 'COMPLETED' | 'REJECTED' | 'NOT_ALLOWED' | 'CANCELLED';
  provider: string | null;
  provider_ref: string | null;
  access_token_hash: string | null;
  access_token_expires_at: NullableTimestamp;
  reject_reason: string | null;
  first_name: string | null;
  last_name: string | null;
  // Read it through to_char: drivers differ on how a date arrives.
  date_of_birth: ColumnType<unknown, string | null, string | null>;
  country: string | null;
  document_type: 'passport' | 'id_card' | 'driving_licence' | 'residence_permit' | null;
  document_number_hash: string | null;
  document_number_last4: string | null;
  /** The provider's time of the last webhook review applied (migration 0060); bigint reads as text. */
  last_event_at_ms: ColumnType<string | null, number | null | undefined, number | null>;
  verified_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerVerificationsSchema {
  customer_verifications: CustomerVerificationsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends CustomerVerificationsSchema {}
}
