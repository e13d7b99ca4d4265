import { reviewSandboxCustomerVerification } from '@ferry/shared/contracts';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute, type EndpointInput } from '../../http/endpoint-route';
import type { KycReview } from '../../providers/kyc/kyc-provider';
import type { CustomerVerificationsService } from './customer-verifications.service';
import { SANDBOX_PERSON, toKycPerson } from './sandbox-person';
import { applySandboxReview } from './sandbox-reviews';
import { toVerificationView } from './verification-view';

type ReviewBody = EndpointInput<typeof reviewSandboxCustomerVerification>['body'];

function reviewOf(body: ReviewBody): KycReview {
  switch (body.review) {
    case 'submitted':
      return { outcome: 'submitted' };
    case 'retry':
      return { outcome: 'retry', reason: body.reason };
    case 'rejected':
      return { outcome: 'rejected', reason: body.reason, isFinal: body.is_final };
    case 'approved':
      return { outcome: 'approved', person: toKycPerson(body.person ?? SANDBOX_PERSON) };
  }
}

/** The sandbox provider's review of a merchant's customer (the contract says when it exists). */
export function createSandboxReviewRoute(service: CustomerVerificationsService, nowMs: () => number) {
  return defineRoute(reviewSandboxCustomerVerification, async (input) => {
    const row = await applySandboxReview(
      { repo: service.repo, loadDocumentKey: service.loadDocumentKey, nowMs },
      input.params.id ?? '',
      reviewOf(input.body),
    );
    setAnswerHeader(input.c, 'Cache-Control', 'no-store');
    return toVerificationView(row);
  });
}
