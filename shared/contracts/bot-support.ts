import { LANGUAGES } from '@ferry/locales';
import { z } from 'zod';
import { BOT_BASE_PATH } from './bot-user-source';
import { defineEndpoint } from './endpoint';

/**
 * The help bot's calls to the server's bot base (service key only). Telegram ids and chat ids
 * travel as decimal strings: they outgrow a JavaScript number's exact range.
 */

/** `GET | PUT | DELETE /bot/storage/:key`: the bot's conversation state, kept by the server. */
export const BOT_STORAGE_PATH = `${BOT_BASE_PATH}/storage`;
/** `POST /bot/support/tickets`: a user's message to support becomes a numbered ticket. */
export const BOT_SUPPORT_TICKETS_PATH = `${BOT_BASE_PATH}/support/tickets`;
/** `POST /bot/support/forwards`: which support-chat message carries which ticket. */
export const BOT_SUPPORT_FORWARDS_PATH = `${BOT_BASE_PATH}/support/forwards`;
/** `POST /bot/support/reply-target`: the ticket an agent's reply in the support chat answers. */
export const BOT_SUPPORT_REPLY_TARGET_PATH = `${BOT_BASE_PATH}/support/reply-target`;

/** A storage key as grammY's session builds it (a chat id), or any short plain name. */
export const botStorageKeySchema = z.string().regex(/^[A-Za-z0-9:_-]{1,128}$/, 'validation.invalid');

/** At most this much JSON per key: conversation state is small. */
export const BOT_STORAGE_MAX_CHARS = 16_384;

export const botStorageValueSchema = z
  .json()
  .refine((value) => JSON.stringify(value).length <= BOT_STORAGE_MAX_CHARS, 'validation.maxLength');

export const botStoragePutBodySchema = z.object({ value: botStorageValueSchema });
export type BotStoragePutBody = z.infer<typeof botStoragePutBodySchema>;

/** The kept value, or null when nothing is kept under the key. */
export const botStorageResponseSchema = z.object({ value: z.json().nullable() });

const telegramUserId = z.string().regex(/^[1-9]\d{0,15}$/, 'validation.invalid');
const chatId = z.string().regex(/^-?[1-9]\d{0,15}$/, 'validation.invalid');
const messageId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** Longest message a ticket keeps (Telegram's own message limit). */
export const SUPPORT_TICKET_MAX_CHARS = 4096;

export const supportTicketBodySchema = z.object({
  telegram_user_id: telegramUserId,
  /** The private chat the answer goes back to. */
  chat_id: chatId,
  /** The user's message that opened the ticket: sending it twice opens one ticket. */
  message_id: messageId,
  language: z.enum(LANGUAGES),
  username: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/, 'validation.invalid')
    .nullable(),
  first_name: z.string().min(1).max(64).nullable(),
  text: z.string().trim().min(1, 'validation.required').max(SUPPORT_TICKET_MAX_CHARS, 'validation.maxLength'),
  /**
   * `chat`: the bot forwards it to the support chat itself; `mail`: no support chat is set, so
   * the server mails it to the support address.
   */
  delivery: z.enum(['chat', 'mail']),
});
export type SupportTicketBody = z.infer<typeof supportTicketBodySchema>;

export const supportTicketResponseSchema = z.object({
  /** The human ticket number the user is told (`#1001`). */
  ticket_number: z.number().int().positive(),
  /** False when this message had already opened the ticket (a redelivered update). */
  is_new: z.boolean(),
  /** True once the ticket went to the support mailbox. */
  is_mailed: z.boolean(),
});
export type SupportTicketResponse = z.infer<typeof supportTicketResponseSchema>;

export const supportForwardBodySchema = z.object({
  ticket_number: z.number().int().positive(),
  chat_id: chatId,
  message_id: messageId,
});
export type SupportForwardBody = z.infer<typeof supportForwardBodySchema>;

export const supportReplyTargetBodySchema = z.object({ chat_id: chatId, message_id: messageId });
export type SupportReplyTargetBody = z.infer<typeof supportReplyTargetBodySchema>;

/** Where an agent's reply goes, or null when the replied-to message carries no ticket. */
export const supportReplyTargetResponseSchema = z.object({
  ticket: z
    .object({
      ticket_number: z.number().int().positive(),
      chat_id: chatId,
      language: z.enum(LANGUAGES),
    })
    .nullable(),
});
export type SupportReplyTargetResponse = z.infer<typeof supportReplyTargetResponseSchema>;

const botSupportEndpoint = { basePath: BOT_BASE_PATH, tag: 'bot', bases: [], auth: 'botService' } as const;

export const readBotStorage = defineEndpoint({
  ...botSupportEndpoint,
  id: 'readBotStorage',
  method: 'GET',
  path: 'storage/:key',
  summary: 'The bot’s conversation state kept under a key',
  response: botStorageResponseSchema,
});

export const writeBotStorage = defineEndpoint({
  ...botSupportEndpoint,
  id: 'writeBotStorage',
  method: 'PUT',
  path: 'storage/:key',
  summary: 'Keeps the bot’s conversation state under a key',
  body: botStoragePutBodySchema,
  successStatus: 204,
  response: z.null(),
});

export const removeBotStorage = defineEndpoint({
  ...botSupportEndpoint,
  id: 'removeBotStorage',
  method: 'DELETE',
  path: 'storage/:key',
  summary: 'Forgets the bot’s conversation state under a key',
  successStatus: 204,
  response: z.null(),
});

/** Answers 201 when the message opened a new ticket, 200 when it had already. */
export const openSupportTicket = defineEndpoint({
  ...botSupportEndpoint,
  id: 'openSupportTicket',
  method: 'POST',
  path: 'support/tickets',
  summary: 'A user’s message to support becomes a numbered ticket',
  body: supportTicketBodySchema,
  response: supportTicketResponseSchema,
});

export const recordSupportForward = defineEndpoint({
  ...botSupportEndpoint,
  id: 'recordSupportForward',
  method: 'POST',
  path: 'support/forwards',
  summary: 'Which support-chat message carries which ticket',
  body: supportForwardBodySchema,
  successStatus: 204,
  response: z.null(),
});

export const findSupportReplyTarget = defineEndpoint({
  ...botSupportEndpoint,
  id: 'findSupportReplyTarget',
  method: 'POST',
  path: 'support/reply-target',
  summary: 'The ticket an agent’s reply in the support chat answers',
  body: supportReplyTargetBodySchema,
  response: supportReplyTargetResponseSchema,
});
