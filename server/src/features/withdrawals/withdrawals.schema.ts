import type { ColumnType, Generated } from 'kysely';

/** Requisites, presets and payout orders (migration 0010_payouts.sql). */
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export type RequisiteKind = 'iban' | 'card_mask' | 'address';

export interface RequisitesTable {
  id: Generated<string>;
  profile_id: string;
  kind: RequisiteKind;
  value: string;
  secret_sealed: string | null;
  network: string | null;
  memo: string | null;
  name: string | null;
  created_at: Generated<Date>;
}

export interface PresetsTable {
  id: Generated<string>;
  profile_id: string;
  kind: 'crypto_to_fiat' | 'crypto_to_crypto';
  status: Generated<'active' | 'archived'>;
  first_name: string;
  last_name: string;
  requisite_id: string;
  from_currency: string;
  to_currency: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type PayoutDestinationKind = 'card' | 'iban' | 'address';

export interface PayoutOrdersTable {
  transaction_id: string;
  provider: string;
  kind: PayoutDestinationKind;
  destination_sealed: string;
  network: string | null;
  memo: string | null;
  service_fee: Minor;
  network_fee: Minor;
  attempts: Generated<number>;
  /** How many times the user sent this payout again after the provider refused it (RETRY). */
  round: Generated<number>;
  leased_until: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Payout details a profile confirmed once (migration 0045): known only by their fingerprint. */
export interface PayoutDetailsConfirmationsTable {
  profile_id: string;
  fingerprint: string;
  user_id: string;
  method: 'email' | 'telegram' | 'two_factor';
  confirmed_at: Generated<Date>;
}

export interface PayoutsSchema {
  payout_details_confirmations: PayoutDetailsConfirmationsTable;
  requisites: RequisitesTable;
  presets: PresetsTable;
  payout_orders: PayoutOrdersTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends PayoutsSchema {}
}
