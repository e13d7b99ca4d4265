import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../domain/index';
import { customerVerificationSchema, IDENTITY_DOCUMENT_TYPES } from './customer-verifications';
import { defineEndpoint } from './endpoint';

/**
 * `POST /api/dev/sandbox/kyc/:profileId` `{status?, full_name?}` (sandbox KYC only): the sandbox
 * KYC provider's answer for a profile, COMPLETED unless told, so a developer or a test can reach
 * the documents.
 */
export const recordSandboxKyc = defineEndpoint({
  id: 'recordSandboxKyc',
  method: 'POST',
  path: 'kyc/:profileId',
  basePath: '/api/dev/sandbox',
  summary: 'The sandbox KYC provider’s verdict for a profile',
  tag: 'dev',
  bases: [],
  auth: 'none',
  isBodyOptional: true,
  body: z.object({
    status: z.enum(VERIFICATION_STATUSES).default('COMPLETED'),
    full_name: z.string().trim().min(2).max(120).optional(),
  }),
  response: z.object({
    profile_id: z.string(),
    status: z.enum(VERIFICATION_STATUSES),
    provider: z.string(),
    provider_ref: z.string().nullable(),
    full_name: z.string().nullable(),
    verified_at: z.string().nullable(),
  }),
});

/**
 * `POST /api/dev/sandbox/customer-verifications/:id/review` `{review, reason?, is_final?, person?}`:
 * what the sandbox KYC provider's webhook would say about a merchant's customer — the customer
 * submitted (`submitted`), then `approved`, `rejected` or `retry`. Only while KYC is sandboxed,
 * and only for a test-mode key's customers: a live key's verification answers NOT_FOUND. Without
 * a `person`, the sandbox's own made-up person is the one approved.
 */
export const reviewSandboxCustomerVerification = defineEndpoint({
  id: 'reviewSandboxCustomerVerification',
  method: 'POST',
  path: 'customer-verifications/:id/review',
  basePath: '/api/dev/sandbox',
  summary: 'The sandbox KYC provider’s review of a merchant’s customer',
  tag: 'dev',
  bases: [],
  auth: 'none',
  isBodyOptional: true,
  body: z
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
          document_type: z.enum(IDENTITY_DOCUMENT_TYPES),
          document_number: z.string().regex(/^[A-Za-z0-9 -]{4,32}$/),
        })
        .optional(),
    })
    .strict(),
  response: customerVerificationSchema,
});
