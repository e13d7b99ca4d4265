import { DomainError } from '@ferry/shared/domain';
import type { Kysely, Updateable } from 'kysely';
import { isUuid } from '../../auth/ownership';
import type { Schema } from '../../db/schema';
import type { KycPerson, KycReview } from '../../providers/kyc/kyc-provider';
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

/**
 * A review as this feature applies it. A live provider's approval names the document's holder when
 * it recognised one, and not always the document (Sumsub's applicant gives no number): what it
 * does not name stays unknown.
 */
export type ProviderReview =
  | Exclude<KycReview, { outcome: 'approved' }>
  | {
      outcome: 'approved';
      person: { [Field in keyof KycPerson]: KycPerson[Field] | null };
    };

function changesOf(
  review: ProviderReview,
  documentKey: Buffer | undefined,
  at: Date,
): Updateable<CustomerVerificationsTable> {
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
      const fingerprint =
        documentKey && person.documentType && person.country && person.documentNumber
          ? fingerprintDocument(documentKey, {
              type: person.documentType,
              issuingCountry: person.country,
              number: person.documentNumber,
            })
          : { numberHash: null, last4: null };
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
  review: ProviderReview,
  /**
   * A webhook's: the provider's time of the review (an older one than the last applied is out of
   * order) and the webhook's transaction, which the move joins.
   */
  webhook: { eventAtMs?: number; executor?: Kysely<Schema> } = {},
) {
  const { eventAtMs, executor } = webhook;
  const row = isUuid(id) ? await deps.repo.findAnyById(id, executor) : undefined;
  if (row?.source !== 'provider') throw new DomainError('NOT_FOUND');
  // Only a document number needs the key (loaded once, then kept).
  const key =
    review.outcome === 'approved' && review.person.documentNumber !== null
      ? await deps.loadDocumentKey()
      : undefined;
  const changes = changesOf(review, key, new Date(deps.nowMs()));
  // A webhook's RED+RETRY may overtake the pending before it: the customer did submit.
  const from =
    eventAtMs !== undefined && review.outcome === 'retry'
      ? [...MOVES.retry, 'INIT' as const]
      : MOVES[review.outcome];
  const moved = await deps.repo.move(
    row.id,
    from,
    eventAtMs === undefined ? changes : { ...changes, last_event_at_ms: eventAtMs },
    webhook,
  );
  if (!moved)
    throw new DomainError('CONFLICT_ERROR', {
      reason: 'verification_review_out_of_order',
      status: row.status,
    });
  return moved;
}
