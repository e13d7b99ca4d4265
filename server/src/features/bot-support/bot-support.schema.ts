import type { ColumnType, Generated } from 'kysely';

/** Tables of the help bot (migration 0027); `Schema` in schema.ts extends them. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface BotStorageTable {
  key: string;
  /** Read as parsed JSON, written as JSON text. */
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}

export interface SupportTicketsTable {
  number: Generated<bigint>;
  tg_id: bigint;
  chat_id: bigint;
  message_id: bigint;
  language: string;
  username: string | null;
  first_name: string | null;
  body: string;
  delivery: 'chat' | 'mail';
  mailed_at: NullableTimestamp;
  forwarded_chat_id: bigint | null;
  forwarded_message_id: bigint | null;
  created_at: Generated<Date>;
}

export interface BotSupportSchema {
  bot_storage: BotStorageTable;
  support_tickets: SupportTicketsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends BotSupportSchema {}
}
