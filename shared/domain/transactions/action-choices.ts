import type { ErrorCode } from '../errors/error-codes';
import { directionOf } from './directions';
import { ACTION_REQUIRED_CHOICES, type ActionRequiredChoice } from './flow-enums';
import { offersActionChoices } from './status-transitions';
import type { TransactionStatus } from './statuses';
import type { TransactionType } from './transaction-types';

/** What the choices of one transaction depend on. */
export interface ActionChoiceSubject {
  status: TransactionStatus;
  type: TransactionType;
  /** The currency a converting transaction was to credit; null for a plain one. */
  toCurrency: string | null;
  /** What arrived and waits in suspense, in minor units; null when nothing did. */
  paidMinor: bigint | null;
  /**
   * What converting that money now would meet (the direction closed, its limits), as the
   * catalogue says today; null when it would go through or when nothing is to be converted.
   */
  conversionRefusal: ErrorCode | null;
  /**
   * What a payout the provider refused still holds on the user's balance (amount + fee), in
   * minor units; null when nothing is held (any other kind, or a payout already settled).
   */
  heldMinor: bigint | null;
}

export interface ActionChoiceRefusal {
  code: Extract<ErrorCode, 'CONFLICT_ERROR' | 'NOT_ACCEPTABLE'>;
  reason:
    | 'no_action_required'
    | 'nothing_received_to_act_on'
    | 'nothing_to_retry'
    | 'conversion_refused'
    | 'payout_money_is_yours';
}

/** Kinds whose money arrived to be converted: RETRY converts it again at today's price. */
const CONVERTING_TYPES: ReadonlySet<TransactionType> = new Set([
  'PAYIN_CONVERT',
  'AUTOPAYIN_CONVERT',
  'UCONVERT',
  'EXCHANGE',
]);

/** True when RETRY has something to convert: a converting kind with its to currency. */
export function isRetryableKind(subject: Pick<ActionChoiceSubject, 'type' | 'toCurrency'>): boolean {
  return CONVERTING_TYPES.has(subject.type) && subject.toCurrency !== null;
}

/**
 * True when a refused payout keeps its money (amount + fee) held for the user's choice: RETRY
 * sends it again, REFUND gives it back to the balance.
 */
export function isHeldRefusedPayout(
  subject: Pick<ActionChoiceSubject, 'status' | 'type' | 'heldMinor'>,
): boolean {
  return (
    subject.status === 'ACTION_REQUIRED' &&
    directionOf(subject.type) === 'PAYOUT' &&
    subject.heldMinor !== null &&
    subject.heldMinor > 0n
  );
}

/**
 * Why `choice` cannot be carried out on this transaction, or null when it can. The one rule for
 * both sides: the server offers exactly the choices this does not refuse, and refuses the others
 * with the code here (spec 000 §4: a failed or action-required transaction offers REFUND,
 * DEPOSIT, RETRY — each only where it can work).
 * - no choice unless the transaction stopped for the user (FAIL, ACTION_REQUIRED);
 * - a payout the provider refused, its money still held: RETRY (send it again) and REFUND (back
 *   to the balance); DEPOSIT has nothing to top up, the money never left the user's balance;
 * - otherwise no choice unless money arrived: REFUND and DEPOSIT move what waits in suspense;
 * - RETRY only for money that was to be converted, and only while the conversion would go through.
 */
export function refusalOfActionChoice(
  subject: ActionChoiceSubject,
  choice: ActionRequiredChoice,
): ActionChoiceRefusal | null {
  if (!offersActionChoices(subject.status)) return { code: 'CONFLICT_ERROR', reason: 'no_action_required' };
  if (isHeldRefusedPayout(subject))
    return choice === 'DEPOSIT' ? { code: 'NOT_ACCEPTABLE', reason: 'payout_money_is_yours' } : null;
  if (subject.paidMinor === null || subject.paidMinor <= 0n)
    return { code: 'NOT_ACCEPTABLE', reason: 'nothing_received_to_act_on' };
  if (choice !== 'RETRY') return null;
  if (!isRetryableKind(subject)) return { code: 'NOT_ACCEPTABLE', reason: 'nothing_to_retry' };
  if (subject.conversionRefusal !== null) return { code: 'NOT_ACCEPTABLE', reason: 'conversion_refused' };
  return null;
}

/** The choices a transaction offers, in the catalogue's order: those the rule above does not refuse. */
export function offeredActionChoices(subject: ActionChoiceSubject): ActionRequiredChoice[] {
  return ACTION_REQUIRED_CHOICES.filter((choice) => refusalOfActionChoice(subject, choice) === null);
}
