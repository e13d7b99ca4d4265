import { z } from 'zod';
import { CARD_CURRENCIES, CARD_DESIGNS, CARD_STATES } from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';
import { amountInput, transactionSchema } from './transactions';

/**
 * Ferry's own payment card (spec 001 §1, §3; issue 28), not the saved cards for deposits
 * (`cards.ts`). A card has its own balance in its currency (its own profile, the `:profileId` of
 * `/balances/:profileId/settings`), topped up from the user's balances; it spends that balance
 * first and then the user's other currencies in the order chosen (`spend_from`), converted at the
 * live quote when the spend is in another currency.
 */

const isoDateTime = z.string().datetime({ offset: true });
const currencyCode = z.string().regex(/^[A-Z0-9]{1,16}$/, 'validation.currency');
const decimal = z.string().regex(/^\d+(\.\d+)?$/);

export const paymentCardSchema = z.object({
  id: z.uuid(),
  /** The card's own profile: its balance, and the `:profileId` of its settings routes. */
  profile_id: z.uuid(),
  currency: z.enum(CARD_CURRENCIES),
  state: z.enum(CARD_STATES),
  design: z.enum(CARD_DESIGNS),
  /** As embossed, in capitals. */
  cardholder_name: z.string(),
  card_name: z.string(),
  /** Only the last four digits ever leave the card-details iframe page. */
  last4: z.string().regex(/^\d{4}$/),
  /** "MM / YY". */
  expiry: z.string(),
  /** The card's own balance (its currency). */
  balance: z.object({ available: decimal, held: decimal }),
  /** The overdraft the next top-up repays first (0 when none), in the card's currency. */
  overdraft: decimal,
  /** Currencies the card draws on, in order; the card's currency is the card's own balance. */
  spend_from: z.array(currencyCode).min(1),
  controls: z.object({
    /** Per-authorization maximum in the card's currency; null for none. */
    per_authorization_max: decimal.nullable(),
    blocked_categories: z.array(z.string()),
  }),
  /** Whether the activation fee has been taken (once, from the first top-up). */
  is_activation_fee_charged: z.boolean(),
  created_at: isoDateTime,
  terminated_at: isoDateTime.nullable(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

/** The fees and rules shown before a card is issued (spec 001 §9 values are ours; docs/decisions.md). */
export const paymentCardTermsSchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.enum(CARD_CURRENCIES),
      issuance_fee: decimal,
      activation_fee: decimal,
      min_top_up: decimal,
      cashback_percent: decimal,
      /** Cards of this currency the user may still open (3 per currency, terminated ones aside). */
      cards_left: z.number().int().min(0),
    }),
  ),
  /** Null when the user may issue; otherwise why not (the spec's code and message key). */
  refusal: z.object({ code: z.string(), message_key: z.string() }).nullable(),
});
export type PaymentCardTerms = z.infer<typeof paymentCardTermsSchema>;

export const listPaymentCards = defineEndpoint({
  id: 'listPaymentCards',
  method: 'GET',
  path: 'payment-cards',
  summary: 'The user’s payment cards, newest first, terminated ones last',
  tag: 'payment-cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  response: z.object({ cards: z.array(paymentCardSchema) }),
});

export const getPaymentCardTerms = defineEndpoint({
  id: 'getPaymentCardTerms',
  method: 'GET',
  path: 'payment-cards/terms',
  summary: 'The card’s fees per currency and whether this user may issue one now',
  tag: 'payment-cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  response: paymentCardTermsSchema,
});

export const issuePaymentCardBodySchema = z.object({
  currency: z.enum(CARD_CURRENCIES),
  design: z.enum(CARD_DESIGNS),
  cardholder_name: z.string(),
  card_name: z.string(),
});
export type IssuePaymentCardBody = z.infer<typeof issuePaymentCardBodySchema>;

/** Issues a virtual card (not activated until its first top-up); refused by level, country or count. */
export const issuePaymentCard = defineEndpoint({
  id: 'issuePaymentCard',
  method: 'POST',
  path: 'payment-cards',
  summary: 'Issues a virtual payment card in EUR or USD',
  tag: 'payment-cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  body: issuePaymentCardBodySchema,
  response: paymentCardSchema,
});

export const getPaymentCard = defineEndpoint({
  id: 'getPaymentCard',
  method: 'GET',
  path: 'payment-cards/:cardId',
  summary: 'One payment card with its balance',
  tag: 'payment-cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { cardId: 'paymentCard' },
  response: paymentCardSchema,
});

/**
 * Moves money from the user's balance in the card's currency to the card. The first one must be
 * at least the minimum top-up; it pays the activation fee once and starts the activation. A top-up
 * repays the card's overdraft first (OVERDRAFT_REPAY).
 */
