import { directionOf, type TransactionType } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { Ledger } from '../ledger/ledger';
import { toMinor } from '../ledger/minor';
import type { TransactionRow } from './transaction-view';

/**
 * What a payout the provider refused still holds on the user's balance (amount + fee), in minor
 * units, while it waits in ACTION_REQUIRED for RETRY or REFUND; null for anything else, so the
 * hold is read only for the rows that can have one.
 */
export async function heldOfRefusedPayout(
  ledger: Ledger,
  db: Kysely<Schema>,
  row: TransactionRow,
): Promise<bigint | null> {
  if (row.status !== 'ACTION_REQUIRED' || directionOf(row.type as TransactionType) !== 'PAYOUT') return null;
  const hold = await ledger.pendingHoldOf(db, row.id);
  return hold ? toMinor(hold.amount) : null;
}
