import type { ColumnType, Generated } from 'kysely';

/** The card network's authorizations and events (migration 0062; issue 28). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric(78, 0) in minor units: drivers answer text; written from bigint or text. */
type Minor = ColumnType<string, string | bigint | undefined, string | bigint>;
type Json<T> = ColumnType<T, string, string>;

export type CardAuthorizationStatus = 'pending' | 'captured' | 'reversed' | 'expired' | 'declined';

/** One leg as decided: what a balance holds and which part of the spend it covers. */
export interface StoredLeg {
  currency: string;
  scale: number;
  held: string;
  covers: string;
  rate: string | null;
}

/** The ledger hold an authorization keeps per currency (one per currency, re-placed when it shrinks). */
export type StoredLedgerHolds = Record<string, { hold_id: string; amount: string }>;

export interface CardAuthorizationsTable {
  id: string;
  card_id: string;
  kind: 'purchase' | 'atm_withdrawal';
  currency: string;
  amount: Minor;
  approved_amount: Minor;
  merchant_name: string;
  merchant_category: string;
  merchant_country: string | null;
  status: CardAuthorizationStatus;
  decline_reason: string | null;
  legs: Json<StoredLeg[]>;
  ledger_holds: Json<StoredLedgerHolds>;
  /** The domain's HoldRecord with bigints as text (hold-record-json.ts). */
  hold_record: Json<unknown | null>;
  captured_amount: Minor;
  refunded_amount: Minor;
  transaction_id: string | null;
  expires_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CardNetworkEventsTable {
  event_id: string;
  type: string;
  card_id: string | null;
  authorization_id: string | null;
  payload: Json<unknown>;
  outcome: string;
  answer: Json<unknown | null>;
  received_at: Generated<Date>;
}

export interface CardNetworkSchema {
  card_authorizations: CardAuthorizationsTable;
  card_network_events: CardNetworkEventsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends CardNetworkSchema {}
}
