import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../domain/index';
import { defineEndpoint } from './endpoint';

/**
 * A merchant's verifications of its customers (spec 001 §6 "Customer verification: check, import,
 * initialize, manage, confirm"), made with an exchanger or white-label key's signed requests.
 * Statuses are the spec's (001 §3) plus CANCELLED, which the merchant's "manage" call reaches and
 * the spec does not name (docs/decisions.md).
 */
export const CUSTOMER_VERIFICATION_STATUSES = [
  'INIT',
  'PROCESSING',
  'RETRY',
  'COMPLETED',
  'REJECTED',
  'NOT_ALLOWED',
  'CANCELLED',
] as const;
export type CustomerVerificationStatus = (typeof CUSTOMER_VERIFICATION_STATUSES)[number];

/** Still waiting on the customer or the provider: the one a customer may have open at a time. */
export const OPEN_VERIFICATION_STATUSES = [
  'INIT',
  'PROCESSING',
  'RETRY',
] as const satisfies readonly CustomerVerificationStatus[];

/** What is checked: the identity document and a selfie, or also the address (spec step kinds). */
export const CUSTOMER_VERIFICATION_LEVELS = ['identity', 'identity_and_address'] as const;
export type CustomerVerificationLevel = (typeof CUSTOMER_VERIFICATION_LEVELS)[number];

/** Who verified the customer: Ferry's KYC provider, or the merchant itself (reliance, "import"). */
export const CUSTOMER_VERIFICATION_SOURCES = ['provider', 'merchant'] as const;

export const IDENTITY_DOCUMENT_TYPES = [
  'passport',
  'id_card',
  'driving_licence',
  'residence_permit',
] as const;

const externalCustomerId = z.string().trim().min(1).max(128);
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'validation.invalid')
  .transform((value) => value.toUpperCase());
const personName = z.string().trim().min(1).max(50);
const timestamp = z.string().datetime({ offset: true });

export const customerVerificationSchema = z.object({
  id: z.string().uuid(),
  external_customer_id: z.string(),
  status: z.enum(CUSTOMER_VERIFICATION_STATUSES),
  level: z.enum(CUSTOMER_VERIFICATION_LEVELS),
  source: z.enum(CUSTOMER_VERIFICATION_SOURCES),
  /** Why the provider turned the attempt down (REJECTED, RETRY, NOT_ALLOWED). */
  reject_reason: z.string().nullable(),
  /** The person as verified; the document number only masked (never stored in clear). */
  person: z
    .object({
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      date_of_birth: z.string().nullable(),
      country: z.string().nullable(),
      document_type: z.enum(IDENTITY_DOCUMENT_TYPES).nullable(),
      document_number_masked: z.string().nullable(),
    })
    .nullable(),
  verified_at: timestamp.nullable(),
  /** When the merchant accepted the result; from then on it counts for the customer's account. */
  confirmed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  test_mode: z.boolean(),
});
export type CustomerVerification = z.infer<typeof customerVerificationSchema>;

export const customerVerificationStateSchema = z.object({
  external_customer_id: z.string(),
  /** The spec's status of the customer's latest verification not cancelled; NONE without one. */
  status: z.enum(VERIFICATION_STATUSES),
  level: z.enum(CUSTOMER_VERIFICATION_LEVELS).nullable(),
  is_confirmed: z.boolean(),
  verification: customerVerificationSchema.nullable(),
  test_mode: z.boolean(),
});

export const getCustomerVerificationState = defineEndpoint({
  id: 'getCustomerVerificationState',
  method: 'GET',
  path: 'customers/:externalCustomerId/verification',
  summary: 'A customer’s verification status and level, by the merchant’s own customer id',
  tag: 'customer-verifications',
  bases: ['widget'],
  auth: 'apiKey',
  keyAccess: { anyOf: ['customer_verification_check'] },
  response: customerVerificationStateSchema,
});

export const getCustomerVerification = defineEndpoint({
  id: 'getCustomerVerification',
  method: 'GET',
  path: 'customer-verifications/:id',
  summary: 'One verification of the key’s customers',
  tag: 'customer-verifications',
  bases: ['widget'],
  auth: 'apiKey',
  keyAccess: { anyOf: ['customer_verification_check'] },
  response: customerVerificationSchema,
});

export const initializeCustomerVerification = defineEndpoint({
  id: 'initializeCustomerVerification',
  method: 'POST',
  path: 'customer-verifications',
  summary: 'Start a verification for a customer: the link and access token the customer opens',
  tag: 'customer-verifications',
  bases: ['widget'],
  auth: 'apiKey',
  keyAccess: { anyOf: ['customer_verification_initialize'] },
  body: z
    .object({
      external_customer_id: externalCustomerId,
      level: z.enum(CUSTOMER_VERIFICATION_LEVELS).default('identity'),
    })
    .strict(),
  response: z.object({
    verification: customerVerificationSchema,
    /** Where the customer verifies (the provider's page); it carries the access token. */
    url: z.string().url(),
    /** For an SDK embedded in the merchant's page instead of the link; short-lived. */
    access_token: z.string(),
    access_token_expires_at: timestamp,
  }),
});

export const importCustomerVerificationBodySchema = z
  .object({
    external_customer_id: externalCustomerId,
    level: z.enum(CUSTOMER_VERIFICATION_LEVELS).default('identity'),
    first_name: personName,
    last_name: personName,
    date_of_birth: z.string().date(),
    country: countryCode,
    document: z
      .object({
        type: z.enum(IDENTITY_DOCUMENT_TYPES),
        number: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9 -]{4,32}$/, 'validation.invalidCharacter'),
        issuing_country: countryCode,
      })
      .strict(),
    /** When the merchant verified the customer. */
    verified_at: timestamp,
  })
  .strict();

export const importCustomerVerification = defineEndpoint({
  id: 'importCustomerVerification',
  method: 'POST',
  path: 'customer-verifications/imports',
  summary: 'Hand over a verification the merchant made itself (reliance): recorded as source=merchant',
  tag: 'customer-verifications',
  bases: ['widget'],
  auth: 'apiKey',
  keyAccess: { anyOf: ['customer_verification_import'] },
  body: importCustomerVerificationBodySchema,
  response: customerVerificationSchema,
});

export const updateCustomerVerification = defineEndpoint({
  id: 'updateCustomerVerification',
  method: 'PATCH',
  path: 'customer-verifications/:id',
  summary: 'Change the level of a verification the customer has not finished',
  tag: 'customer-verifications',
  bases: ['widget'],
  auth: 'apiKey',
  keyAccess: { anyOf: ['customer_verification_manage'] },
  body: z.object({ level: z.enum(CUSTOMER_VERIFICATION_LEVELS) }).strict(),
  response: customerVerificationSchema,
});

export const cancelCustomerVerification = defineEndpoint({
  id: 'cancelCustomerVerification',
  method: 'POST',
  path: 'customer-verifications/:id/cancel',
  summary: 'Cancel a verification still open (INIT, PROCESSING, RETRY)',
  tag: 'customer-verifications',
  bases: ['widget'],
  auth: 'apiKey',
  keyAccess: { anyOf: ['customer_verification_manage'] },
  response: customerVerificationSchema,
});

export const confirmCustomerVerification = defineEndpoint({
  id: 'confirmCustomerVerification',
  method: 'POST',
  path: 'customer-verifications/:id/confirm',
  summary: 'Accept a COMPLETED verification as the customer’s: it then counts for their account',
  tag: 'customer-verifications',
  bases: ['widget'],
  auth: 'apiKey',
  keyAccess: { anyOf: ['customer_verification_confirm'] },
  response: customerVerificationSchema,
});
