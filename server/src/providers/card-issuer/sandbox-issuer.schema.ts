import type { ColumnType } from 'kysely';

/**
 * The sandbox issuer-processor's own tables (migration 0061): the card number and CVV live only
 * here, as a real issuer keeps them on its side.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type SandboxIssuerCardState = 'inactive' | 'active' | 'locked' | 'closed';

export interface SandboxIssuerCardsTable {
  issuer_card_id: string;
  pan: string;
  cvv: string;
  expiry_month: number;
  expiry_year: number;
  cardholder_name: string;
  currency: string;
  state: ColumnType<SandboxIssuerCardState, SandboxIssuerCardState | undefined, SandboxIssuerCardState>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SandboxIssuerWalletCodesTable {
  id: ColumnType<string, string | undefined, never>;
  issuer_card_id: string;
  wallet: string;
  /** SHA-256 of the code: the code itself is shown once and never kept. */
  code_digest: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface SandboxIssuerSchema {
  sandbox_issuer_cards: SandboxIssuerCardsTable;
  sandbox_issuer_wallet_codes: SandboxIssuerWalletCodesTable;
}

declare module '../../db/schema' {
  interface Schema extends SandboxIssuerSchema {}
}
