import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { KycProvider } from '../../providers/kyc/kyc-provider';
import type { SumsubWebhookEvent } from '../../providers/kyc/sumsub-review';
import type { CustomerVerificationsService } from './customer-verifications.service';
import { applyProviderReview, type ProviderReview } from './provider-reviews';

/** What the KYC webhook hands over for an applicant that is not a user's own step. */
export type WebhookApplicantReview = Pick<
  Extract<SumsubWebhookEvent, { kind: 'review' }>,
  'applicantId' | 'externalUserId' | 'createdAtMs' | 'review'
>;

/**
 * Sumsub's own time of the event ("2020-02-21 13:23:19.321", UTC); the time it arrived when it
 * names none readable, so it still counts after every review before it.
 */
function eventTimeOf(createdAtMs: string | undefined, receivedAtMs: number): number {
  const atMs = createdAtMs ? Date.parse(`${createdAtMs.trim().replace(' ', 'T')}Z`) : Number.NaN;
  return Number.isFinite(atMs) ? atMs : receivedAtMs;
}

/**
 * A live provider's webhook review of a merchant's customer. The applicant was made with the
 * verification's id as its externalUserId, so a delivery naming another id is not this one's. The
 * review moves the verification through `applyProviderReview`, as the sandbox's decision does, so
 * its moves and the merchant's webhook are the same; a duplicate meets a status it may not move
 * from, and a review older (by Sumsub's time) than the last applied finds nothing to move: both
 * change nothing ('unchanged'). An approval
 * reads the applicant back for the holder of its document, since the webhook names nobody; an
 * unreachable provider fails it, so the webhook's transaction rolls back and the provider retries.
 */
export function createProviderWebhookReviews(deps: {
  service: Pick<CustomerVerificationsService, 'repo' | 'loadDocumentKey'>;
  kyc: Pick<KycProvider, 'name' | 'readApplicant'>;
  /** ISO 3166-1 alpha-3 (Sumsub's) to alpha-2 (Ferry's); null for an unknown code. */
  alpha2Of: (alpha3: string) => string | null;
  nowMs: () => number;
}) {
  const { service, kyc } = deps;
  const reviewDeps = { repo: service.repo, loadDocumentKey: service.loadDocumentKey, nowMs: deps.nowMs };

  async function approvalOf(applicantId: string): Promise<ProviderReview> {
    const { person } = await kyc.readApplicant(applicantId);
    return {
      outcome: 'approved',
      person: {
        firstName: person?.firstName ?? null,
        lastName: person?.lastName ?? null,
        dateOfBirth: person?.dateOfBirth ?? null,
        country: person ? (deps.alpha2Of(person.documentCountry) ?? null) : null,
        documentType: null,
        documentNumber: null,
      },
    };
  }

  return {
    /** `trx` is the webhook's transaction, which holds its once-per-body record: the move joins it. */
    async review(
      event: WebhookApplicantReview,
      trx: Kysely<Schema>,
    ): Promise<'applied' | 'unchanged' | 'unknown_applicant'> {
      const row = await service.repo.findByApplicant(kyc.name, event.applicantId, trx);
      if (row?.source !== 'provider') return 'unknown_applicant';
      if (event.externalUserId !== undefined && event.externalUserId !== row.id) return 'unknown_applicant';
      const review =
        event.review.outcome === 'approved' ? await approvalOf(row.provider_ref ?? '') : event.review;
      try {
        await applyProviderReview(reviewDeps, row.id, review, {
          eventAtMs: eventTimeOf(event.createdAtMs, deps.nowMs()),
          executor: trx,
        });
        return 'applied';
      } catch (error) {
        if (error instanceof DomainError && error.code === 'CONFLICT_ERROR') return 'unchanged';
        throw error;
      }
    },
  };
}

export type ProviderWebhookReviews = ReturnType<typeof createProviderWebhookReviews>;
