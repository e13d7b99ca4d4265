import type { MessageKey } from '@ferry/locales';
import type { VerificationStepView } from '@ferry/shared/contracts';
import type { VerificationStepKind, VerificationUserState } from '@ferry/shared/domain';
import {
  ADDRESS_VERIFICATION_PATH,
  DECLARED_DATA_PATH,
  IDENTITY_VERIFICATION_PATH,
  PHONE_MESSENGER_VERIFICATION_PATH,
  PHONE_VERIFICATION_PATH,
} from '../../../shell/paths';

/** The order the steps are asked in: each level holds the steps of the one below (LEVEL_TABLE). */
export const STEP_ORDER: readonly VerificationStepKind[] = [
  'PHONE',
  'DECLARED_ADDRESS',
  'IDENTITY',
  'ADDRESS',
];

/** Steps in the order they are asked, whatever order the server listed them in. */
export function orderSteps(steps: readonly VerificationStepView[]): VerificationStepView[] {
  return [...steps].sort((a, b) => STEP_ORDER.indexOf(a.kind) - STEP_ORDER.indexOf(b.kind));
}

/** The status label's colour (spec 000 §4 display kinds); the word always says the state too. */
export const USER_STATE_KIND: Readonly<Record<VerificationUserState, string | undefined>> = {
  verified: 'success',
  inProgress: 'progress',
  failed: 'error',
  notVerified: undefined,
};

/**
 * Where a step is done from the profile. The phone goes by the shared contact inside Telegram,
 * where the number is the account's own, and by SMS everywhere else.
 */
export function stepPath(kind: VerificationStepKind, isMessenger: boolean): string {
  switch (kind) {
    case 'PHONE':
      return isMessenger ? PHONE_MESSENGER_VERIFICATION_PATH : PHONE_VERIFICATION_PATH;
    case 'DECLARED_ADDRESS':
      return DECLARED_DATA_PATH;
    case 'IDENTITY':
      return IDENTITY_VERIFICATION_PATH;
    case 'ADDRESS':
      return ADDRESS_VERIFICATION_PATH;
  }
}

/** The one action a step row offers: start it, redo it after RETRY, or open it to read why. */
export function stepActionKey(step: VerificationStepView): MessageKey | null {
  if (step.status === 'RETRY') return 'verification.step.action.retry';
  if (step.can_start) return 'verification.step.action.start';
  if (step.status === 'REJECTED' || step.status === 'NOT_ALLOWED' || step.status === 'PROCESSING') {
    return 'verification.step.action.open';
  }
  return null;
}

export function stepDescriptionKey(kind: VerificationStepKind): MessageKey {
  return `verification.step.description.${kind}`;
}
