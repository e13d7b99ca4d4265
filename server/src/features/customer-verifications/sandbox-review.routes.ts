import { DomainError } from '@ferry/shared/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { respondWithError } from '../../http/error-handler';
import { readValidBody } from '../../http/json-body';
import type { KycReview } from '../../providers/kyc/kyc-provider';
import type { CustomerVerificationsService } from './customer-verifications.service';
import { SANDBOX_PERSON, toKycPerson } from './sandbox-person';
import { applySandboxReview } from './sandbox-reviews';
import { toVerificationView } from './verification-view';

const bodySchema = z
  .object({
    review: z.enum(['submitted', 'approved', 'rejected', 'retry']),
    reason: z.string().trim().min(1).max(500).default('SANDBOX_REVIEW'),
    /** A rejection the customer cannot retry from (NOT_ALLOWED) rather than REJECTED. */
    is_final: z.boolean().default(false),
    person: z
      .object({
        first_name: z.string().trim().min(1).max(50),
        last_name: z.string().trim().min(1).max(50),
        date_of_birth: z.string().date(),
        country: z.string().regex(/^[A-Z]{2}$/),
        document_type: z.enum(['passport', 'id_card', 'driving_licence', 'residence_permit']),
        document_number: z.string().regex(/^[A-Za-z0-9 -]{4,32}$/),
      })
      .default(SANDBOX_PERSON),
  })
  .strict();

function reviewOf(body: z.output<typeof bodySchema>): KycReview {
  const { person } = body;
  switch (body.review) {
    case 'submitted':
      return { outcome: 'submitted' };
    case 'retry':
      return { outcome: 'retry', reason: body.reason };
    case 'rejected':
      return { outcome: 'rejected', reason: body.reason, isFinal: body.is_final };
    case 'approved':
      return { outcome: 'approved', person: toKycPerson(person) };
  }
}

/**
 * `POST /api/dev/sandbox/customer-verifications/:id/review` `{review, reason?, is_final?, person?}`:
 * what the sandbox KYC provider's webhook would say about a merchant's customer — the customer
 * submitted (`submitted`), then `approved`, `rejected` or `retry`. Only while KYC is sandboxed,
 * and only for a test-mode key's customers: a live key's verification answers NOT_FOUND.
 */
export function createSandboxReviewRoutes(service: CustomerVerificationsService, nowMs: () => number) {
  return new Hono<AppEnv>().post('/:id/review', async (c) => {
    const body = await readValidBody(c, bodySchema, { emptyAs: {} });
    try {
      const row = await applySandboxReview(
        { repo: service.repo, loadDocumentKey: service.loadDocumentKey, nowMs },
        c.req.param('id'),
        reviewOf(body),
      );
      c.header('Cache-Control', 'no-store');
      return c.json(toVerificationView(row));
    } catch (error) {
      if (error instanceof DomainError) return respondWithError(c, error.code, error.details);
      throw error;
    }
  });
}
