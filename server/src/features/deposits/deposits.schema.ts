import type { ColumnType, Generated } from 'kysely';
import type { WalletPayKind } from '../../providers/acquiring/acquiring';

/**
 * Tables of the payments area (migration 0009). Each area keeps its own file so
 * engineers working in parallel never edit the same interface; `Schema` in schema.ts extends them
 * all. numeric(78,0) arrives as a decimal string and is written as one (see ledger/minor.ts).
 */
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableMinor = ColumnType<string | null, string | bigint | null, string | bigint | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export type CardBrand = 'visa' | 'mastercard';

export interface SavedCardsTable {
  id: Generated<string>;
  profile_id: string;
  user_id: string;
  brand: CardBrand;
  masked_number: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string;
  fingerprint: string;
  provider: string;
  provider_token: string;
  created_at: Generated<Date>;
  deleted_at: NullableTimestamp;
}

export type CardPaymentStatus = 'requires_3ds' | 'succeeded' | 'declined';

export interface CardPaymentsTable {
  id: Generated<string>;
  transaction_id: string;
  card_id: string | null;
  provider: string;
  provider_ref: string;
  wallet_pay: WalletPayKind | null;
  masked_number: string | null;
  status: CardPaymentStatus;
  decline_reason: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type ExternalPaymentKind = 'bank_transfer' | 'blik' | 'monobank';
export type ExternalPaymentStatus = 'pending' | 'credited' | 'suspense' | 'declined';

export interface ExternalPaymentsTable {
  id: Generated<string>;
  transaction_id: string;
  kind: ExternalPaymentKind;
  provider: string;
  reference: string;
  status: Generated<ExternalPaymentStatus>;
  expected_amount: Minor;
  received_amount: NullableMinor;
  created_at: Generated<Date>;
  settled_at: NullableTimestamp;
}

export interface DepositAddressesTable {
  id: Generated<string>;
  profile_id: string;
  currency: string;
  network: string;
  address: string;
  memo: Generated<string>;
  provider: string;
  created_at: Generated<Date>;
  /** Set for a payment order's own target (migration 0042); null for the profile's permanent address. */
  payment_order_id: ColumnType<string | null, string | null | undefined, never>;
}

export type CryptoDepositStatus = 'confirming' | 'credited' | 'suspense';

export interface CryptoDepositsTable {
  id: Generated<string>;
  address_id: string;
  transaction_id: string;
  network: string;
  tx_hash: string;
  amount: Minor;
  confirmations: Generated<number>;
  required_confirmations: number;
  status: Generated<CryptoDepositStatus>;
  created_at: Generated<Date>;
  credited_at: NullableTimestamp;
}

export interface PaymentsSchema {
  saved_cards: SavedCardsTable;
  card_payments: CardPaymentsTable;
  external_payments: ExternalPaymentsTable;
  deposit_addresses: DepositAddressesTable;
  crypto_deposits: CryptoDepositsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends PaymentsSchema {}
}
