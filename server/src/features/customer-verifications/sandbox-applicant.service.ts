import type { SandboxKycApplicant } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { KycReview } from '../../providers/kyc/kyc-provider';
import { isAccessTokenOf } from './access-token';
import type { VerificationRow } from './customer-verifications.repo';
import type { CustomerVerificationsService } from './customer-verifications.service';
import { SANDBOX_PERSON, toKycPerson } from './sandbox-person';
import { applySandboxReview, isSandboxSubject } from './sandbox-reviews';

type Step = 'document' | 'selfie' | 'address';

/** What each level asks the customer for (kyc-provider.ts: a proof of address on top of identity). */
const STEPS_OF_LEVEL: Record<VerificationRow['level'], readonly Step[]> = {
  identity: ['document', 'selfie'],
  identity_and_address: ['document', 'selfie', 'address'],
};

/** The sandbox's decision on the page; a rejection there is one the customer may not retry from. */
const DECISIONS: Record<'approved' | 'rejected', KycReview> = {
  approved: { outcome: 'approved', person: toKycPerson(SANDBOX_PERSON) },
  rejected: { outcome: 'rejected', reason: 'SANDBOX_REVIEW', isFinal: false },
};

function toApplicantView(row: VerificationRow): SandboxKycApplicant {
  return {
    applicant_id: row.provider_ref ?? '',
    level: row.level,
    status: row.status,
    reject_reason: row.reject_reason,
    access_expires_at: row.access_token_expires_at?.toISOString() ?? null,
    test_mode: row.is_test_mode,
    requested_by: 'merchant',
  };
}

/**
 * The sandbox KYC provider's page, played for the customer the merchant sent there: the access
 * token opens it (refused once it expired, or when it is not the one last handed out — a new
 * initialize replaces it, a decision or a cancel closes it), the submission is the provider's
 * `submitted` review and the page's decision its approval or rejection, both through
 * `applySandboxReview` as the dev route's are, so the moves and their webhooks are the same; a live
 * key's applicant never opens it.
 */
export function createSandboxApplicantService(
  service: Pick<CustomerVerificationsService, 'repo' | 'loadDocumentKey'>,
  providerName: string,
  nowMs: () => number,
) {
  const reviewDeps = { repo: service.repo, loadDocumentKey: service.loadDocumentKey, nowMs };

  async function open(applicantId: string, accessToken: string): Promise<VerificationRow> {
    const row = await service.repo.findByApplicant(providerName, applicantId);
    // A live key's customer is a real provider's to verify: the sandbox page does not open for them.
    if (!row || !isSandboxSubject(row) || !isAccessTokenOf(accessToken, row.access_token_hash))
      throw new DomainError('ACCESS_DENIED', { reason: 'access_invalid' });
    if ((row.access_token_expires_at?.getTime() ?? 0) <= nowMs())
      throw new DomainError('ACCESS_DENIED', { reason: 'access_expired' });
    return row;
  }

  return {
    async view(applicantId: string, body: { access_token: string }) {
      return toApplicantView(await open(applicantId, body.access_token));
    },

    async submit(applicantId: string, body: { access_token: string; steps: readonly Step[] }) {
      const row = await open(applicantId, body.access_token);
      const missing = STEPS_OF_LEVEL[row.level].filter((step) => !body.steps.includes(step));
      if (missing.length > 0)
        throw new DomainError('VALIDATION_ERROR', {
          issues: missing.map((step) => ({ path: `steps.${step}`, message: 'validation.required' })),
        });
      return toApplicantView(await applySandboxReview(reviewDeps, row.id, { outcome: 'submitted' }));
    },

    /** The customer must have submitted first: the provider reviews what it was sent. */
    async review(applicantId: string, body: { access_token: string; decision: 'approved' | 'rejected' }) {
      const row = await open(applicantId, body.access_token);
      if (row.status !== 'PROCESSING')
        throw new DomainError('CONFLICT_ERROR', { reason: 'verification_not_submitted', status: row.status });
      return toApplicantView(await applySandboxReview(reviewDeps, row.id, DECISIONS[body.decision]));
    },
  };
}
