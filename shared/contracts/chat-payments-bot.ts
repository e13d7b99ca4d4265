import { z } from 'zod';
import { BOT_BASE_PATH } from './bot-user-source';
import { chatPaymentViewSchema } from './chat-payments';
import { defineEndpoint } from './endpoint';

const isoDateTime = z.string().datetime({ offset: true });
const telegramId = z.string().regex(/^[1-9]\d{0,15}$/, 'validation.invalid');

// ——— The bot's side (`/bot`, the bot service key) ———

/**
 * `POST /bot/chat-payments/drafts`: the card an inline query shows (nothing held yet). The bot
 * sends the query as typed (`10 USDT lunch`); the server reads it with `parseChatPaymentQuery`.
 */
export const botChatPaymentDraftBodySchema = z.object({
  telegram_user_id: telegramId,
  query: z.string().max(256, 'validation.maxLength'),
  /** The name Telegram shows for the user (first and last name), for the card. */
  display_name: z.string().max(200).nullable(),
});
export type BotChatPaymentDraftBody = z.input<typeof botChatPaymentDraftBodySchema>;

/**
 * The draft (as its creator sees it) and the creator's language, or why there is none: the
 * Telegram user is not a Ferry user (NOT_FOUND), the query is no card (VALIDATION_ERROR), or the
 * card would be refused now (its error code, e.g. PAYOUT_MAX_TECH_LIMIT_VIOLATION).
 */
export const botChatPaymentDraftResponseSchema = z.object({
  card: chatPaymentViewSchema.nullable(),
  language: z.string(),
  refusal_code: z.string().nullable(),
});

export const createBotChatPaymentDraft = defineEndpoint({
  id: 'createBotChatPaymentDraft',
  method: 'POST',
  path: 'chat-payments/drafts',
  basePath: BOT_BASE_PATH,
  summary: 'A draft card for an inline query',
  tag: 'bot',
  bases: [],
  auth: 'botService',
  body: botChatPaymentDraftBodySchema,
  response: botChatPaymentDraftResponseSchema,
});

/**
 * `POST /bot/chat-payments/:paymentId/activate`: the user sent the inline result
 * (`chosen_inline_result`); the card becomes waiting and a send card holds its money. A refusal
 * (balance, limits) answers `is_active: false` with its code; the bot edits the message to say
 * the card was not sent. Calling it again answers the same.
 */
export const activateBotChatPaymentBodySchema = z.object({
  telegram_user_id: telegramId,
  inline_message_id: z.string().min(1).max(256).nullable(),
});

export const activateBotChatPaymentResponseSchema = z.object({
  is_active: z.boolean(),
  refusal_code: z.string().nullable(),
  card: chatPaymentViewSchema,
  language: z.string(),
});

export const activateBotChatPayment = defineEndpoint({
  id: 'activateBotChatPayment',
  method: 'POST',
  path: 'chat-payments/:paymentId/activate',
  basePath: BOT_BASE_PATH,
  summary: 'An inline card was sent: activate it',
  tag: 'bot',
  bases: [],
  auth: 'botService',
  body: activateBotChatPaymentBodySchema,
  response: activateBotChatPaymentResponseSchema,
});

/** `POST /bot/chat-payments/:paymentId/prepared-message`: the bot saved the creator's message. */
export const recordBotPreparedMessageBodySchema = z.object({
  telegram_user_id: telegramId,
  prepared_message_id: z.string().min(1).max(256),
  expires_at: isoDateTime,
});

export const recordBotPreparedMessage = defineEndpoint({
  id: 'recordBotPreparedMessage',
  method: 'POST',
  path: 'chat-payments/:paymentId/prepared-message',
  basePath: BOT_BASE_PATH,
  summary: 'The bot saved a prepared inline message for the card’s creator',
  tag: 'bot',
  bases: [],
  auth: 'botService',
  body: recordBotPreparedMessageBodySchema,
  response: z.object({ is_recorded: z.boolean() }),
});
