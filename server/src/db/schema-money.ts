import type { ColumnType, Generated } from 'kysely';

/**
 * Ledger, transactions, idempotency and events (migrations 0006, 0007). numeric(78,0) arrives as
 * a decimal string on both engines and is written as one: `toMinor`/`fromMinor` in
 * server/src/ledger/minor.ts convert to and from bigint.
 */
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableMinor = ColumnType<string | null, string | bigint | null, string | bigint | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type LedgerAccountKind =
  | 'user_available'
  | 'user_held'
  | 'liquidity'
  | 'fees'
  | 'provider_clearing'
  | 'network_fees'
  | 'suspense';

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  kind: LedgerAccountKind;
  profile_id: string | null;
  currency: string;
  name: Generated<string>;
  /** Which of a house account's rows (0–15); always 0 for a user's account. */
  shard: Generated<number>;
  balance: Generated<string>;
  created_at: Generated<Date>;
}

export interface LedgerTransfersTable {
  id: string;
  kind: string;
  transaction_id: string | null;
  currency: string;
  amount: Minor;
  debit_account_id: bigint;
  credit_account_id: bigint;
  created_at: Generated<Date>;
}

export interface LedgerEntriesTable {
  id: Generated<bigint>;
  transfer_id: string;
  account_id: bigint;
  currency: string;
  amount: Minor;
  balance_after: Minor;
  created_at: Generated<Date>;
}

export type HoldStatus = 'pending' | 'posted' | 'voided' | 'expired';

export interface LedgerHoldsTable {
  id: string;
  transaction_id: string;
  profile_id: string;
  currency: string;
  amount: Minor;
  status: Generated<HoldStatus>;
  posted_amount: NullableMinor;
  expires_at: NullableTimestamp;
  created_at: Generated<Date>;
  settled_at: NullableTimestamp;
}

export interface TransactionsTable {
  id: Generated<string>;
  external_id: string;
  profile_id: string;
  type: string;
  direction: 'PAYIN' | 'PAYOUT' | 'CONVERT' | 'EXCHANGE';
  status: Generated<string>;
  exchange_kind: 'BUY' | 'SELL' | 'SWAP' | null;
  amount: Minor;
  currency: string;
  fee: ColumnType<string, string | bigint | undefined, string | bigint>;
  fee_currency: string | null;
  to_amount: NullableMinor;
  to_currency: string | null;
  rate: string | null;
  network: string | null;
  payway: string | null;
  requisite: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  hash: string | null;
  parent_id: string | null;
  reproduced_id: string | null;
  quote_id: string | null;
  failure_code: string | null;
  paid_amount: NullableMinor;
  provider_ref: string | null;
  api_key_id: string | null;
  callback_url: string | null;
  expires_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TransactionStatusHistoryTable {
  id: Generated<bigint>;
  transaction_id: string;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  created_at: Generated<Date>;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  endpoint: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: Generated<Date>;
}

export interface EventSequencesTable {
  user_id: string;
  last_seq: bigint;
}

export interface OutboxEventsTable {
  id: Generated<bigint>;
  user_id: string;
  seq: bigint;
  topic: string;
  payload: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
  published_at: NullableTimestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  api_key_id: string;
  url: string;
  payload: Json<Record<string, unknown>>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  delivered_at: NullableTimestamp;
  gave_up_at: NullableTimestamp;
  last_status: number | null;
  last_error: string | null;
  created_at: Generated<Date>;
}

export interface MoneySchema {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  ledger_holds: LedgerHoldsTable;
  transactions: TransactionsTable;
  transaction_status_history: TransactionStatusHistoryTable;
  idempotency_keys: IdempotencyKeysTable;
  event_sequences: EventSequencesTable;
  outbox_events: OutboxEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
