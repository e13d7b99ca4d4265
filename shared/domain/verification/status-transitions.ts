import type { VerificationStatus } from '../transactions/verification-enums';

/**
 * Where a step's status may go next. The provider may change its mind: a RED after GREEN
 * revokes the step (the provider's docs say a later RED may follow GREEN), and a GREEN after a
 * final RED is a reviewer overturning the rejection. A verified step does not fall back to
 * INIT or PROCESSING: a re-check keeps the user verified until its answer is RED. NOT_ALLOWED
 * is Ferry's own refusal by country and ends the step; a status never moves to itself.
 */
const NEXT_STATUSES: Readonly<Record<VerificationStatus, readonly VerificationStatus[]>> = {
  NONE: ['INIT', 'PROCESSING', 'COMPLETED', 'RETRY', 'REJECTED', 'NOT_ALLOWED'],
  INIT: ['PROCESSING', 'COMPLETED', 'RETRY', 'REJECTED', 'NOT_ALLOWED'],
  PROCESSING: ['COMPLETED', 'RETRY', 'REJECTED', 'NOT_ALLOWED'],
  RETRY: ['INIT', 'PROCESSING', 'COMPLETED', 'REJECTED', 'NOT_ALLOWED'],
  COMPLETED: ['RETRY', 'REJECTED', 'NOT_ALLOWED'],
  REJECTED: ['COMPLETED', 'NOT_ALLOWED'],
  NOT_ALLOWED: [],
};

export function canVerificationTransition(from: VerificationStatus, to: VerificationStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

export function nextVerificationStatuses(from: VerificationStatus): readonly VerificationStatus[] {
  return NEXT_STATUSES[from];
}
