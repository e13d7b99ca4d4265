import type { MessageKey } from '@ferry/locales';

export const TRANSACTION_STATUSES = [
  'NEW',
  'WAIT',
  'PROCESSING',
  'DONE',
  'CANCELLED',
  'REJECT',
  'EXPIRED',
  'FAIL',
  'ACTION_REQUIRED',
  'MANUAL',
  'RESOLVED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** How a status is drawn (colour and icon family). */
export const STATUS_DISPLAY_KINDS = ['success', 'progress', 'error', 'resolved', 'need-action'] as const;
export type StatusDisplayKind = (typeof STATUS_DISPLAY_KINDS)[number];

/** The words a status is shown with; several statuses share one. */
export const STATUS_LABELS = [
  'completed',
  'inProgress',
  'failed',
  'cancelled',
  'resolved',
  'needAction',
] as const;
export type StatusLabel = (typeof STATUS_LABELS)[number];

interface StatusPresentation {
  kind: StatusDisplayKind;
  label: StatusLabel;
}

/** Spec 000 §4, the status table. */
export const STATUS_PRESENTATION = {
  DONE: { kind: 'success', label: 'completed' },
  NEW: { kind: 'progress', label: 'inProgress' },
  WAIT: { kind: 'progress', label: 'inProgress' },
  PROCESSING: { kind: 'progress', label: 'inProgress' },
  FAIL: { kind: 'error', label: 'failed' },
  REJECT: { kind: 'error', label: 'failed' },
  EXPIRED: { kind: 'error', label: 'failed' },
  CANCELLED: { kind: 'error', label: 'cancelled' },
  RESOLVED: { kind: 'resolved', label: 'resolved' },
  ACTION_REQUIRED: { kind: 'need-action', label: 'needAction' },
  MANUAL: { kind: 'need-action', label: 'needAction' },
} as const satisfies Readonly<Record<TransactionStatus, StatusPresentation>>;

/** Only these are polled while the socket is down; WAIT waits on the user, not on us. */
const IN_FLIGHT_STATUSES: readonly TransactionStatus[] = ['NEW', 'PROCESSING'];

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return typeof value === 'string' && (TRANSACTION_STATUSES as readonly string[]).includes(value);
}

export function statusDisplayKind(status: TransactionStatus): StatusDisplayKind {
  return STATUS_PRESENTATION[status].kind;
}

export function statusLabelKey(status: TransactionStatus): MessageKey {
  return `domain.statusLabel.${STATUS_PRESENTATION[status].label}`;
}

export function isInFlight(status: TransactionStatus): boolean {
  return IN_FLIGHT_STATUSES.includes(status);
}

/** The status of one step in a step-by-step view (a different, shorter list). */
export const STEP_STATUSES = ['NEW', 'WAIT', 'FAILED', 'DONE'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];
export type StepStatusIcon = 'check' | 'cross';

export function isStepStatus(value: unknown): value is StepStatus {
  return typeof value === 'string' && (STEP_STATUSES as readonly string[]).includes(value);
}

/** DONE shows a check and FAILED a cross; a step still ahead shows no icon. */
export function stepStatusIcon(status: StepStatus): StepStatusIcon | null {
  if (status === 'DONE') return 'check';
  if (status === 'FAILED') return 'cross';
  return null;
}

export function stepStatusLabelKey(status: StepStatus): MessageKey {
  return `domain.stepStatus.${status}`;
}
