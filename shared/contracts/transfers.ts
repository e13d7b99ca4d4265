import { z } from 'zod';
import { ACTION_REQUIRED_CHOICES } from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';
import { amountInput, transactionSchema } from './transactions';
import { withdrawalRequisiteSchema } from './withdrawals';

const currencyCode = z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'validation.currency');

/** Money from one Ferry profile to another, at once and free of charge (UPAYOUT + UDEPOSIT). */
export const transferBodySchema = z.object({
  currency: currencyCode,
  amount: amountInput,
  to_profile_id: z.uuid(),
});

export const createTransfer = defineEndpoint({
  id: 'createTransfer',
  method: 'POST',
  path: 'transfers',
  summary: 'Sends money from the profile’s balance to another Ferry profile',
  tag: 'transfers',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  twoFactorScope: 'transfers',
  body: transferBodySchema,
  response: transactionSchema,
});

/** A priced quote turned into money moved: balance to balance, through Ferry's liquidity. */
export const quotedOperationBodySchema = z.object({ quote_id: z.uuid() });

/**
 * An exchange at a quote. From the balance to the balance it is done at once; to a card, a bank
 * account or an address (the quote's `to_payway`) it also orders the payout of what was converted,
 * to the requisite given here, as a CONVERT_PAYOUT whose parent is the exchange.
 */
export const exchangeBodySchema = z.object({
  quote_id: z.uuid(),
  requisite: withdrawalRequisiteSchema.optional(),
});

export const createExchange = defineEndpoint({
  id: 'createExchange',
  method: 'POST',
  path: 'exchanges',
  summary: 'Buys, sells or swaps at a quote’s price, from the balance to the balance (EXCHANGE)',
  tag: 'exchange',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['create_buy_order', 'create_sell_swap_order'] },
  isProfileScoped: true,
  isIdempotent: true,
  twoFactorScope: 'transfers',
  body: exchangeBodySchema,
  response: transactionSchema,
});

export const createConversion = defineEndpoint({
  id: 'createConversion',
  method: 'POST',
  path: 'conversions',
  summary: 'Converts one balance currency into another at a quote’s price (CONVERT)',
  tag: 'convert',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['read_converts'], isAdvanced: true },
  isProfileScoped: true,
  isIdempotent: true,
  body: quotedOperationBodySchema,
  response: transactionSchema,
});

/**
 * The user's answer to a failed or action-required transaction (spec 000 §4). `requisite` only
 * goes with RETRY of a payout the provider refused: the payout is sent again to these details (a
 * saved requisite's id or typed-in ones, checked like a withdrawal's) instead of the refused ones.
 */
export const transactionActionBodySchema = z.object({
  choice: z.enum(ACTION_REQUIRED_CHOICES),
  requisite: withdrawalRequisiteSchema.optional(),
});
export type TransactionActionBody = z.infer<typeof transactionActionBodySchema>;

export const chooseTransactionAction = defineEndpoint({
  id: 'chooseTransactionAction',
  method: 'POST',
  path: 'transactions/:externalId/action',
  summary:
    'Refunds, deposits or retries a transaction that needs the user’s action; answers the linked transaction (none when a refused payout is retried or refunded in place)',
  tag: 'transactions',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  ownedParams: { externalId: 'transaction' },
  body: transactionActionBodySchema,
  response: z.object({ transaction: transactionSchema, linked: transactionSchema.nullable() }),
});
