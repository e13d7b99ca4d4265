import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the catalogue area (migration 0008). Each area keeps its own file so
 * engineers working in parallel never edit the same interface; `Schema` in schema.ts extends them
 * all. `numeric` arrives as a decimal string: fees, limits and network fees in whole units,
 * payout caps and quote amounts in minor units (`toMinor`/`fromMinor` in ledger/minor.ts).
 */
type Decimal = ColumnType<string, string | number, string | number>;
type NullableDecimal = ColumnType<string | null, string | null, string | null>;
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableMinor = ColumnType<string | null, string | bigint | null, string | bigint | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type CatalogueFeeType = 'ADD' | 'MULT' | 'COOPERATE';

export interface PaywaysTable {
  code: string;
  kind: 'card' | 'iban' | 'sepa' | 'uaiban' | 'blik' | 'monobank' | 'crypto' | 'balance';
  method: 'GET' | 'POST' | 'IFRAME';
  wallet_pay: Generated<string[]>;
  is_active: Generated<boolean>;
  sort_order: number;
}

export interface PaywayCurrenciesTable {
  id: Generated<bigint>;
  payway: string;
  currency: string;
  network: string | null;
  direction: 'deposit' | 'withdraw';
  fee_type: CatalogueFeeType;
  fee_add: Decimal;
  fee_mult: Decimal;
  min_amount: NullableDecimal;
  max_amount: NullableDecimal;
  step: NullableDecimal;
  network_fee: Decimal;
  confirmations: Generated<number>;
  is_available: Generated<boolean>;
}

export interface ConvertDirectionsTable {
  from_currency: string;
  to_currency: string;
  fee_type: CatalogueFeeType;
  fee_add: Decimal;
  fee_mult: Decimal;
  min_amount: NullableDecimal;
  max_amount: NullableDecimal;
  step: NullableDecimal;
  is_available: Generated<boolean>;
}

export interface PayoutLimitsTable {
  currency: string;
  daily_minor: NullableMinor;
  monthly_minor: NullableMinor;
}

export interface CountriesTable {
  code: string;
  name: string;
  is_supported: Generated<boolean>;
}

/** Limits stored with a quote, as the wire carries them. */
export interface StoredLimits {
  min: string | null;
  max: string | null;
  mult: string | null;
  currency: string;
}

export interface QuotesTable {
  id: string;
  profile_id: string;
  kind: 'exchange' | 'convert';
  from_currency: string;
  to_currency: string;
  from_payway: string | null;
  to_payway: string | null;
  from_network: string | null;
  to_network: string | null;
  from_amount: Minor;
  to_amount: Minor;
  fee: Minor;
  /** The pay-in payway's part of `fee` (migration 0053). */
  payin_fee: ColumnType<string, string | bigint | undefined, string | bigint>;
  fee_currency: string;
  to_fee: Minor;
  network_fee: Minor;
  rate: string;
  limits: Json<StoredLimits>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface CatalogueSchema {
  payways: PaywaysTable;
  payway_currencies: PaywayCurrenciesTable;
  convert_directions: ConvertDirectionsTable;
  payout_limits: PayoutLimitsTable;
  countries: CountriesTable;
  quotes: QuotesTable;
}
