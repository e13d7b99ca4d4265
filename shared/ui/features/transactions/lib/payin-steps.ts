import type { Message, MessageKey } from '@ferry/locales';
import {
  type KindSubject,
  type StepStatus,
  statusDisplayKind,
  type TransactionStatus,
  transactionKindOf,
} from '@ferry/shared/domain';
import { KIND_PRESENTATION } from './kind-presentation';

/** One line of the step view: what happens, and how far it got. */
export interface ProgressStep {
  key: MessageKey;
  status: StepStatus;
  /** How far the step is, where the API says (a crypto deposit's confirmations so far). */
  detail?: Message;
}

/** What the steps of a transaction depend on (a slice of the API's TransactionView). */
export interface StepSubject extends KindSubject {
  status: TransactionStatus;
  /** Set once money arrived (a partial or out-of-limits arrival). */
  paid_amount: string | null;
  hash: string | null;
  /** A crypto deposit's requisite carries `confirmations` and `required_confirmations`. */
  requisite?: Record<string, unknown> | null;
}

/** The confirmations a crypto deposit has and needs, when the API gives both. */
export function confirmationsOf(subject: Pick<StepSubject, 'requisite'>): Message | null {
  const count = subject.requisite?.confirmations;
  const required = subject.requisite?.required_confirmations;
  if (typeof count !== 'number' || typeof required !== 'number' || required <= 0) return null;
  return { key: 'transactions.steps.confirmations', params: { count: Math.min(count, required), required } };
}

const ENDED_WELL: ReadonlySet<TransactionStatus> = new Set(['DONE', 'RESOLVED']);
const STOPPED: ReadonlySet<TransactionStatus> = new Set([
  'FAIL',
  'REJECT',
  'EXPIRED',
  'CANCELLED',
  'ACTION_REQUIRED',
  'MANUAL',
]);

function stepsOf(keys: readonly MessageKey[], done: number, status: TransactionStatus): ProgressStep[] {
  const isStopped = STOPPED.has(status);
  return keys.map((key, index) => {
    if (ENDED_WELL.has(status) || index < done) return { key, status: 'DONE' };
    if (index === done) return { key, status: isStopped ? 'FAILED' : 'WAIT' };
    return { key, status: 'NEW' };
  });
}

/**
 * Failed, rejected, expired or cancelled (the spec's error statuses). Steps done from the start (a
 * withdrawal's conversion) then do not stand: the order converted nothing the person keeps
 * (docs/decisions.md), so the cross sits on the conversion, where it stopped.
 */
function endedInError(status: TransactionStatus): boolean {
  return statusDisplayKind(status) === 'error';
}

/**
 * The step view of one transaction, in its kind's words (a card purchase is charged, converted and
 * credited; a bank transfer is awaited, seen and credited; spec 000 §4's payin messages where they
 * fit), or an empty list when its kind happens at once (a conversion, a transfer between profiles).
 */
export function progressSteps(subject: StepSubject): ProgressStep[] {
  const { status } = subject;
  const presentation = KIND_PRESENTATION[transactionKindOf(subject)];
  if (presentation.steps.length === 0) return [];
  const hasArrived = status === 'PROCESSING' || subject.paid_amount !== null || subject.hash !== null;
  const done = hasArrived ? presentation.doneOnArrival : presentation.doneAtStart;
  const doneStanding = presentation.doneAtStart > 0 && endedInError(status) ? 0 : done;
  const steps = stepsOf(presentation.steps, doneStanding, status);
  const confirmations = subject.network ? confirmationsOf(subject) : null;
  return steps.map((step) =>
    step.key === 'domain.payinProgress.waitingForConfirmations' && step.status === 'WAIT' && confirmations
      ? { ...step, detail: confirmations }
      : step,
  );
}
