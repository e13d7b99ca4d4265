import type { ColumnType, Generated } from 'kysely';

/** Self-custody wallet transfers the bot reports (migration 0031). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export type WalletTransferStatus = 'pending' | 'final' | 'failed' | 'expired';

export interface WalletTransfersTable {
  id: Generated<bigint>;
  user_id: string;
  message_hash: string;
  address: string;
  amount: ColumnType<string, string | bigint, string | bigint>;
  symbol: string;
  decimals: number;
  status: Generated<WalletTransferStatus>;
  expires_at: Timestamp;
  next_check_at: Timestamp;
  outbox_event_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  created_at: Generated<Date>;
  settled_at: NullableTimestamp;
}

export interface WalletTransfersSchema {
  wallet_transfers: WalletTransfersTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends WalletTransfersSchema {}
}
