import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../domain/index';
import { customerVerificationSchema, IDENTITY_DOCUMENT_TYPES } from './customer-verifications';
import { defineEndpoint, defineWireEndpoint } from './endpoint';
import { amountInput, transactionSchema } from './transactions';
import { verificationStateSchema } from './verification';

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

/**
 * The sandbox's outside world (sandbox providers only), for developers, the browser tests and the
 * bank test: a bank transfer arrives, a Blik or monobank payment is confirmed, a crypto transfer
 * reaches a deposit address. Each report is idempotent: the same payment reported twice is booked once.
 */
const settledPaymentSchema = z.object({
  /** `credited`; `suspense` when it cannot be booked as asked; `already_settled` on a repeat. */
  outcome: z.enum(['credited', 'suspense', 'already_settled']),
  transaction: transactionSchema,
});

/** `POST /api/dev/sandbox/bank-transfers {reference, amount?}`: a bank transfer arrives. */
export const reportSandboxBankTransfer = defineEndpoint({
  id: 'reportSandboxBankTransfer',
  method: 'POST',
  path: 'bank-transfers',
  basePath: '/api/dev/sandbox',
  summary: 'A bank transfer arrives at the sandbox bank',
  tag: 'dev',
  bases: [],
  auth: 'none',
  body: z.object({
    reference: z.string().trim().min(1).max(64),
    /** What arrived, in whole units of the deposit's currency; the amount asked when absent. */
    amount: amountInput.optional(),
  }),
  response: settledPaymentSchema,
});

/** `POST /api/dev/sandbox/payments/:reference/confirm`: the payer confirms a Blik or monobank payment. */
export const confirmSandboxPayment = defineEndpoint({
  id: 'confirmSandboxPayment',
  method: 'POST',
  path: 'payments/:reference/confirm',
  basePath: '/api/dev/sandbox',
  summary: 'The payer confirms a sandbox Blik or monobank payment',
  tag: 'dev',
  bases: [],
  auth: 'none',
  response: settledPaymentSchema,
});

/** `GET /api/dev/sandbox/monobank/:invoiceId`: the sandbox monobank's invoice page, with its Pay button. */
export const openSandboxMonobankPage = defineWireEndpoint({
  id: 'openSandboxMonobankPage',
  method: 'GET',
  path: 'monobank/:invoiceId',
  basePath: '/api/dev/sandbox',
  summary: 'The sandbox monobank’s invoice page',
  tag: 'dev',
  auth: 'none',
  wire: 'html',
});

/**
 * `POST /api/dev/sandbox/crypto-transfers`: a crypto transfer reaches a deposit address; on a
 * network this instance runs on chain (TON), it is sent there for real.
 */
export const reportSandboxCryptoTransfer = defineEndpoint({
  id: 'reportSandboxCryptoTransfer',
  method: 'POST',
  path: 'crypto-transfers',
  basePath: '/api/dev/sandbox',
  summary: 'A crypto transfer reaches a sandbox deposit address',
  tag: 'dev',
  bases: [],
  auth: 'none',
  body: z.object({
    network: z.string().trim().min(1).max(16),
    currency: z.string().trim().min(1).max(16),
    address: z.string().trim().min(1).max(128),
    memo: z.string().trim().max(120).optional(),
    amount: amountInput,
    /** The chain's id of the transfer; the same hash reported twice is one deposit. */
    tx_hash: z.string().trim().min(8).max(128).optional(),
  }),
  response: z.object({ is_new: z.boolean(), transaction: transactionSchema }),
});

/** Why a provider takes a credited deposit back: a card chargeback or a bank's recall. */
export const DEPOSIT_REVERSAL_REASONS = ['chargeback', 'recall'] as const;

/**
 * `POST /api/dev/sandbox/deposit-reversals {transaction_id, reason}`: the payer's card network
 * charges a credited deposit back, or their bank recalls it. `transaction_id` is the deposit's id
 * as the API shows it. The money leaves the user's balance in a linked PAYOUT (`parent_id` the
 * deposit, `requisite.reversal_of` and `requisite.reason`); a second report of the same deposit
 * books nothing and answers `already_reversed` with that same reversal. NOT_FOUND for an unknown
 * deposit, CONFLICT_ERROR for one that is not a credited plain deposit, INSUFFICIENT_BALANCE when
 * the user no longer holds the money.
 */
export const reportSandboxDepositReversal = defineEndpoint({
  id: 'reportSandboxDepositReversal',
  method: 'POST',
  path: 'deposit-reversals',
  basePath: '/api/dev/sandbox',
  summary: 'A credited sandbox deposit is charged back or recalled',
  tag: 'dev',
  bases: [],
  auth: 'none',
  body: z
    .object({
      transaction_id: z.string().trim().min(1).max(64),
      reason: z.enum(DEPOSIT_REVERSAL_REASONS),
    })
    .strict(),
  response: z.object({
    /** `reversed`; `already_reversed` on a repeat, with the reversal the first report booked. */
    outcome: z.enum(['reversed', 'already_reversed']),
    transaction: transactionSchema,
  }),
});

/** The levels a sandbox profile can be verified at in one call (starter is where it starts). */
export const SANDBOX_VERIFICATION_LEVELS = ['basic', 'verified', 'full'] as const;

/**
 * `POST /api/dev/sandbox/verification/:profileId` `{level?}` (sandbox KYC only): completes the
 * steps of the level (`verified` unless told) for a profile as the sandbox provider would, so a
 * developer or a test reaches that level's limits without the phone, the form and the provider's
 * page. Answers the profile's verification state.
 */
export const completeSandboxVerification = defineEndpoint({
  id: 'completeSandboxVerification',
  method: 'POST',
  path: 'verification/:profileId',
  basePath: '/api/dev/sandbox',
  summary: 'Completes a sandbox profile’s verification steps up to a level',
  tag: 'dev',
  bases: [],
  auth: 'none',
  isBodyOptional: true,
  body: z.object({ level: z.enum(SANDBOX_VERIFICATION_LEVELS).default('verified') }),
  response: verificationStateSchema,
});