export const topUpPaymentCard = defineEndpoint({
  id: 'topUpPaymentCard',
  method: 'POST',
  path: 'payment-cards/:cardId/top-ups',
  summary: 'Tops up the card from the user’s balance in its currency',
  tag: 'payment-cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  ownedParams: { cardId: 'paymentCard' },
  body: z.object({ amount: amountInput }),
  response: z.object({ card: paymentCardSchema, transaction: transactionSchema }),
});

export const PAYMENT_CARD_ACTIONS = ['lock', 'unlock', 'terminate'] as const;

/** Lock, unlock or terminate; terminate needs the card's last four digits typed as confirmation. */
export const changePaymentCardState = defineEndpoint({
  id: 'changePaymentCardState',
  method: 'POST',
  path: 'payment-cards/:cardId/state',
  summary: 'Locks, unlocks or terminates the card (terminate is final)',
  tag: 'payment-cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  ownedParams: { cardId: 'paymentCard' },
  body: z.object({ action: z.enum(PAYMENT_CARD_ACTIONS), confirmation: z.string().optional() }),
  response: paymentCardSchema,
});

export const updatePaymentCardSettings = defineEndpoint({
  id: 'updatePaymentCardSettings',
  method: 'PATCH',
  path: 'payment-cards/:cardId/settings',
  summary: 'The card’s name, spend-from order and spending controls',
  tag: 'payment-cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { cardId: 'paymentCard' },
  body: z
    .object({
      card_name: z.string(),
      spend_from: z.array(currencyCode).min(1),
      per_authorization_max: decimal.nullable(),
      blocked_categories: z.array(z.string()),
    })
    .partial()
    .refine((body) => Object.keys(body).length > 0, 'validation.required'),
  response: paymentCardSchema,
});

/**
 * A single-use token, valid for seconds, with which the card-details page on its own origin
 * (`/card-iframe-stub`) fetches the number, expiry and CVV from the issuer. Needs the 2FA
 * card-details scope; the main API never holds the number.
 */
export const createCardDetailsToken = defineEndpoint({
  id: 'createCardDetailsToken',
  method: 'POST',
  path: 'payment-cards/:cardId/details-token',
  summary: 'A single-use token for the card-details page on its own origin',
  tag: 'payment-cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  twoFactorScope: 'card_details',
  ownedParams: { cardId: 'paymentCard' },
  response: z.object({ token: z.string(), iframe_url: z.string().url(), expires_at: isoDateTime }),
});

export const WALLET_PAY_KINDS = ['apple_pay', 'google_pay', 'samsung_pay'] as const;

/** Manual provisioning: the issuer's one-time code the wallet app asks for (sandbox issues it). */
export const createWalletProvisioning = defineEndpoint({
  id: 'createWalletProvisioning',
  method: 'POST',
  path: 'payment-cards/:cardId/wallet-provisioning',
  summary: 'A one-time code to add the card to Apple, Google or Samsung Pay by hand',
  tag: 'payment-cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { cardId: 'paymentCard' },
  body: z.object({ wallet: z.enum(WALLET_PAY_KINDS) }),
  response: z.object({ wallet: z.enum(WALLET_PAY_KINDS), code: z.string(), expires_at: isoDateTime }),
});

/** One authorization on the card, with its hold → capture path (the card's history). */
export const cardAuthorizationSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'captured', 'reversed', 'expired', 'declined']),
  kind: z.enum(['purchase', 'atm_withdrawal']),
  amount: decimal,
  currency: currencyCode,
  merchant_name: z.string(),
  merchant_category: z.string(),
  /** Catalogue key of the decline's reason in plain words. */
  decline_message_key: z.string().nullable(),
  /** What each balance held or paid, with the rate when it converted. */
  legs: z.array(z.object({ currency: currencyCode, amount: decimal, rate: decimal.nullable() })),
  captured_amount: decimal,
  refunded_amount: decimal,
  /** The ledger transaction of the capture (CARD_DEBIT), once captured. */
  transaction_external_id: z.string().nullable(),
  created_at: isoDateTime,
});
export type CardAuthorization = z.infer<typeof cardAuthorizationSchema>;

export const listCardAuthorizations = defineEndpoint({
  id: 'listCardAuthorizations',
  method: 'GET',
  path: 'payment-cards/:cardId/authorizations',
  summary: 'The card’s recent authorizations, holds and declines, newest first',
  tag: 'payment-cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { cardId: 'paymentCard' },
  /** `limit`: how many of the newest (the balances screen shows three); the card's page takes all 50. */
  query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(50) }),
  response: z.object({ authorizations: z.array(cardAuthorizationSchema) }),
});
