import { amountInput, defineEndpoint, defineWireEndpoint } from '@ferry/shared/contracts';
import { z } from 'zod';

/**
 * The card network's routes (issue 28). They are the network's wire and the sandbox's drive
 * routes, so they live with the feature rather than in the client API's contracts: no screen
 * calls them. The e2e tests and the card bank test call the drive routes by path.
 */

/** The network's real-time question (signed; answers within the 2 s deadline). */
export const receiveCardAuthorization = defineWireEndpoint({
  id: 'receiveCardAuthorization',
  method: 'POST',
  path: 'card-network/authorizations',
  basePath: '/api/webhooks',
  summary: 'The card network asks whether to approve an authorization (real time, 2 s)',
  tag: 'card-network',
  auth: 'none',
  wire: 'foreignWire',
  rawBody: { kind: 'text', maxBytes: 16 * 1024 },
});

/** A later event of a card's lifecycle (signed; applied once per event id). */
export const receiveCardNetworkEvent = defineWireEndpoint({
  id: 'receiveCardNetworkEvent',
  method: 'POST',
  path: 'card-network/events',
  basePath: '/api/webhooks',
  summary: 'The card network tells a reversal, expiry, capture, force post, refund or cashback',
  tag: 'card-network',
  auth: 'none',
  wire: 'foreignWire',
  rawBody: { kind: 'text', maxBytes: 16 * 1024 },
});

const merchantFields = {
  merchant_name: z.string().trim().min(1).max(120).default('Sandbox merchant'),
  merchant_category: z.string().trim().min(1).max(60).default('retail'),
  merchant_country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
};
const eventId = z.string().trim().min(1).max(100).optional();
const currency = z.string().regex(/^[A-Z0-9]{1,16}$/);

const authorizationOutcomeSchema = z.object({
  authorization_id: z.string(),
  event_id: z.string(),
  approved: z.boolean(),
  /** What was approved, in whole units of the currency. */
  amount: z.string(),
  currency: z.string(),
  decline_reason: z.string().nullable(),
  /** The network got no answer within its deadline: it declined and reversed. */
  is_timed_out: z.boolean(),
});

const eventOutcomeSchema = z.object({ event_id: z.string(), outcome: z.string() });

const drive = {
  basePath: '/api/dev/sandbox',
  tag: 'dev',
  bases: [],
  auth: 'none',
} as const;

/** `POST /api/dev/sandbox/card-network/authorizations`: a merchant asks to authorize a spend. */
export const driveCardAuthorization = defineEndpoint({
  ...drive,
  id: 'driveCardAuthorization',
  method: 'POST',
  path: 'card-network/authorizations',
  summary: 'The sandbox network authorizes a spend on a card (partial approval when allowed)',
  body: z.object({
    card_id: z.uuid(),
    amount: amountInput,
    currency,
    kind: z.enum(['purchase', 'atm_withdrawal']).default('purchase'),
    partial_approval_allowed: z.boolean().default(false),
    authorization_id: z.string().trim().min(1).max(100).optional(),
    event_id: eventId,
    ...merchantFields,
  }),
  response: authorizationOutcomeSchema,
});

/** `POST /api/dev/sandbox/card-network/authorizations/:authorizationId/increments`. */
export const driveCardIncrement = defineEndpoint({
  ...drive,
  id: 'driveCardIncrement',
  method: 'POST',
  path: 'card-network/authorizations/:authorizationId/increments',
  summary: 'The sandbox network asks for more on a pending authorization',
  body: z.object({ card_id: z.uuid(), amount: amountInput, currency, event_id: eventId, ...merchantFields }),
  response: authorizationOutcomeSchema,
});

/** `POST /api/dev/sandbox/card-network/balance-inquiries`: an ATM asks what the card may spend. */
export const driveCardBalanceInquiry = defineEndpoint({
  ...drive,
  id: 'driveCardBalanceInquiry',
  method: 'POST',
  path: 'card-network/balance-inquiries',
  summary: 'The sandbox network asks the card’s balance (an ATM’s balance inquiry)',
  body: z.object({ card_id: z.uuid(), event_id: eventId }),
  response: z.object({ event_id: z.string(), balance: z.string().nullable(), currency: z.string() }),
});

