import type { CardCurrency, CardDesign, CardState } from '@ferry/shared/domain';
import type { ColumnType, Generated } from 'kysely';

/** Ferry's payment cards and what they owe (migrations 0061 and 0065; issue 28). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric(78, 0) in minor units: drivers answer text; written from bigint or text. */
type NullableMinor = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;

export interface PaymentCardsTable {
  id: Generated<string>;
  user_id: string;
  /** The user's money profile the card was issued from: top-ups come from it. */
  owner_profile_id: string;
  /** The card's own profile (kind 'card'): its ledger accounts are the card's balance. */
  card_profile_id: string;
  currency: CardCurrency;
  design: CardDesign;
  cardholder_name: string;
  card_name: string;
  state: ColumnType<CardState, CardState | undefined, CardState>;
  /** The issuer's token for the card; the number and CVV stay with the issuer. */
  issuer_card_id: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  /** Currencies the card draws on, in the user's order. */
  spend_from: string[];
  /** Minor units of the card's currency; null for none. */
  per_authorization_max: NullableMinor;
  blocked_categories: ColumnType<string[], string[] | undefined, string[]>;
  activation_fee_charged_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  terminated_at: NullableTimestamp;
}

export interface CardOverdraftsTable {
  card_id: string;
  currency: string;
  /** Minor units the card owes in `currency`; the next top-up repays it first. */
  owed: ColumnType<string, string | bigint | undefined, string | bigint>;
  /** open (owed, a top-up repays it), collecting (a terminated card's, not covered yet), closed. */
  status: ColumnType<CardOverdraftStatus, CardOverdraftStatus | undefined, CardOverdraftStatus>;
  updated_at: Timestamp;
}

export type CardOverdraftStatus = 'open' | 'collecting' | 'closed';

export interface PaymentCardsSchema {
  payment_cards: PaymentCardsTable;
  card_overdrafts: CardOverdraftsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends PaymentCardsSchema {}
}
