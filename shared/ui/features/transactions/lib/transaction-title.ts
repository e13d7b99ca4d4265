import type { TransactionView } from '@ferry/shared/contracts';
import { type KindSubject, transactionKindOf } from '@ferry/shared/domain';
import { KIND_PRESENTATION, type KindPresentation } from './kind-presentation';

export function presentationOf(subject: KindSubject): KindPresentation {
  return KIND_PRESENTATION[transactionKindOf(subject)];
}

/**
 * The headline shows what the person got: a purchase's or conversion's coins once the API names
 * them; until then (and for every other kind) the transaction's own amount with its sign.
 */
export function showsReceived(transaction: TransactionView): boolean {
  return (
    presentationOf(transaction).headline === 'received' &&
    transaction.to_amount !== null &&
    transaction.to_currency !== null
  );
}

/** An order still open for payment: only then does its time to pay mean anything. */
export function isAwaitingPayment(transaction: Pick<TransactionView, 'status'>): boolean {
  return transaction.status === 'NEW' || transaction.status === 'WAIT';
}
