import { z } from 'zod';
import { ALL_BASES, defineEndpoint } from './endpoint';
import { networkCode } from './requisites';
import { amountInput, decimalString, transactionSchema } from './transactions';

export const UTRANSACTION_TYPES = ['UDEPOSIT', 'UPAYOUT', 'UCONVERT', 'UCONVERT_PAYOUT'] as const;
export type UtransactionType = (typeof UTRANSACTION_TYPES)[number];

/** The steps a unified transaction goes through (routes /balances/utransaction/requisites, /confirm). */
export const UTRANSACTION_STEPS = ['requisites', 'confirm', 'done', 'expired'] as const;

const currencyCode = z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'validation.currency');
const paywayCode = z.string().regex(/^[a-z_]{2,32}$/, 'validation.invalid');

export const utransactionBodySchema = z.object({
  type: z.enum(UTRANSACTION_TYPES),
  /** What leaves the balance (UPAYOUT, UCONVERT, UCONVERT_PAYOUT) or arrives in it (UDEPOSIT). */
  currency: currencyCode,
  /** UCONVERT and UCONVERT_PAYOUT: the currency converted into (and paid out in). */
  to_currency: currencyCode.optional(),
  amount: amountInput,
  /** UPAYOUT / UCONVERT_PAYOUT: card, iban, sepa, uaiban, crypto, or balance (another Ferry profile). */
  payway: paywayCode.optional(),
  network: networkCode.optional(),
});

/** A saved requisite, details typed in, or another Ferry profile. */
export const utransactionRequisiteSchema = z.union([
  z.strictObject({ id: z.uuid() }),
  z.strictObject({ value: z.string().min(1).max(128), memo: z.string().max(200).optional() }),
  z.strictObject({ profile_id: z.uuid() }),
]);

export const utransactionSchema = z.object({
  id: z.string(),
  type: z.enum(UTRANSACTION_TYPES),
  step: z.enum(UTRANSACTION_STEPS),
  currency: z.string(),
  to_currency: z.string().nullable(),
  amount: decimalString,
  payway: z.string().nullable(),
  network: z.string().nullable(),
  requisite: z.record(z.string(), z.unknown()).nullable(),
  /** The transaction the confirmation created. */
  transaction_id: z.string().nullable(),
  expires_at: z.string(),
});
export type UtransactionView = z.infer<typeof utransactionSchema>;

export const createUtransaction = defineEndpoint({
  id: 'createUtransaction',
  method: 'POST',
  path: 'utransactions',
  summary: 'Starts a unified transaction (UDEPOSIT, UPAYOUT, UCONVERT, UCONVERT_PAYOUT); no money moves yet',
  tag: 'utransactions',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  body: utransactionBodySchema,
  response: utransactionSchema,
});

export const getUtransaction = defineEndpoint({
  id: 'getUtransaction',
  method: 'GET',
  path: 'utransactions/:utransactionId',
  summary: 'A unified transaction and the step it is at',
  tag: 'utransactions',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { utransactionId: 'utransaction' },
  response: utransactionSchema,
});

export const setUtransactionRequisites = defineEndpoint({
  id: 'setUtransactionRequisites',
  method: 'PUT',
  path: 'utransactions/:utransactionId/requisites',
  summary: 'Chooses where a unified payout goes',
  tag: 'utransactions',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { utransactionId: 'utransaction' },
  body: z.object({ requisite: utransactionRequisiteSchema }),
  response: utransactionSchema,
});

export const confirmUtransaction = defineEndpoint({
  id: 'confirmUtransaction',
  method: 'POST',
  path: 'utransactions/:utransactionId/confirm',
  summary: 'Confirms a unified transaction: the money moves (conversions at the quote the user saw)',
  tag: 'utransactions',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  twoFactorScope: 'transfers',
  ownedParams: { utransactionId: 'utransaction' },
  body: z.object({ quote_id: z.uuid().optional() }),
  response: z.object({ utransaction: utransactionSchema, transaction: transactionSchema }),
});
