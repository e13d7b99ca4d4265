import type { DocumentFormat, DocumentType, VerificationStatus } from '@ferry/shared/domain';
import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the documents area (migration 0011). Each area keeps its own file so
 * engineers working in parallel never edit the same interface; `Schema` in schema.ts extends them all.
 */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** A `date` column, written as YYYY-MM-DD; read it with `::text` (pg would make a local-time Date). */
type DateText = ColumnType<unknown, string, string>;

export interface IdentityVerificationsTable {
  profile_id: string;
  status: Generated<VerificationStatus>;
  provider: string;
  provider_ref: string | null;
  full_name: string | null;
  verified_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface DocumentsTable {
  id: Generated<string>;
  profile_id: string;
  /** A tax export (migration 0073) is kept and downloaded like the other documents. */
  type: DocumentType | 'tax-export';
  format: DocumentFormat;
  period_from: DateText;
  period_to: DateText;
  currency: string | null;
  language: 'en' | 'uk' | 'ru' | 'pl';
  filename: string;
  content_type: string;
  content: Uint8Array;
  size_bytes: number;
  download_token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

/** One currency's mid price in USD at one instant (migration 0073): the tax export's rates history. */
export interface RateSnapshotsTable {
  currency: string;
  taken_at: Timestamp;
  /** numeric: read as an exact decimal string. */
  usd_price: string;
}

export interface DocumentsSchema {
  identity_verifications: IdentityVerificationsTable;
  documents: DocumentsTable;
  rate_snapshots: RateSnapshotsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends DocumentsSchema {}
}
