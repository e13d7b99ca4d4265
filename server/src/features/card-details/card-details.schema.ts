import type { ColumnType } from 'kysely';

/** The card-details page's single-use tokens (migration 0063). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface CardDetailsTokensTable {
  /** hex(SHA-256) of the token; the token itself is never stored. */
  token_digest: string;
  card_id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CardDetailsSchema {
  card_details_tokens: CardDetailsTokensTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends CardDetailsSchema {}
}
