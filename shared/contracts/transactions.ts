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
});
export type TransactionView = z.infer<typeof transactionSchema>;

export const transactionListQuerySchema = z.object({
  type: z.enum(TRANSACTION_TYPES).optional(),
  direction: z.enum(DIRECTIONS).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  currency: z.string().min(1).max(16).optional(),
  kind: z.enum(EXCHANGE_KIND_FILTERS).optional(),
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
