import { z } from 'zod';
import { isAmountTextWithinBound } from '../domain/index';
import { limitsSchema } from './catalogue';
import { ALL_BASES, defineEndpoint } from './endpoint';
import { decimalString } from './transactions';

const currencyCode = z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'validation.invalid');
const positiveDecimal = z
  .string()
  .regex(/^(?=.*[1-9])\d+(\.\d+)?$/, 'validation.amount.invalid')
  .refine(isAmountTextWithinBound, 'validation.amount.tooLarge');
const paywayCode = z.string().regex(/^[a-z0-9_]{1,32}$/);
const networkCode = z.string().regex(/^[A-Z0-9]{2,16}$/);

export const QUOTE_KINDS = ['exchange', 'convert'] as const;

/**
 * A quote request: exactly one of `from_amount` (what the user pays) and `to_amount` (what they
 * want to receive); the server computes the other. Exchanges name both payways ('balance' for
 * the balance) and, for crypto on several networks, the network.
 */
export const createQuoteBodySchema = z
  .object({
    kind: z.enum(QUOTE_KINDS),
    from_currency: currencyCode,
    to_currency: currencyCode,
    from_amount: positiveDecimal.optional(),
    to_amount: positiveDecimal.optional(),
    from_payway: paywayCode.optional(),
    to_payway: paywayCode.optional(),
    from_network: networkCode.optional(),
    to_network: networkCode.optional(),
  })
  .refine((body) => (body.from_amount === undefined) !== (body.to_amount === undefined), {
    message: 'validation.invalid',
    path: ['from_amount'],
  })
  .refine(
    (body) => body.kind === 'convert' || (body.from_payway !== undefined && body.to_payway !== undefined),
    {
      message: 'validation.required',
      path: ['from_payway'],
    },
  );

const quoteFieldsSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(QUOTE_KINDS),
  from_currency: z.string(),
  to_currency: z.string(),
  from_payway: z.string().nullable(),
  to_payway: z.string().nullable(),
  from_network: z.string().nullable(),
  to_network: z.string().nullable(),
  /** What the user pays, fee included. */
  from_amount: decimalString,
  /** What the user receives. */
  to_amount: decimalString,
  /** Every fee in `fee_currency` (the from currency): `payin_fee` + `exchange_fee`. */
  fee: decimalString,
  /** The pay-in payway's fee (a card, a bank transfer), on the whole amount paid; "0" from the balance. */
  payin_fee: decimalString,
  /** The exchange (convert) fee, on top of the part converted. */
  exchange_fee: decimalString,
  fee_currency: z.string(),
  /** Payout fee in the to currency (network fee included); "0" for a convert. */
  to_fee: decimalString,
  network_fee: decimalString,
  /** Units of the to currency per one unit of the from currency. */
  rate: decimalString,
  limits: z.object({ from: limitsSchema, to: limitsSchema.nullable() }),
  expires_at: z.string().datetime({ offset: true }),
  created_at: z.string().datetime({ offset: true }),
});

// A convert moves money between the user's own balances: nothing is paid out, so no to fee.
const hasNoConvertPayout = (quote: { kind: string; to_fee: string; network_fee: string }) =>
  quote.kind !== 'convert' || (quote.to_fee === '0' && quote.network_fee === '0');
const NO_CONVERT_PAYOUT = { message: 'validation.invalid', path: ['to_fee'] };

export const quoteSchema = quoteFieldsSchema.refine(hasNoConvertPayout, NO_CONVERT_PAYOUT);
export type QuoteView = z.infer<typeof quoteSchema>;

/** Prices an exchange or a convert; valid until `expires_at` (re-quote every 8 s, spec 000 §9). */
export const createQuote = defineEndpoint({
  id: 'createQuote',
  method: 'POST',
  path: 'quotes',
  summary: 'A priced offer for an exchange or a convert, valid for a short time',
  tag: 'quotes',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['create_buy_order', 'create_sell_swap_order', 'read_converts'] },
  isProfileScoped: true,
  body: createQuoteBodySchema,
  response: quoteSchema,
});

/** A price without an id: nothing is stored, so there is nothing to take or to tie to anyone. */
export const quotePreviewSchema = quoteFieldsSchema
  .omit({ id: true })
  .refine(hasNoConvertPayout, NO_CONVERT_PAYOUT);
export type QuotePreviewView = z.infer<typeof quotePreviewSchema>;

/**
 * Prices a request for anyone, signed in or not (the landing's live price). It stores nothing
 * and names nobody; continuing means signing in and quoting with `createQuote`. Limited per
 * client address (TOO_MANY_REQUESTS with Retry-After).
 */
export const previewQuote = defineEndpoint({
  id: 'previewQuote',
  method: 'POST',
  path: 'quotes/preview',
  summary: 'A price for an exchange or a convert without signing in (stores nothing)',
  tag: 'quotes',
  bases: ALL_BASES,
  auth: 'none',
  keyAccess: { anyOf: ['prevalidate_order'] },
  body: createQuoteBodySchema,
  response: quotePreviewSchema,
});
