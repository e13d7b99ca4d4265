import type { ChatPaymentKind, ChatPaymentStatus } from '@ferry/shared/domain';
import type { ColumnType, Selectable } from 'kysely';

/** Cards shared into Telegram chats (migration 0066). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface ChatPaymentsTable {
  id: string;
  kind: ChatPaymentKind;
  status: ChatPaymentStatus;
  creator_user_id: string;
  creator_profile_id: string;
  creator_name: string;
  /** Minor units of `currency`. */
  amount: ColumnType<string, string | bigint, string | bigint>;
  currency: string;
  note: string | null;
  counterparty_user_id: string | null;
  counterparty_profile_id: string | null;
  counterparty_name: string | null;
  hold_transaction_id: string | null;
  settle_transaction_id: string | null;
  inline_message_id: string | null;
  prepared_message_id: string | null;
  prepared_message_expires_at: NullableTimestamp;
  created_at: Timestamp;
  expires_at: Timestamp;
  settled_at: NullableTimestamp;
}

export type ChatPaymentRow = Selectable<ChatPaymentsTable>;

export interface ChatPaymentsSchema {
  chat_payments: ChatPaymentsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends ChatPaymentsSchema {}
}
