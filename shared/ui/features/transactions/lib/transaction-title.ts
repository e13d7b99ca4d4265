import type { TransactionView } from '@ferry/shared/contracts';
import { type KindSubject, statusDisplayKind, transactionKindOf } from '@ferry/shared/domain';
import { KIND_PRESENTATION, type KindPresentation } from './kind-presentation';

export function presentationOf(subject: KindSubject): KindPresentation {
  return KIND_PRESENTATION[transactionKindOf(subject)];
}

/**
 * The headline shows what the person got: a purchase's or conversion's coins once it is completed
 * and the API names them. A quote is not money received, so until then (and for every other kind)
 * it is the transaction's own amount.
 */
export function showsReceived(transaction: TransactionView): boolean {
  return (
    transaction.status === 'DONE' &&
    presentationOf(transaction).headline === 'received' &&
    transaction.to_amount !== null &&
    transaction.to_currency !== null
  );
}

/** An order still open for payment: only then does its time to pay mean anything. */
export function isAwaitingPayment(transaction: Pick<TransactionView, 'status'>): boolean {
  return transaction.status === 'NEW' || transaction.status === 'WAIT';
}

/**
 * What the person is to get of a purchase, deposit converted on arrival, exchange or conversion that
 * is not completed: a quote, never money received ("Quoted: 266.42 USDT", not "You got"). A
 * withdrawal with conversion that failed, expired or was cancelled converted nothing either, so its
 * `to_amount` is only what the quote promised, never a "Converted amount".
 */
export function showsQuote(transaction: TransactionView): boolean {
  if (transaction.to_amount === null || transaction.to_currency === null) return false;
  if (statusDisplayKind(transaction.status) === 'error') return true;
  return transaction.status !== 'DONE' && presentationOf(transaction).headline === 'received';
}

/**
 * Money in that has not reached the balance: asked for, maybe partly arrived or parked for the
 * person's choice, but credited to nothing. A resolved one ended in the transaction its choice made.
 */
export function awaitsCredit(transaction: Pick<TransactionView, 'direction' | 'status'>): boolean {
  return (
    transaction.direction === 'PAYIN' && transaction.status !== 'DONE' && transaction.status !== 'RESOLVED'
  );
}
