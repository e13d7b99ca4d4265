/*
 * CHANGES FROM THE BRIEF'S DESIGN (for the screens):
 * - Fields travel in snake_case like every other contract: `created_at`, `expires_at`,
 *   `settled_at`, `share_link`, `viewer_role`, `can_act`, `refusal`, `prepared_message`,
 *   `creator.display_name`, `counterparty.display_name`.
 * - `status` also has `draft` (a card the bot made at inline-query time; only its creator sees it,
 *   anyone else gets NOT_FOUND). The screens can show it as "not sent".
 * - `can_cancel` is separate from `can_act`: `can_act` = the viewer may claim (send) or pay
 *   (request) now; `can_cancel` = the viewer is the creator and the card is still waiting.
 *   For the creator `can_act` is false and `refusal` is `own_card`.
 * - The id is 20 characters of [0-9A-Z] (not a uuid: a uuid's '-' splits a start parameter), so
 * the mini-app reads `startapp=pay_<id>` with readStartTarget (screen chatPayment) or
 *   `readChatPaymentStartId(parseStartParam(…))` from `@ferry/shared/domain`.
 * - `share_link` is null when the server has no BOT_USERNAME (the screens hide "copy link").
 * - List answer is `{ items: ChatPaymentView[] }`.
 * - `POST chat-payments` answers `prepared_message: null` (the card must be committed before the
 *   bot can save a message for it): call `POST chat-payments/:id/prepared-message` next, which
 *   waits up to 4 s for the bot and answers null when it is silent (then copy the link).
 * - Errors (error envelope `code`, `details.reason`): claim/pay of an own card ACCESS_DENIED
 *   `own_card`; a card someone else took or that ended CONFLICT_ERROR `already_claimed` |
 *   `already_paid` | `cancelled` | `returned` | `expired`; an unknown id or someone else's draft
 *   NOT_FOUND; cancel by someone else ACCESS_DENIED `not_creator`; pay on a send card or claim on
 *   a request card CONFLICT_ERROR `wrong_kind`; create: INSUFFICIENT_BALANCE,
 *   PAYOUT_DAILY_LIMIT_VIOLATION / PAYOUT_MONTHLY_LIMIT_VIOLATION (level limits, details as the
 *   level limits give them), PAYOUT_MIN_TECH_LIMIT_VIOLATION / PAYOUT_MAX_TECH_LIMIT_VIOLATION
 *   (a card worth < 0.01 or > 1000 EUR; details.min / details.max in EUR), TOO_MANY_REQUESTS
 *   (details.retry_after_seconds), VALIDATION_ERROR (currency, amount, note). A claim may also
 *   answer PAYIN_MAX_ADMIN_LIMIT_VIOLATION / DAILY_LIMIT_EXCEEDED (the claimer's level in).
 */
import { z } from 'zod';
import {
  CHAT_PAYMENT_KINDS,
  CHAT_PAYMENT_NOTE_MAX_LENGTH,
  CHAT_PAYMENT_REFUSALS,
  CHAT_PAYMENT_ROLES,
  CHAT_PAYMENT_STATUSES,
} from '../domain/index';
import { defineEndpoint } from './endpoint';
import { amountInput, decimalString } from './transactions';

const isoDateTime = z.string().datetime({ offset: true });
const currencyCode = z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'validation.currency');
export const chatPaymentIdSchema = z.string().regex(/^[0-9A-Z]{20}$/, 'validation.invalid');

/** A card's note: trimmed, at most 140 characters, no line breaks kept; empty means none. */
const noteInput = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(CHAT_PAYMENT_NOTE_MAX_LENGTH, 'validation.maxLength'));

/** A Telegram prepared inline message the mini-app hands to `WebApp.shareMessage(id)`. */
export const preparedMessageSchema = z.object({
  id: z.string().min(1).max(256),
  expires_at: isoDateTime,
});
export type PreparedMessage = z.infer<typeof preparedMessageSchema>;

/**
 * One card as a viewer sees it. A stranger sees the amount, note and creator's name only (the
 * counterparty is null for them until they are it). `viewer_role`, `can_act`, `can_cancel` and
 * `refusal` follow `chatPaymentStanding` (shared/domain/chat-payments).
 */
export const chatPaymentViewSchema = z.object({
  id: chatPaymentIdSchema,
  kind: z.enum(CHAT_PAYMENT_KINDS),
  status: z.enum(CHAT_PAYMENT_STATUSES),
  amount: decimalString,
  currency: z.string(),
  note: z.string().nullable(),
  creator: z.object({ display_name: z.string() }),
  counterparty: z.object({ display_name: z.string() }).nullable(),
  created_at: isoDateTime,
  /** When a waiting card returns by itself (send) or expires (request). */
  expires_at: isoDateTime,
  /** When it reached its end (claimed, paid, cancelled, returned, expired). */
  settled_at: isoDateTime.nullable(),
  /** `https://t.me/<bot>/<app>?startapp=pay_<id>`; null without a bot username. */
  share_link: z.string().nullable(),
  viewer_role: z.enum(CHAT_PAYMENT_ROLES),
  can_act: z.boolean(),
  can_cancel: z.boolean(),
  refusal: z.enum(CHAT_PAYMENT_REFUSALS).nullable(),
  /** For the creator: the prepared inline message to share; null: copy the link instead. */
  prepared_message: preparedMessageSchema.nullable(),
});
export type ChatPaymentView = z.infer<typeof chatPaymentViewSchema>;

