import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../domain/index';
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
