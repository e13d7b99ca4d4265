import { z } from 'zod';
import {
  codeSchema,
  LIMIT_DIRECTIONS,
  VERIFICATION_LEVELS,
  VERIFICATION_STATUSES,
  VERIFICATION_STEP_KINDS,
  VERIFICATION_USER_STATES,
} from '../domain/index';
import { ALL_BASES, defineEndpoint, defineWireEndpoint } from './endpoint';
import { decimalString } from './transactions';

const isoDateTime = z.string().datetime({ offset: true });

/**
 * The user's own verification (spec 000 §2, 001 §3–§6): one state per step kind, the level the
 * completed steps reach, what that level lets the profile move today and this month, and what the
 * next level unlocks. Verification belongs to the profile, as its money and limits do.
 */
export const verificationStepSchema = z.object({
  kind: z.enum(VERIFICATION_STEP_KINDS),
  status: z.enum(VERIFICATION_STATUSES),
  /** The label the screens show: verified, not verified, in progress, failed. */
  user_state: z.enum(VERIFICATION_USER_STATES),
  /** The provider's comment meant for the user (Sumsub's moderationComment) after RED; else null. */
  reject_comment: z.string().nullable(),
  /** The provider's reject labels (DOCUMENT_PAGE_MISSING, SELFIE_MISMATCH, …); empty unless RED. */
  reject_labels: z.array(z.string()),
  /** Whether the user may start or redo the step now (NONE, INIT or RETRY). */
  can_start: z.boolean(),
  updated_at: isoDateTime.nullable(),
});
export type VerificationStepView = z.infer<typeof verificationStepSchema>;

const periodUsageSchema = z.object({
  /** The period's limit, what was moved in it, and what is left; decimals in `currency`. */
  limit: decimalString,
  used: decimalString,
  left: decimalString,
});

const directionLimitsSchema = z.object({ day: periodUsageSchema, month: periodUsageSchema });

export const verificationLimitsSchema = z.object({
  currency: z.string(),
  in: directionLimitsSchema,
  out: directionLimitsSchema,
});

export const nextLevelSchema = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  /** The steps still to complete to reach it. */
  missing_steps: z.array(z.enum(VERIFICATION_STEP_KINDS)),
  /** Its limits per direction, day and month (whole units of the limits currency). */
  limits: z.record(z.enum(LIMIT_DIRECTIONS), z.object({ day: decimalString, month: decimalString })),
});

/** Why money out is held, in plain words through its i18n key; null while nothing is held. */
export const verificationBlockSchema = z.object({
  reason_code: z.string(),
  message_key: z.string(),
  since: isoDateTime,
  /** What the user may still do: see balances, withdraw to their own verified details, export a statement. */
  still_allowed: z.array(z.enum(['view_balances', 'withdraw_to_own_details', 'export_statement'])),
  /** Whether an appeal is already open with support. */
  has_appeal: z.boolean(),
  /**
   * Where support answers the appeal: the help bot's chat (a Telegram user the bot reaches) or
   * e-mail; for an open appeal, where it went. Absent from answers that do not read it.
   */
  appeal_answer_by: z.enum(['help_chat', 'email']).optional(),
});

export const verificationStateSchema = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  steps: z.array(verificationStepSchema),
  limits: verificationLimitsSchema,
  next_level: nextLevelSchema.nullable(),
  /** ISO 3166-1 alpha-2, from the declared data or the verified document; null until known. */
  residence_country: z.string().nullable(),
  /** The residence country is one Ferry does not serve: the screens go to /forbidden. */
  is_country_allowed: z.boolean(),
  block: verificationBlockSchema.nullable(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const getVerification = defineEndpoint({
  id: 'getVerification',
  method: 'GET',
  path: 'verification',
  summary:
    'The profile’s verification: each step’s state, the level, what is left of its limits, the next level',
  tag: 'verification',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  response: verificationStateSchema,
});

/** A step the provider checks on its own page: the identity document and selfie, or a proof of address. */
export const PROVIDER_STEP_KINDS = ['IDENTITY', 'ADDRESS'] as const;

export const verificationAccessSchema = z.object({
  kind: z.enum(PROVIDER_STEP_KINDS),
  status: z.enum(VERIFICATION_STATUSES),
  /** The provider's page for this step, with its short-lived access in it. */
  url: z.string().url(),
  access_token: z.string(),
  expires_at: isoDateTime,
});
export type VerificationAccess = z.infer<typeof verificationAccessSchema>;

/**
 * A path of this app to come back to (`/balances/PAYOUT/…`; a mode's prefix such as `/messenger`
 * may come with it and is dropped by the server): one leading slash, never `//` (another host),
 * plain URL characters, an optional query.
 */
export const appReturnPathSchema = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/%]*(\?[A-Za-z0-9\-._~%=&]*)?$/, 'validation.invalid');

