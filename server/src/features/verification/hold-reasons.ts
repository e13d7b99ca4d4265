import type { MessageKey } from '@ferry/locales';
import type { VerificationStepKind } from '@ferry/shared/domain';

/** Why money out is held; each reason has its plain words in the errors catalogue. */
const HOLD_REASONS = {
  IDENTITY_REVOKED: 'errors.verification.hold.identityRevoked',
  ADDRESS_REVOKED: 'errors.verification.hold.addressRevoked',
  VERIFICATION_REVOKED: 'errors.verification.hold.verificationRevoked',
} as const satisfies Record<string, MessageKey>;

export type HoldReasonCode = keyof typeof HOLD_REASONS;

/** The reason a late RED on a verified step holds the profile for. */
export function holdReasonOfRevokedStep(kind: VerificationStepKind): HoldReasonCode {
  if (kind === 'IDENTITY') return 'IDENTITY_REVOKED';
  if (kind === 'ADDRESS') return 'ADDRESS_REVOKED';
  return 'VERIFICATION_REVOKED';
}

/** The words for a stored reason; a reason this build does not know reads as the general one. */
export function holdMessageKey(reasonCode: string): MessageKey {
  return Object.hasOwn(HOLD_REASONS, reasonCode)
    ? HOLD_REASONS[reasonCode as HoldReasonCode]
    : HOLD_REASONS.VERIFICATION_REVOKED;
}

/**
 * What a held user may still do: nothing about a hold is a dead end. Money out is what the hold
 * stops (the payout check refuses every payout of a held profile), so a withdrawal is not offered.
 */
export const STILL_ALLOWED_WHILE_HELD = ['view_balances', 'export_statement'] as const;
