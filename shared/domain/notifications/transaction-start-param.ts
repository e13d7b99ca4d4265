import type { TransactionType } from '../transactions/transaction-types';
import { isTransactionType } from '../transactions/transaction-types';

const PREFIX = 'tx_';
/** A public transaction id ("F" and 12 Crockford base32 characters); never holds '_' or '-'. */
const TRANSACTION_ID = /^[0-9A-Z]{1,32}$/;

/**
 * The mini-app start parameter that opens one transaction: `tx_<type>_<id>`, e.g.
 * `tx_PAYIN_F7QK2M9XA4TBH`. In the start-parameter grammar (parts split at '-', key and value at
 * the first '_') it is one part with key `tx`, so it reads as an ordinary parameter; the type may
 * itself hold '_' (PAYIN_CONVERT), the id never does, so the id is what follows the last '_'.
 */
export function transactionStartParam(type: TransactionType, id: string): string {
  if (!TRANSACTION_ID.test(id)) throw new RangeError(`Not a public transaction id: ${id}`);
  return `${PREFIX}${type}_${id}`;
}

/** Reads `tx_<type>_<id>` back; null for anything else. */
export function readTransactionStartParam(
  param: string | null | undefined,
): { type: TransactionType; id: string } | null {
  if (!param?.startsWith(PREFIX)) return null;
  const rest = param.slice(PREFIX.length);
  const cut = rest.lastIndexOf('_');
  if (cut <= 0) return null;
  const type = rest.slice(0, cut);
  const id = rest.slice(cut + 1);
  if (!isTransactionType(type) || !TRANSACTION_ID.test(id)) return null;
  return { type, id };
}
