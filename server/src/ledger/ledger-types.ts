import type { LedgerAccountKind } from '../db/schema-money';

export type UserAccountKind = 'user_available' | 'user_held';
export type HouseAccountKind = Exclude<LedgerAccountKind, UserAccountKind>;

/** An account by what it is; the ledger finds (or makes) its row. */
export type AccountRef =
  | { kind: UserAccountKind; profileId: string; currency: string }
  | { kind: HouseAccountKind; currency: string; name?: string }
  | { id: bigint };

/** An account named by what it is, not by its row id. */
export type AccountKey = Exclude<AccountRef, { id: bigint }>;

export interface TransferSpec {
  /** Unique per movement; reusing one fails the batch (a transfer happens once). */
  id: string;
  kind: string;
  transactionId?: string | null;
  debit: AccountRef;
  credit: AccountRef;
  amountMinor: bigint;
}

export const available = (profileId: string, currency: string): AccountRef => ({
  kind: 'user_available',
  profileId,
  currency,
});

export const held = (profileId: string, currency: string): AccountRef => ({
  kind: 'user_held',
  profileId,
  currency,
});

export const house = (kind: HouseAccountKind, currency: string, name = ''): AccountRef => ({
  kind,
  currency,
  name,
});
