import type { Message, MessageKey } from '@ferry/locales';
import type { StepStatus, TransactionStatus, TransactionType } from '../../../../domain/index';

/** One line of the step view: what happens, and how far it got. */
export interface ProgressStep {
  key: MessageKey;
  status: StepStatus;
  /** How far the step is, where the API says (a crypto deposit's confirmations so far). */
  detail?: Message;
}

/** What the steps of a transaction depend on (a slice of the API's TransactionView). */
export interface StepSubject {
  type: TransactionType;
  status: TransactionStatus;
  /** Set for crypto: the money moves on a chain, so confirmations are a step. */
  network: string | null;
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

const INCOMING_TYPES: ReadonlySet<TransactionType> = new Set([
  'PAYIN',
  'PAYIN_CONVERT',
  'AUTOPAYIN',
  'AUTOPAYIN_CONVERT',
  'UDEPOSIT',
]);

/** Money sent out to an address or account the user named. */
const OUTGOING_TYPES: ReadonlySet<TransactionType> = new Set(['PAYOUT', 'CONVERT_PAYOUT', 'UCONVERT_PAYOUT']);

const CRYPTO_INCOMING: readonly MessageKey[] = [
  'domain.payinProgress.waitingForTransfer',
  'domain.payinProgress.transferSeen',
  'domain.payinProgress.waitingForConfirmations',
  'domain.payinProgress.confirmedInNetwork',
];
const FIAT_INCOMING: readonly MessageKey[] = [
  'domain.payinProgress.waitingForTransfer',
  'domain.payinProgress.transferSeen',
  'transactions.steps.credited',
];
const CRYPTO_OUTGOING: readonly MessageKey[] = [
  'domain.payinProgress.sendingToAddress',
  'domain.payinProgress.sent',
];
/** A bank account or a card is not an "address": the first step names it for what it is. */
const FIAT_OUTGOING: readonly MessageKey[] = [
  'transactions.steps.sendingToAccount',
  'domain.payinProgress.sent',
];

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
 * The spec's payin progress messages (000 §4) as a step view for one transaction, or an empty
 * list when its kind has no steps to show (a conversion is done at once). Money that arrives is
 * "seen"; crypto then waits for network confirmations; a bank transfer is then credited.
 */
export function progressSteps(subject: StepSubject): ProgressStep[] {
  const { status } = subject;
  if (INCOMING_TYPES.has(subject.type)) {
    const keys = subject.network ? CRYPTO_INCOMING : FIAT_INCOMING;
    const hasArrived = status === 'PROCESSING' || subject.paid_amount !== null || subject.hash !== null;
    const steps = stepsOf(keys, hasArrived ? 2 : 0, status);
    const confirmations = subject.network ? confirmationsOf(subject) : null;
    return steps.map((step) =>
      step.key === 'domain.payinProgress.waitingForConfirmations' && step.status === 'WAIT' && confirmations
        ? { ...step, detail: confirmations }
        : step,
    );
  }
  if (OUTGOING_TYPES.has(subject.type)) {
    return stepsOf(subject.network ? CRYPTO_OUTGOING : FIAT_OUTGOING, 0, status);
  }
  return [];
}
