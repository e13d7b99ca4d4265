import type { ColumnType, Generated } from 'kysely';

/** Tables of the TON Connect bridge and ton_proof (migration 0030); `Schema` extends them. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface TonconnectBridgeMessagesTable {
  /** The SSE event id (int8 arrives as bigint). */
  id: Generated<bigint>;
  to_client_id: string;
  from_client_id: string;
  body: string;
  topic: string | null;
  origin: string | null;
  ip: string | null;
  user_agent: string | null;
  has_request_source: Generated<boolean>;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export interface TonProofUsedPayloadsTable {
  nonce: string;
  expires_at: Timestamp;
}

export interface TonconnectSchema {
  tonconnect_bridge_messages: TonconnectBridgeMessagesTable;
  ton_proof_used_payloads: TonProofUsedPayloadsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends TonconnectSchema {}
}
