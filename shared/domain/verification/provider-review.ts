import type { VerificationStatus } from '../transactions/verification-enums';

/**
 * A KYC provider's word on one applicant, in the provider's own vocabulary (Sumsub's
 * `reviewStatus` and, once reviewed, `reviewResult`). The adapter reads the wire; the domain
 * decides what it means for the user.
 */
export type ProviderReview =
  | { kind: 'none' }
  | { kind: 'init' }
  | { kind: 'pending' }
  | { kind: 'queued' }
  | { kind: 'onHold' }
  | { kind: 'green' }
  | { kind: 'red'; rejectType: 'RETRY' | 'FINAL' }
  /** Ferry's own refusal before the provider is asked: the residence country is restricted. */
  | { kind: 'restrictedCountry' };

export type ProviderReviewKind = ProviderReview['kind'];

/**
 * The spec's status for a review (001 §3). Everything between submission and an answer
 * (pending, queued, on hold) is PROCESSING; RED asks for a new attempt (RETRY) or ends the step
 * (REJECTED) as the provider's reject type says.
 */
export function statusOfReview(review: ProviderReview): VerificationStatus {
  switch (review.kind) {
    case 'none':
      return 'NONE';
    case 'init':
      return 'INIT';
    case 'pending':
    case 'queued':
    case 'onHold':
      return 'PROCESSING';
    case 'green':
      return 'COMPLETED';
    case 'red':
      return review.rejectType === 'RETRY' ? 'RETRY' : 'REJECTED';
    case 'restrictedCountry':
      return 'NOT_ALLOWED';
  }
}
