import { z } from 'zod';
import { CUSTOMER_VERIFICATION_LEVELS, CUSTOMER_VERIFICATION_STATUSES } from './customer-verifications';
import { defineEndpoint } from './endpoint';

/**
 * The sandbox KYC provider's own page (`/sandbox-kyc/<applicantId>?access_token=…`), the stand-in
 * for Sumsub's or Onfido's hosted flow: the customer the merchant sent there opens it with the
 * access token the merchant's initialize call handed out, submits, and plays the provider's
 * decision. Only while KYC is sandboxed; the token is the capability, sent in the body so it stays
 * out of request logs.
 */
const accessBody = {
  access_token: z.string().trim().min(1).max(200),
};

export const sandboxKycApplicantSchema = z.object({
  applicant_id: z.string(),
  level: z.enum(CUSTOMER_VERIFICATION_LEVELS),
  status: z.enum(CUSTOMER_VERIFICATION_STATUSES),
  reject_reason: z.string().nullable(),
  /** Until when the access token opens the page; null once a decision closed it. */
  access_expires_at: z.string().datetime({ offset: true }).nullable(),
  test_mode: z.boolean(),
  /** Who asks: a merchant for its customer, or Ferry for the user's own account. */
  requested_by: z.enum(['merchant', 'ferry']),
});
export type SandboxKycApplicant = z.infer<typeof sandboxKycApplicantSchema>;

export const openSandboxKycApplicant = defineEndpoint({
  id: 'openSandboxKycApplicant',
  method: 'POST',
  path: 'sandbox-kyc/applicants/:applicantId',
  summary: 'The sandbox KYC page: what the customer is asked to verify (the access token opens it)',
  tag: 'sandbox-kyc',
  bases: ['client'],
  auth: 'none',
  body: z.object(accessBody).strict(),
  response: sandboxKycApplicantSchema,
});

export const submitSandboxKycApplicant = defineEndpoint({
  id: 'submitSandboxKycApplicant',
  method: 'POST',
  path: 'sandbox-kyc/applicants/:applicantId/submission',
  summary: 'The customer submits the document and selfie steps (the sandbox keeps no file)',
  tag: 'sandbox-kyc',
  bases: ['client'],
  auth: 'none',
  body: z
    .object({
      ...accessBody,
      /** The steps the page walked; the files themselves never leave the browser. */
      steps: z
        .array(z.enum(['document', 'selfie', 'address']))
        .min(2)
        .max(3),
    })
    .strict(),
  response: sandboxKycApplicantSchema,
});

export const reviewSandboxKycApplicant = defineEndpoint({
  id: 'reviewSandboxKycApplicant',
  method: 'POST',
  path: 'sandbox-kyc/applicants/:applicantId/review',
  summary: 'The sandbox provider’s decision on a submission, played from its page',
  tag: 'sandbox-kyc',
  bases: ['client'],
  auth: 'none',
  body: z.object({ ...accessBody, decision: z.enum(['approved', 'rejected']) }).strict(),
  response: sandboxKycApplicantSchema,
});
