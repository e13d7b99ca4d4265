import { z } from 'zod';
import { codeSchema } from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';

/**
 * Payout details never used before are confirmed once before money goes there: a withdrawal to them is
 * refused with AUTH_2FA_REQUIRED whose details carry `scope: "payout_details"`, the channel, and a
 * `details_token` (the details sealed for this user and profile, short-lived). With it the client
 * asks for a code by mail (or, for a Telegram account without a mail address, confirms with the
 * mini-app's signed init data), confirms, and repeats the withdrawal. 2FA, when it is on for
 * transfers, confirms them by itself; saved, confirmed details go without.
 */
export const PAYOUT_DETAILS_SCOPE = 'payout_details';
export const PAYOUT_CONFIRMATION_CHANNELS = ['email', 'telegram'] as const;
export type PayoutConfirmationChannel = (typeof PAYOUT_CONFIRMATION_CHANNELS)[number];

/** What the refusal of a payout to unconfirmed details says (AUTH_2FA_REQUIRED `details`). */
export const payoutDetailsDemandSchema = z.object({
  scope: z.literal(PAYOUT_DETAILS_SCOPE),
  channel: z.enum(PAYOUT_CONFIRMATION_CHANNELS),
  details_token: z.string(),
  /** The details as the user sees them (a card masked). */
  requisite: z.string(),
});
export type PayoutDetailsDemand = z.infer<typeof payoutDetailsDemandSchema>;

const detailsToken = z.string().min(16).max(4096);

export const payoutConfirmationStateSchema = z.object({
  /** confirmed: nothing left to do; code_sent: a code went to `sent_to`; telegram: confirm with init data. */
  status: z.enum(['confirmed', 'code_sent', 'telegram']),
  channel: z.enum(PAYOUT_CONFIRMATION_CHANNELS).nullable(),
  /** The address the code went to, partly hidden ("a•••@example.com"). */
  sent_to: z.string().nullable(),
});
export type PayoutConfirmationState = z.infer<typeof payoutConfirmationStateSchema>;

export const requestPayoutConfirmation = defineEndpoint({
  id: 'requestPayoutConfirmation',
  method: 'POST',
  path: 'withdrawals/confirmations',
  summary: 'Sends the one-time code that confirms new payout details (60 s between codes)',
  tag: 'withdrawals',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  body: z.object({ details_token: detailsToken }),
  response: payoutConfirmationStateSchema,
});

export const confirmPayoutDetails = defineEndpoint({
  id: 'confirmPayoutDetails',
  method: 'POST',
  path: 'withdrawals/confirmations/confirm',
  summary: 'Confirms new payout details with the mailed code or Telegram init data (idempotent)',
  tag: 'withdrawals',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  body: z
    .object({
      details_token: detailsToken,
      code: codeSchema.optional(),
      /** Telegram accounts: the mini-app's raw init data, signed by Telegram for this user. */
      init_data: z.string().min(1).max(4096).optional(),
    })
    .refine((body) => body.code !== undefined || body.init_data !== undefined, {
      message: 'validation.required',
      path: ['code'],
    }),
  response: z.object({ status: z.literal('confirmed') }),
});

export const getPayoutBeneficiary = defineEndpoint({
  id: 'getPayoutBeneficiary',
  method: 'GET',
  path: 'withdrawals/beneficiary',
  summary: 'The name bank and card payouts go to: the profile’s verified name, if any',
  tag: 'withdrawals',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  response: z.object({ name: z.string().nullable() }),
});
