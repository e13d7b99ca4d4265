import { z } from 'zod';
import { emailSchema } from '../domain/index';
import { cardInputSchema } from './cards';
import { depositNextActionSchema } from './deposits';
import { defineEndpoint } from './endpoint';
import { returnUrlSchema } from './return-url';
import { amountInput, bankDetailsSchema, decimalString } from './transactions';

export const PAYMENT_ORDER_STATUSES = ['NEW', 'WAIT', 'DONE', 'EXPIRED', 'CANCELLED'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** How long an order waits to be paid: at least a minute, at most a day; half an hour unless asked. */
export const PAYMENT_ORDER_EXPIRY_SECONDS = { min: 60, max: 86_400, default: 1_800 } as const;

/** The ways the pay frame offers. */
export const PAY_ORDER_PAYWAYS = ['card', 'sepa', 'crypto'] as const;

/** The coins an order takes, each on TON (Toncoin, and USDT as a TON jetton). */
export const PAY_ORDER_CRYPTO_CURRENCIES = ['TON', 'USDT'] as const;
export const PAY_ORDER_CRYPTO_NETWORK = 'TON';

/** https only (plain http to this machine): never `javascript:` or `data:`, which would run in the page. */
const returnUrl = returnUrlSchema;

export const createPaymentOrderBodySchema = z
  .object({
    /** What the merchant receives before the payway's fee, in whole units. */
    amount: amountInput,
    currency: z.string().trim().toUpperCase().min(1).max(16),
    merchant_reference: z.string().trim().min(1).max(128),
    customer_reference: z.string().trim().min(1).max(128).optional(),
    customer_email: emailSchema.optional(),
    /** Also told each status once, as a transaction's callbackUrl is: signed with the key's secret (Ferry-Webhook-* headers). */
    callback_url: returnUrl.optional(),
    return_url: returnUrl.optional(),
    return_fail_url: returnUrl.optional(),
    expires_in_seconds: z
      .number()
      .int()
      .min(PAYMENT_ORDER_EXPIRY_SECONDS.min)
      .max(PAYMENT_ORDER_EXPIRY_SECONDS.max)
      .default(PAYMENT_ORDER_EXPIRY_SECONDS.default),
  })
  .strict();

/**
 * How an order paid in a coin settled: the coin its payment brought was converted at the rate
 * locked when the customer chose the coin, and the account received exactly the order's amount in
 * the order's currency. What the transfers brought above the coin's amount stays in the coin.
 */
export const paymentOrderSettlementSchema = z.object({
  coin: z.string(),
  /** The coin taken from the account and converted. */
  coin_amount: decimalString,
  /** What the account received: the order's amount. */
  amount: decimalString,
  currency: z.string(),
  /** Order currency units per coin, locked when the coin was chosen. */
  rate: decimalString,
  /** The overpayment, left on the account in the coin ("0" when none). */
  kept_in_coin: decimalString,
  /** The conversion: a transaction of the key's account, a child of the paying deposit. */
  transaction_id: z.string(),
});
export type PaymentOrderSettlement = z.infer<typeof paymentOrderSettlementSchema>;

/** An order as its merchant sees it. */
export const paymentOrderSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  amount: decimalString,
  currency: z.string(),
  merchant_reference: z.string(),
  customer_reference: z.string().nullable(),
  /** The pay frame's address for this order: embed it or send the customer to it. */
  pay_url: z.string().url(),
  /** The payment that paid it (or is under way): a transaction of the key's account. */
  transaction_id: z.string().nullable(),
  /** Set once an order paid in a coin other than its currency settled in its currency. */
  settlement: paymentOrderSettlementSchema.nullable(),
  expires_at: z.string().datetime({ offset: true }),
  created_at: z.string().datetime({ offset: true }),
  test_mode: z.boolean(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const createPaymentOrder = defineEndpoint({
  id: 'createPaymentOrder',
  method: 'POST',
  path: 'payment-orders',
  summary: 'Create an order for a customer to pay in the pay frame (merchant server, signed request)',
  tag: 'payment-orders',
  bases: ['widget'],
  auth: 'apiKey',
  // A payment order takes the customer's money in: the buy switch opens it (docs/decisions.md).
  keyAccess: { anyOf: ['create_buy_order'] },
  isIdempotent: true,
  body: createPaymentOrderBodySchema,
  response: paymentOrderSchema,
});

export const getPaymentOrder = defineEndpoint({
  id: 'getPaymentOrder',
  method: 'GET',
  path: 'payment-orders/:id',
  summary: 'One of the key’s payment orders',
  tag: 'payment-orders',
  bases: ['widget'],
  auth: 'apiKey',
  keyAccess: { anyOf: ['get_order_details', 'create_buy_order'] },
  response: paymentOrderSchema,
});

export const cancelPaymentOrder = defineEndpoint({
  id: 'cancelPaymentOrder',
  method: 'POST',
  path: 'payment-orders/:id/cancel',
  summary: 'Cancel an order nobody is paying yet (a payment under way or done: CONFLICT_ERROR)',
  tag: 'payment-orders',
  bases: ['widget'],
  auth: 'apiKey',
  keyAccess: { anyOf: ['create_buy_order'] },
  response: paymentOrderSchema,
});

/** The payment under way or done, as the paying customer needs it. */
export const payOrderPaymentSchema = z.object({
  status: z.string(),
  payway: z.string().nullable(),
  next_action: depositNextActionSchema.nullable(),
  bank_details: bankDetailsSchema.nullable(),
  failure_code: z.string().nullable(),
});

/**
 * What the customer sends to pay the order in a coin: the order's own address and memo and the
 * amount, priced when the coin was chosen and fixed until the order expires.
 */
export const payOrderCryptoSchema = z.object({
  currency: z.enum(PAY_ORDER_CRYPTO_CURRENCIES),
  network: z.string(),
  address: z.string(),
  /** The comment the transfer must carry; null on a network that tells orders apart by address. */
  memo: z.string().nullable(),
  /** The whole amount to send, in the coin. */
  amount: decimalString,
  /** What transfers to this target brought so far, counted or still confirming. */
  received: decimalString,
  /** Order currency units per coin, as priced. */
  rate: decimalString,
  /** `ton://transfer/<address>?amount=…&text=<memo>` (with `jetton=<master>` for USDT): opens a TON wallet. */
  deep_link: z.string(),
  expires_at: z.string().datetime({ offset: true }),
});
export type PayOrderCrypto = z.infer<typeof payOrderCryptoSchema>;

/** An order as the pay frame shows it to whoever holds its pay URL. */
export const payOrderSchema = z.object({
  status: z.enum(PAYMENT_ORDER_STATUSES),
  amount: decimalString,
  currency: z.string(),
  merchant_reference: z.string(),
  /** The merchant's verified site, or the key's name when it has none. */
  merchant_name: z.string(),
  merchant_domain: z.string().nullable(),
  expires_at: z.string().datetime({ offset: true }),
  test_mode: z.boolean(),
  payways: z.array(z.enum(PAY_ORDER_PAYWAYS)),
  return_url: z.string().nullable(),
  return_fail_url: z.string().nullable(),
  payment: payOrderPaymentSchema.nullable(),
  /** The coin last chosen to pay it with; null until the customer chooses crypto. */
  crypto: payOrderCryptoSchema.nullable(),
});
export type PayOrder = z.infer<typeof payOrderSchema>;

export const getPayOrder = defineEndpoint({
  id: 'getPayOrder',
  method: 'GET',
  path: 'pay-orders/:token',
  summary: 'The order behind a pay URL (the pay frame; the token is the capability)',
  tag: 'payment-orders',
  bases: ['widget'],
  auth: 'none',
  response: payOrderSchema,
});

export const payPayOrder = defineEndpoint({
  id: 'payPayOrder',
  method: 'POST',
  path: 'pay-orders/:token/pay',
  summary:
    'Pay an order by card (3-D Secure may follow), by bank transfer or in crypto (the answer names the address, memo and amount), as a guest',
  tag: 'payment-orders',
  bases: ['widget'],
  auth: 'none',
  isIdempotent: true,
  body: z
    .object({
      payway: z.enum(PAY_ORDER_PAYWAYS),
      card: cardInputSchema.strict().optional(),
      /** The coin, for `crypto`. */
      currency: z.enum(PAY_ORDER_CRYPTO_CURRENCIES).optional(),
      network: z.literal(PAY_ORDER_CRYPTO_NETWORK).optional(),
    })
    .strict(),
  response: payOrderSchema,
});

export const completePayOrder3ds = defineEndpoint({
  id: 'completePayOrder3ds',
  method: 'POST',
  path: 'pay-orders/:token/3ds',
  summary: 'Finish the order’s card payment with the 3-D Secure code',
  tag: 'payment-orders',
  bases: ['widget'],
  auth: 'none',
  isIdempotent: true,
  body: z
    .object({
      code: z
        .string()
        .trim()
        .regex(/^\d{4,8}$/, 'validation.code'),
    })
    .strict(),
  response: payOrderSchema,
});