export const createChatPaymentBodySchema = z.object({
  kind: z.enum(CHAT_PAYMENT_KINDS),
  amount: amountInput,
  currency: currencyCode,
  note: noteInput.optional(),
});
export type CreateChatPaymentBody = z.input<typeof createChatPaymentBodySchema>;

/**
 * Makes a card. A `send` card holds the amount on the profile's balance (INSUFFICIENT_BALANCE
 * when short) until it is claimed, cancelled or returned; a `request` card holds nothing. The
 * answer waits a few seconds for the bot's prepared message (`prepared_message`, else null).
 */
export const createChatPayment = defineEndpoint({
  id: 'createChatPayment',
  method: 'POST',
  path: 'chat-payments',
  summary: 'Makes a card to send or request money in a Telegram chat',
  tag: 'chat-payments',
  bases: ['client'],
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  body: createChatPaymentBodySchema,
  response: chatPaymentViewSchema,
});

/** Any signed-in user may read a card by its id (a stranger sees what the card shows). */
export const getChatPayment = defineEndpoint({
  id: 'getChatPayment',
  method: 'GET',
  path: 'chat-payments/:paymentId',
  summary: 'One chat payment card as the viewer sees it',
  tag: 'chat-payments',
  bases: ['client'],
  auth: 'user',
  response: chatPaymentViewSchema,
});

export const chatPaymentListSchema = z.object({ items: z.array(chatPaymentViewSchema) });

/** The viewer's own cards (made or claimed/paid), newest first, at most 100. */
export const listChatPayments = defineEndpoint({
  id: 'listChatPayments',
  method: 'GET',
  path: 'chat-payments',
  summary: 'The user’s chat payment cards, newest first',
  tag: 'chat-payments',
  bases: ['client'],
  auth: 'user',
  response: chatPaymentListSchema,
});

/** Claims a waiting send card into the profile's balance; exactly one claimer ever. */
export const claimChatPayment = defineEndpoint({
  id: 'claimChatPayment',
  method: 'POST',
  path: 'chat-payments/:paymentId/claim',
  summary: 'Receives the money of a chat payment card',
  tag: 'chat-payments',
  bases: ['client'],
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  isBodyOptional: true,
  body: z.object({}),
  response: chatPaymentViewSchema,
});

/** The creator cancels a waiting card; a send card's money is back at once. */
export const cancelChatPayment = defineEndpoint({
  id: 'cancelChatPayment',
  method: 'POST',
  path: 'chat-payments/:paymentId/cancel',
  summary: 'Cancels a waiting chat payment card',
  tag: 'chat-payments',
  bases: ['client'],
  auth: 'user',
  isIdempotent: true,
  isBodyOptional: true,
  body: z.object({}),
  response: chatPaymentViewSchema,
});

/** Pays a waiting request card: a transfer to its creator (two-factor `transfers` scope). */
export const payChatPayment = defineEndpoint({
  id: 'payChatPayment',
  method: 'POST',
  path: 'chat-payments/:paymentId/pay',
  summary: 'Pays a chat payment request',
  tag: 'chat-payments',
  bases: ['client'],
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  twoFactorScope: 'transfers',
  isBodyOptional: true,
  body: z.object({}),
  response: chatPaymentViewSchema,
});

/**
 * Why the creator has no prepared message: the bot cannot write to them (they blocked it, never
 * started it, or have no Telegram account: `bot_unreachable`), or it did not answer in time
 * (`bot_silent`). Either way the card stays valid and its link shares it.
 */
export const preparedMessageUnavailableSchema = z.enum(['bot_unreachable', 'bot_silent']);
export type PreparedMessageUnavailable = z.infer<typeof preparedMessageUnavailableSchema>;

export const prepareChatPaymentMessageResponseSchema = z.object({
  prepared_message: preparedMessageSchema.nullable(),
  unavailable_reason: preparedMessageUnavailableSchema.nullable(),
});
export type PrepareChatPaymentMessageResponse = z.infer<typeof prepareChatPaymentMessageResponseSchema>;

/** (Re)prepares the Telegram message for the creator; null with the reason when there is none. */
export const prepareChatPaymentMessage = defineEndpoint({
  id: 'prepareChatPaymentMessage',
  method: 'POST',
  path: 'chat-payments/:paymentId/prepared-message',
  summary: 'Prepares the card’s Telegram message for shareMessage',
  tag: 'chat-payments',
  bases: ['client'],
  auth: 'user',
  isBodyOptional: true,
  body: z.object({}),
  response: prepareChatPaymentMessageResponseSchema,
});
