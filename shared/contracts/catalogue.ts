import { z } from 'zod';
import { FEE_TYPES } from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';
import { decimalString } from './transactions';

const currencyCode = z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'validation.invalid');
const unsignedDecimal = z.string().regex(/^\d+(\.\d+)?$/, 'validation.amount.invalid');

/** A fee (spec 000 §3): `add` in whole units of the currency, `mult` a fraction ("0.015" is 1.5 %). */
export const feeSchema = z.object({ type: z.enum(FEE_TYPES), add: unsignedDecimal, mult: unsignedDecimal });

/** Limits (spec 000 §3) in whole units of `currency`; `mult` is the step; null bounds do not apply. */
export const limitsSchema = z.object({
  min: unsignedDecimal.nullable(),
  max: unsignedDecimal.nullable(),
  mult: unsignedDecimal.nullable(),
  currency: z.string(),
});

export const PAYWAY_KINDS = [
  'card',
  'iban',
  'sepa',
  'uaiban',
  'blik',
  'monobank',
  'crypto',
  'balance',
] as const;
export const PAYWAY_DIRECTIONS = ['deposit', 'withdraw'] as const;

export const paywaySchema = z.object({
  code: z.string(),
  kind: z.enum(PAYWAY_KINDS),
  method: z.enum(['GET', 'POST', 'IFRAME']),
  wallet_pay: z.array(z.enum(['apple_pay', 'google_pay', 'samsung_pay'])),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});

/** Cache group "payways". */
export const listPayways = defineEndpoint({
  id: 'listPayways',
  method: 'GET',
  path: 'payways',
  summary: 'Payways: how money travels (card with wallet pays, bank rails, Blik, monobank, crypto, balance)',
  tag: 'catalogue',
  bases: ALL_BASES,
  auth: 'none',
  keyAccess: { anyOf: ['get_payment_methods'] },
  response: z.object({ payways: z.array(paywaySchema) }),
});

export const pwCurrencySchema = z.object({
  payway: z.string(),
  currency: z.string(),
  network: z.string().nullable(),
  direction: z.enum(PAYWAY_DIRECTIONS),
  fee: feeSchema,
  limits: limitsSchema,
  /** The part of a crypto payout's fee the chain takes (already inside `fee`). */
  network_fee: unsignedDecimal,
  confirmations: z.number().int().min(0),
  is_available: z.boolean(),
});

/** Cache group "pwcurrencies". */
export const listPwCurrencies = defineEndpoint({
  id: 'listPwCurrencies',
  method: 'GET',
  path: 'pwcurrencies',
  summary: 'What each payway carries per currency, network and direction: fees, limits, availability',
  tag: 'catalogue',
  bases: ALL_BASES,
  auth: 'none',
  keyAccess: { anyOf: ['get_payment_methods'] },
  query: z.object({
    direction: z.enum(PAYWAY_DIRECTIONS).optional(),
    currency: currencyCode.optional(),
    payway: z
      .string()
      .regex(/^[a-z0-9_]{1,32}$/)
      .optional(),
  }),
  response: z.object({ pwcurrencies: z.array(pwCurrencySchema) }),
});

export const convertDirectionSchema = z.object({
  from: z.string(),
  to: z.string(),
  fee: feeSchema,
  /** On the from amount. */
  limits: limitsSchema,
  is_available: z.boolean(),
});

/** Cache group "convert-directions". */
export const listConvertDirections = defineEndpoint({
  id: 'listConvertDirections',
  method: 'GET',
  path: 'convert-directions',
  summary: 'Convert directions between balance currencies, with fees and limits',
  tag: 'catalogue',
  bases: ALL_BASES,
  auth: 'none',
  keyAccess: { anyOf: ['get_convert_directions'] },
  query: z.object({ from: currencyCode.optional(), to: currencyCode.optional() }),
  response: z.object({ convert_directions: z.array(convertDirectionSchema) }),
});

export const countrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  is_supported: z.boolean(),
});

/** Cache group "countries": residence countries, with the ones refused marked unsupported. */
export const listCountries = defineEndpoint({
  id: 'listCountries',
  method: 'GET',
  path: 'countries',
  summary: 'Residence countries and whether each is served',
  tag: 'catalogue',
  bases: ALL_BASES,
  auth: 'none',
  response: z.object({ countries: z.array(countrySchema) }),
});

export const balancesTotalSchema = z.object({
  /** The fiat the total is valued in. */
  currency: z.string(),
  /** The sum of `balances[].value`. */
  total: decimalString,
  balances: z.array(
    z.object({
      currency: z.string(),
      /** Available plus held, in the balance's currency. */
      amount: decimalString,
      /** `amount` at the mid rate, rounded down, in `currency` of the answer. */
      value: decimalString,
      rate: decimalString,
    }),
  ),
  rated_at: z.string().datetime({ offset: true }),
});

/** Cache group "balances-total": the profile's balances valued in one fiat (default USD). */
export const getBalancesTotal = defineEndpoint({
  id: 'getBalancesTotal',
  method: 'GET',
  path: 'balances-total',
  summary: 'The profile’s balances valued in one fiat currency at mid rates',
  tag: 'balances',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['read_balances'] },
  isProfileScoped: true,
  query: z.object({ currency: currencyCode.default('USD') }),
  response: balancesTotalSchema,
});
