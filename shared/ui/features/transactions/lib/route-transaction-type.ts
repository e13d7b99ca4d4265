import { isTransactionType, type TransactionType } from '@ferry/shared/domain';

/**
 * The `:transactionType` of a transaction route, in any letter case ("payin", "PAYIN"), as the
 * domain's type; null when the segment names no type, so the page shows "Page not found".
 */
export function routeTransactionType(segment: string | undefined): TransactionType | null {
  if (!segment) return null;
  const upper = segment.toUpperCase();
  return isTransactionType(upper) ? upper : null;
}