const onAuthorization = {
  ...drive,
  method: 'POST',
  response: eventOutcomeSchema,
} as const;

/** `POST …/authorizations/:authorizationId/reversal`: all of the hold left unless an amount is given. */
export const driveCardReversal = defineEndpoint({
  ...onAuthorization,
  id: 'driveCardReversal',
  path: 'card-network/authorizations/:authorizationId/reversal',
  summary: 'The sandbox network reverses an authorization (all of it unless an amount is given)',
  body: z.object({ card_id: z.uuid(), event_id: eventId, amount: amountInput.optional() }),
});

/** `POST …/authorizations/:authorizationId/expiry`: applies only 7 days after the authorization. */
export const driveCardExpiry = defineEndpoint({
  ...onAuthorization,
  id: 'driveCardExpiry',
  path: 'card-network/authorizations/:authorizationId/expiry',
  summary: 'The sandbox network tells that an authorization expired (7 days after it)',
  body: z.object({ card_id: z.uuid(), event_id: eventId }),
});

/** `POST …/authorizations/:authorizationId/capture`: the amount may be above the hold. */
export const driveCardCapture = defineEndpoint({
  ...onAuthorization,
  id: 'driveCardCapture',
  path: 'card-network/authorizations/:authorizationId/capture',
  summary: 'The sandbox network captures an authorization (the amount may be above the hold)',
  body: z.object({ card_id: z.uuid(), event_id: eventId, amount: amountInput }),
});

/** `POST /api/dev/sandbox/card-network/force-posts`: a capture with no authorization. */
export const driveCardForcePost = defineEndpoint({
  ...drive,
  id: 'driveCardForcePost',
  method: 'POST',
  path: 'card-network/force-posts',
  summary: 'The sandbox network force-posts a spend that was never authorized',
  body: z.object({ card_id: z.uuid(), amount: amountInput, currency, event_id: eventId, ...merchantFields }),
  response: eventOutcomeSchema,
});

/** `POST /api/dev/sandbox/card-network/refunds`: linked to an authorization, or not. */
export const driveCardRefund = defineEndpoint({
  ...drive,
  id: 'driveCardRefund',
  method: 'POST',
  path: 'card-network/refunds',
  summary: 'The sandbox network refunds (linked to an authorization) or credits (unlinked) the card',
  body: z.object({
    card_id: z.uuid(),
    amount: amountInput,
    currency,
    authorization_id: z.string().trim().min(1).max(100).optional(),
    event_id: eventId,
    ...merchantFields,
  }),
  response: eventOutcomeSchema,
});

/** `POST /api/dev/sandbox/card-network/atm-withdrawals`: authorized and captured at once. */
export const driveCardAtmWithdrawal = defineEndpoint({
  ...drive,
  id: 'driveCardAtmWithdrawal',
  method: 'POST',
  path: 'card-network/atm-withdrawals',
  summary: 'The sandbox network pays cash at an ATM from the card',
  body: z.object({ card_id: z.uuid(), amount: amountInput, currency, ...merchantFields }),
  response: authorizationOutcomeSchema.extend({ capture_outcome: z.string().nullable() }),
});

/** `POST /api/dev/sandbox/card-network/cashback`: on a captured authorization, or a given amount. */
export const driveCardCashback = defineEndpoint({
  ...drive,
  id: 'driveCardCashback',
  method: 'POST',
  path: 'card-network/cashback',
  summary: 'The sandbox pays the card’s cashback on a captured spend',
  body: z.object({
    card_id: z.uuid(),
    authorization_id: z.string().trim().min(1).max(100).optional(),
    amount: amountInput.optional(),
    event_id: eventId,
  }),
  response: eventOutcomeSchema,
});
