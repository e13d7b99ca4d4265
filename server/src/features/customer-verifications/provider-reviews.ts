import { DomainError } from '@ferry/shared/domain';
import type { Updateable } from 'kysely';
import { isUuid } from '../../auth/ownership';
import type { KycReview } from '../../providers/kyc/kyc-provider';
import type { CustomerVerificationsRepo, VerificationStatusValue } from './customer-verifications.repo';
import type { CustomerVerificationsTable } from './customer-verifications.schema';
import { fingerprintDocument } from './document-fingerprint';

/** Where each review may come from: the provider reviews what the customer submitted, or resubmitted. */
const MOVES: Record<KycReview['outcome'], readonly VerificationStatusValue[]> = {
  submitted: ['INIT', 'RETRY'],
  approved: ['INIT', 'PROCESSING', 'RETRY'],
  rejected: ['INIT', 'PROCESSING', 'RETRY'],
  retry: ['PROCESSING'],
};

function changesOf(review: KycReview, documentKey: Buffer, at: Date): Updateable<CustomerVerificationsTable> {
  switch (review.outcome) {
    case 'submitted':
      return { status: 'PROCESSING', updated_at: at };
    case 'retry':
      // Sumsub's RED/RETRY: the customer may try again through a fresh access.
      return { status: 'RETRY', reject_reason: review.reason, updated_at: at };
    case 'rejected':
      // A final refusal; NOT_ALLOWED when the provider says this customer may not be served at all.
      return {
        status: review.isFinal ? 'NOT_ALLOWED' : 'REJECTED',
        reject_reason: review.reason,
        access_token_hash: null,
        access_token_expires_at: null,
        updated_at: at,
      };
    case 'approved': {
      const { person } = review;
      const fingerprint = fingerprintDocument(documentKey, {
        type: person.documentType,
        issuingCountry: person.country,
        number: person.documentNumber,
      });
      return {
        status: 'COMPLETED',
        reject_reason: null,
        first_name: person.firstName,
        last_name: person.lastName,
        date_of_birth: person.dateOfBirth,
        country: person.country,
        document_type: person.documentType,
        document_number_hash: fingerprint.numberHash,
        document_number_last4: fingerprint.last4,
        access_token_hash: null,
        access_token_expires_at: null,
        verified_at: at,
        updated_at: at,
      };
    }
  }
}

/**
 * The provider's word on an applicant (its webhook, or the sandbox's dev route). A review out of
 * order (an approval of a cancelled verification, a second approval) is CONFLICT_ERROR and changes
 * nothing, so a late or repeated webhook cannot undo what happened since.
 */
export async function applyProviderReview(
  deps: { repo: CustomerVerificationsRepo; loadDocumentKey: () => Promise<Buffer>; nowMs: () => number },
  id: string,
  review: KycReview,
) {
  const row = isUuid(id) ? await deps.repo.findAnyById(id) : undefined;
  if (row?.source !== 'provider') throw new DomainError('NOT_FOUND');
  const changes = changesOf(review, await deps.loadDocumentKey(), new Date(deps.nowMs()));
  const moved = await deps.repo.move(row.id, MOVES[review.outcome], changes);
  if (!moved)
    throw new DomainError('CONFLICT_ERROR', {
      reason: 'verification_review_out_of_order',
      status: row.status,
    });
  return moved;
}
