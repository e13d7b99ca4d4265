import { z } from 'zod';
import { cardInputSchema } from './cards';
import { ALL_BASES, defineEndpoint } from './endpoint';
import { amountInput, decimalString, transactionSchema } from './transactions';

export const WALLET_PAY_OPTIONS = ['apple_pay', 'google_pay', 'samsung_pay'] as const;

const currencyCode = z.string().trim().min(1).max(16);
const networkCode = z.string().trim().min(1).max(16);

/** Pay with a saved card, or with one typed now (optionally saved for next time). */
export const depositCardSchema = z.union([
  z.object({ id: z.string().uuid() }).strict(),
  cardInputSchema.extend({ save: z.boolean().default(false) }),
]);

/**
 * What the user does next for a deposit that is not finished at once: type the 3-D Secure code
 * (`POST deposits/:externalId/3ds`), open a payment page, send a bank transfer to the
 * transaction's `bank_details`, or confirm a Blik payment in the bank app.
 */
export const depositNextActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('three_ds'), code_length: z.number().int().positive() }),
  z.object({ type: z.literal('redirect'), url: z.string().url() }),
  z.object({ type: z.literal('bank_transfer') }),
  z.object({ type: z.literal('confirm_in_bank_app') }),
]);
export type DepositNextAction = z.infer<typeof depositNextActionSchema>;

export const depositResultSchema = z.object({
  transaction: transactionSchema,
  next_action: depositNextActionSchema.nullable(),
});
export type DepositResult = z.infer<typeof depositResultSchema>;

export const createDepositBodySchema = z.object({
  /** A deposit payway: card, sepa, iban, uaiban, blik, monobank (crypto arrives on `deposit-address`). */
  payway: z.string().trim().toLowerCase().min(1).max(32),
  currency: currencyCode,
  amount: amountInput,
  network: networkCode.optional(),
  card: depositCardSchema.optional(),
  wallet_pay: z.enum(WALLET_PAY_OPTIONS).optional(),
  blik_code: z
    .string()
    .regex(/^\d{6}$/, 'validation.code')
    .optional(),
  /** PAYIN_CONVERT: credit the balance of this currency instead, converted at a quote's rate. */
  convert_to: currencyCode.optional(),
  /**
   * With `convert_to`: the exchange quote (this payway → balance, this amount) the user
   * confirmed; the deposit is booked at exactly its amounts and fees. Without it one is priced
   * now the same way.
   */
  quote_id: z.uuid().optional(),
});

/** Top up a balance (spec 000 §2 "Deposit"): creates a PAYIN or PAYIN_CONVERT transaction. */
export const createDeposit = defineEndpoint({
  id: 'createDeposit',
  method: 'POST',
  path: 'deposits',
  summary: 'Top up a balance by card, bank transfer, Blik or monobank (optionally converted on arrival)',
  tag: 'deposits',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  body: createDepositBodySchema,
  response: depositResultSchema,
});

export const completeDeposit3ds = defineEndpoint({
  id: 'completeDeposit3ds',
  method: 'POST',
  path: 'deposits/:externalId/3ds',
  summary: 'Finish a card deposit’s 3-D Secure step with the code the holder received',
  tag: 'deposits',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  ownedParams: { externalId: 'transaction' },
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, 'validation.code'),
  }),
  response: depositResultSchema,
});

export const depositAddressSchema = z.object({
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  /** Needed on networks where one address serves many (TON); null elsewhere. */
  memo: z.string().nullable(),
  /** Confirmations a transfer waits for before it is credited (spec 000 §4). */
  confirmations: z.number().int().nonnegative(),
  min_amount: decimalString.nullable(),
});

/** The permanent deposit address of the profile for a currency on a network (made on first ask). */
export const getDepositAddress = defineEndpoint({
  id: 'getDepositAddress',
  method: 'GET',
  path: 'deposit-address',
  summary: 'The profile’s permanent deposit address for a currency and network',
  tag: 'deposits',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['create_crypto_address', 'create_crypto_addresses'] },
  isProfileScoped: true,
  query: z.object({ currency: currencyCode, network: networkCode }),
  response: depositAddressSchema,
});
