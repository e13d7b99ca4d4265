import type { MessageKey } from '@ferry/locales';

/** What a user verifies (spec 001 §3). */
export const VERIFICATION_STEP_KINDS = ['PHONE', 'ADDRESS', 'IDENTITY', 'DECLARED_ADDRESS'] as const;
export type VerificationStepKind = (typeof VERIFICATION_STEP_KINDS)[number];

export const VERIFICATION_STATUSES = [
  'NONE',
  'INIT',
  'RETRY',
  'REJECTED',
  'COMPLETED',
  'PROCESSING',
  'NOT_ALLOWED',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The final answers of an address or identity check. */
export const VERIFICATION_RESULT_STATUSES = [
  'COMPLETED',
  'REJECTED',
  'NOT_ALLOWED',
] as const satisfies readonly VerificationStatus[];
export type VerificationResultStatus = (typeof VERIFICATION_RESULT_STATUSES)[number];

/** The four states a user is told about. */
export const VERIFICATION_USER_STATES = ['verified', 'notVerified', 'inProgress', 'failed'] as const;
export type VerificationUserState = (typeof VERIFICATION_USER_STATES)[number];

/**
 * The spec names the user states but not which status shows which. NONE and INIT have not been
 * submitted yet; RETRY means the provider turned the last attempt down and wants a new one, so
 * the user sees a failure with the way to try again; NOT_ALLOWED is a refusal like REJECTED.
 */
const USER_STATE_OF_STATUS = {
  NONE: 'notVerified',
  INIT: 'notVerified',
  PROCESSING: 'inProgress',
  COMPLETED: 'verified',
  RETRY: 'failed',
  REJECTED: 'failed',
  NOT_ALLOWED: 'failed',
} as const satisfies Readonly<Record<VerificationStatus, VerificationUserState>>;

export function isVerificationStatus(value: unknown): value is VerificationStatus {
  return typeof value === 'string' && (VERIFICATION_STATUSES as readonly string[]).includes(value);
}

export function verificationUserState(status: VerificationStatus): VerificationUserState {
  return USER_STATE_OF_STATUS[status];
}

export function verificationUserStateLabelKey(state: VerificationUserState): MessageKey {
  return `domain.verificationState.${state}`;
}

export function verificationStepLabelKey(kind: VerificationStepKind): MessageKey {
  return `domain.verificationStep.${kind}`;
}
