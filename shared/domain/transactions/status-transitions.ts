import type { TransactionStatus } from './statuses';

/**
 * Which status may follow which (spec 000 §4 names the statuses but not the moves; this table is
 * the rule the server enforces). Money follows the status: a hold is posted on DONE and voided on
 * every end that moved nothing (CANCELLED, REJECT, EXPIRED, FAIL).
 *
 * - NEW: created, nothing sent yet. WAIT: waiting for the user or a provider step (a transfer to
 *   arrive, 3-D Secure). PROCESSING: with the provider or the network.
 * - ACTION_REQUIRED: stopped until the user chooses REFUND, DEPOSIT or RETRY; MANUAL: with support.
 * - RESOLVED: a failed or stopped transaction whose choice created a linked transaction.
 */
const ALLOWED_NEXT: Readonly<Record<TransactionStatus, readonly TransactionStatus[]>> = {
  NEW: ['WAIT', 'PROCESSING', 'DONE', 'CANCELLED', 'EXPIRED', 'FAIL', 'REJECT', 'ACTION_REQUIRED', 'MANUAL'],
  WAIT: ['PROCESSING', 'DONE', 'CANCELLED', 'EXPIRED', 'FAIL', 'REJECT', 'ACTION_REQUIRED', 'MANUAL'],
  PROCESSING: ['DONE', 'FAIL', 'REJECT', 'ACTION_REQUIRED', 'MANUAL'],
  ACTION_REQUIRED: ['PROCESSING', 'RESOLVED', 'CANCELLED', 'FAIL', 'MANUAL'],
  MANUAL: ['PROCESSING', 'DONE', 'FAIL', 'REJECT', 'RESOLVED'],
  FAIL: ['RESOLVED'],
  DONE: [],
  CANCELLED: [],
  REJECT: [],
  EXPIRED: [],
  RESOLVED: [],
};

export function canTransition(from: TransactionStatus, to: TransactionStatus): boolean {
  return ALLOWED_NEXT[from].includes(to);
}

export function nextStatuses(from: TransactionStatus): readonly TransactionStatus[] {
  return ALLOWED_NEXT[from];
}

/** No move leaves these. */
export function isFinalStatus(status: TransactionStatus): boolean {
  return ALLOWED_NEXT[status].length === 0;
}

/** Ends in which no money moved: a hold is voided (given back) on arrival. */
export const VOIDING_STATUSES: readonly TransactionStatus[] = ['CANCELLED', 'REJECT', 'EXPIRED', 'FAIL'];

/** The user may choose REFUND, DEPOSIT or RETRY (spec 000 §4: "A failed or action-required transaction"). */
export function offersActionChoices(status: TransactionStatus): boolean {
  return status === 'FAIL' || status === 'ACTION_REQUIRED';
}