export const startVerificationStep = defineEndpoint({
  id: 'startVerificationStep',
  method: 'POST',
  path: 'verification/steps/:kind',
  summary: 'Open (or reopen after RETRY) the provider’s page for the identity or address step',
  tag: 'verification',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  isBodyOptional: true,
  body: z
    .object({
      /**
       * Where the user started the step (a transaction journey's path): the bot's message of the
       * outcome opens the app there; without it, at the profile's verification.
       */
      return_path: appReturnPathSchema.optional(),
    })
    .strict(),
  response: verificationAccessSchema,
});

/** The declared address and personal data (spec 000 §2 "declarative personal data"). */
export const declaredPersonalDataSchema = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    /** YYYY-MM-DD; the date mask's rules (years 1900 to this year) are checked by the server too. */
    date_of_birth: z.iso.date(),
    /** ISO 3166-1 alpha-2. */
    country: z.string().trim().length(2),
    city: z.string().trim().min(1).max(100),
    street: z.string().trim().min(1).max(200),
    postal_code: z.string().trim().min(1).max(20),
  })
  .strict();
export type DeclaredPersonalData = z.infer<typeof declaredPersonalDataSchema>;

export const submitDeclaredPersonalData = defineEndpoint({
  id: 'submitDeclaredPersonalData',
  method: 'POST',
  path: 'verification/declared-address',
  summary: 'Declare name, date of birth and residence address (COUNTRY_NOT_ALLOWED for a restricted country)',
  tag: 'verification',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  body: declaredPersonalDataSchema,
  response: verificationStateSchema,
});

export const requestPhoneVerificationCode = defineEndpoint({
  id: 'requestPhoneVerificationCode',
  method: 'POST',
  path: 'verification/phone/code',
  summary:
    'Send a code by SMS to the phone to verify (refused for anonymous +888 numbers and restricted regions)',
  tag: 'verification',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  body: z.object({ phone: z.string().trim().min(4).max(32) }).strict(),
  response: z.object({ resend_after_seconds: z.number().int().nonnegative() }),
});

export const confirmPhoneVerification = defineEndpoint({
  id: 'confirmPhoneVerification',
  method: 'POST',
  path: 'verification/phone',
  summary: 'Confirm the phone with the SMS code; the PHONE step completes',
  tag: 'verification',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  body: z
    .object({
      phone: z.string().trim().min(4).max(32),
      code: codeSchema,
    })
    .strict(),
  response: verificationStateSchema,
});

export const appealVerificationBlock = defineEndpoint({
  id: 'appealVerificationBlock',
  method: 'POST',
  path: 'verification/appeal',
  summary: 'Appeal a hold on the account: opens a ticket with support (once; again answers the same)',
  tag: 'verification',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  isBodyOptional: true,
  body: z.object({ message: z.string().trim().max(2000).optional() }).strict(),
  response: z.object({
    ticket_id: z.string(),
    created_at: isoDateTime,
    /** Where support answers: a ticket in the help bot's chat, or e-mail. */
    answer_by: z.enum(['help_chat', 'email']),
  }),
});

/**
 * The KYC provider's webhook (Sumsub's shape: JSON body, `X-Payload-Digest` HMAC over the raw
 * body with the webhook's own secret, `X-Payload-Digest-Alg`). A forged digest is 401 and changes
 * nothing; a repeated or older event changes nothing and answers 200 so the provider stops.
 */
export const receiveKycWebhook = defineWireEndpoint({
  id: 'receiveKycWebhook',
  method: 'POST',
  path: 'kyc/:provider',
  summary: 'The KYC provider tells a review (applicantReviewed, applicantPending, …)',
  tag: 'verification',
  basePath: '/api/webhooks',
  auth: 'none',
  wire: 'foreignWire',
  rawBody: { kind: 'text', maxBytes: 256 * 1024 },
});
