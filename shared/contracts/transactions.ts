import { z } from 'zod';
import {
  ACTION_REQUIRED_CHOICES,
  DIRECTIONS,
  EXCHANGE_KIND_FILTERS,
  EXCHANGE_SUB_KINDS,
  isAmountTextWithinBound,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';

const isoDateTime = z.string().datetime({ offset: true });
/** Amounts on the wire: plain decimal strings in whole units ("12.5"), never JSON numbers. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'validation.amount');
/**
 * An amount a client sends: a plain decimal with at most MAX_AMOUNT_INTEGER_DIGITS whole digits,
 * so no typed number can overflow the ledger's numeric(78,0) (shared/domain/money/amount-bound.ts).
 */
export const amountInput = decimalString.refine(isAmountTextWithinBound, 'validation.amount.tooLarge');

export const bankDetailsSchema = z.object({
  recipient: z.string(),
  reference: z.string(),
  country: z.string(),
  bank_name: z.string(),
  bank_address: z.string(),
  bank_code: z.string(),
  iban: z.string().nullable(),
});

/** The steps of a card authorization's hold → capture path, as the network's events made them. */
export const CARD_PATH_STEPS = [
  'authorized',
  'incremented',
  'captured',
  'reversed',
  'expired',
  'force_posted',
  'refunded',
  'cashback',
] as const;
export type CardPathStep = (typeof CARD_PATH_STEPS)[number];

/**
 * What a payment card's transaction adds (issue 28): the card, the merchant, and for one that
 * follows an authorization its hold → capture path with each balance's leg and its rate.
 */
export const cardTransactionSchema = z.object({
  card_id: z.string(),
  /** The card's own profile: the `:profileId` of its settings and spending screens. */
  profile_id: z.string(),
  last4: z.string(),
  merchant_name: z.string().nullable(),
  /** The network's merchant category (Stripe Issuing's names, e.g. `eating_places_restaurants`). */
  merchant_category: z.string().nullable(),
  merchant_country: z.string().nullable(),
  authorization: z
    .object({
      id: z.string(),
      kind: z.enum(['purchase', 'atm_withdrawal']),
      status: z.enum(['pending', 'captured', 'reversed', 'expired', 'declined']),
      currency: z.string(),
      requested_amount: decimalString,
      approved_amount: decimalString,
      captured_amount: decimalString,
      refunded_amount: decimalString,
      /** When a pending hold runs out. */
      expires_at: isoDateTime.nullable(),
      /**
       * What each balance held for the spend (`amount`, its currency) and the part of the spend it
       * covers; `rate` when it converted: 1 unit of the leg's currency = rate units of the spend's.
       */
      legs: z.array(
        z.object({
          currency: z.string(),
          amount: decimalString,
          covers: decimalString,
          rate: decimalString.nullable(),
        }),
      ),
      /** The path in order: held, captured, reversed, expired, refunded …, each with its time. */
      steps: z.array(
        z.object({ step: z.enum(CARD_PATH_STEPS), amount: decimalString.nullable(), at: isoDateTime }),
      ),
    })
    .nullable(),
});
export type CardTransactionView = z.infer<typeof cardTransactionSchema>;

/** A transaction as users and merchants see it (spec 000 §3 "Transaction fields named by labels"). */
export const transactionSchema = z.object({
  /** The external id (routes /:transactionType/:externalId). */
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  direction: z.enum(DIRECTIONS),
  status: z.enum(TRANSACTION_STATUSES),
  exchange_kind: z.enum(EXCHANGE_SUB_KINDS).nullable(),
  amount: decimalString,
  currency: z.string(),
  fee: decimalString,
  fee_currency: z.string().nullable(),
  /** The converted amount and its currency, for exchanges and conversions. */
  to_amount: decimalString.nullable(),
  to_currency: z.string().nullable(),
  rate: decimalString.nullable(),
  network: z.string().nullable(),
  payway: z.string().nullable(),
  /** Where the money went or came from: masked card, IBAN, address (+ memo), a profile. */
  requisite: z.record(z.string(), z.unknown()).nullable(),
  bank_details: bankDetailsSchema.nullable(),
  hash: z.string().nullable(),
  parent_id: z.string().nullable(),
  reproduced_id: z.string().nullable(),
  /** A partial payout: what was paid of `amount` ("We can pay out X of Y"). */
  paid_amount: decimalString.nullable(),
  failure_code: z.string().nullable(),
  /** What the user may choose now (spec 000 §4): REFUND, DEPOSIT, RETRY. */
  action_choices: z.array(z.enum(ACTION_REQUIRED_CHOICES)),
  expires_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** A payment card's transaction: its card, merchant and hold → capture path; absent otherwise. */
  card: cardTransactionSchema.nullable().optional(),
});
export type TransactionView = z.infer<typeof transactionSchema>;

export const transactionListQuerySchema = z.object({
  type: z.enum(TRANSACTION_TYPES).optional(),
  direction: z.enum(DIRECTIONS).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  currency: z.string().min(1).max(16).optional(),
  kind: z.enum(EXCHANGE_KIND_FILTERS).optional(),
  /**
   * Only this profile's rows: the acting profile or the own profile of one of its payment cards
   * (a card's spending screen). Left out: the acting profile's and its cards' rows together.
   */
  profile_id: z.uuid().optional(),
  /** Opaque; the `next_cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const listTransactions = defineEndpoint({
  id: 'listTransactions',
  method: 'GET',
  path: 'transactions',
  summary: 'The profile’s transactions, newest first, filtered, paged by cursor',
  tag: 'transactions',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['read_transactions'], byTransactionType: true },
  isProfileScoped: true,
  query: transactionListQuerySchema,
  response: z.object({ transactions: z.array(transactionSchema), next_cursor: z.string().nullable() }),
});

export const getTransaction = defineEndpoint({
  id: 'getTransaction',
  method: 'GET',
  path: 'transactions/:externalId',
  summary: 'One transaction of the profile',
  tag: 'transactions',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['read_transaction_details', 'get_order_details'] },
  isProfileScoped: true,
  ownedParams: { externalId: 'transaction' },
  response: transactionSchema,
});

export const balanceSchema = z.object({
  currency: z.string(),
  available: decimalString,
  held: decimalString,
});

/** The profile's balances; the client caches them in its "balances" group (spec 001 §7). */
export const listBalances = defineEndpoint({
  id: 'listBalances',
  method: 'GET',
  path: 'balances',
  summary: 'The profile’s balance in each currency it holds: available and held',
  tag: 'balances',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['read_balances'] },
  isProfileScoped: true,
  response: z.object({ balances: z.array(balanceSchema) }),
});
