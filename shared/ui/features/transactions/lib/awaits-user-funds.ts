import type { TransactionView } from '@ferry/shared/contracts';

/**
 * An order still waiting for the user's own money (a deposit or an exchange not yet paid):
 * leaving it is where the spec warns that going back will cancel (000 §2).
 */
export function awaitsUserFunds(
  transaction: Pick<TransactionView, 'status' | 'direction' | 'type'>,
): boolean {
  const isWaiting = transaction.status === 'NEW' || transaction.status === 'WAIT';
  return isWaiting && (transaction.direction === 'PAYIN' || transaction.type === 'EXCHANGE');
}
