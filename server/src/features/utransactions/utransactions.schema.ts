import type { ColumnType, Generated } from 'kysely';

export type UtransactionType = 'UDEPOSIT' | 'UPAYOUT' | 'UCONVERT' | 'UCONVERT_PAYOUT';

export interface UtransactionDraftsTable {
  id: Generated<string>;
  profile_id: string;
  type: UtransactionType;
  currency: string;
  to_currency: string | null;
  amount: ColumnType<string, string | bigint, string | bigint>;
  payway: string | null;
  network: string | null;
  requisite: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  status: ColumnType<
    'draft' | 'confirmed' | 'expired',
    'draft' | undefined,
    'draft' | 'confirmed' | 'expired'
  >;
  transaction_id: string | null;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface UtransactionsSchema {
  utransaction_drafts: UtransactionDraftsTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends UtransactionsSchema {}
}
