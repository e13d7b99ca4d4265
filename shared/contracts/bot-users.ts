import { z } from 'zod';
import { BOT_BASE_PATH } from './bot-user-source';
import { defineEndpoint } from './endpoint';

/**
 * `POST /bot/user-source` (spec 001 §7, "sent to a separate base"): the mini-app sends its raw
 * init data; the server checks Telegram's signature with the bot token and answers where the
 * user came from — what their account was attributed to, or, before sign-up, what sign-up would
 * attribute (the bot's `/start` source first, else the signed `start_param`).
 */
export const BOT_USER_SOURCE_PATH = `${BOT_BASE_PATH}/user-source`;

export const userSourceBodySchema = z.object({ init_data: z.string().min(1).max(8192) });
export type UserSourceBody = z.infer<typeof userSourceBodySchema>;

export const userSourceResponseSchema = z.object({
  utm_s: z.string().nullable(),
  utm_m: z.string().nullable(),
  utm_c: z.string().nullable(),
  /** A decimal string: Telegram ids outgrow a JavaScript number's exact range. */
  referrer_telegram_id: z.string().nullable(),
});
export type UserSourceResponse = z.infer<typeof userSourceResponseSchema>;

/** The bot's reads and writes about one Telegram user; the bot's service key only. */
export function botUserPath(telegramUserId: bigint | number | string): string {
  return `${BOT_BASE_PATH}/users/${telegramUserId}`;
}

/** `GET /bot/users/:telegramId/balance-total?currency=`: `/balance` in the bot. */
export function botBalanceTotalPath(telegramUserId: bigint | number | string): string {
  return `${botUserPath(telegramUserId)}/balance-total`;
}

export const botBalanceTotalResponseSchema = z.object({
  /** False for a Telegram user without a Ferry account: the bot invites them in instead. */
  is_registered: z.boolean(),
  /** The default profile's balances valued in `currency`, null when not registered. */
  total: z.object({ currency: z.string(), amount: z.string() }).nullable(),
});
export type BotBalanceTotalResponse = z.infer<typeof botBalanceTotalResponseSchema>;

/** `GET|PUT /bot/users/:telegramId/language`: the language a user chose with `/language`. */
export function botUserLanguagePath(telegramUserId: bigint | number | string): string {
  return `${botUserPath(telegramUserId)}/language`;
}

export const botLanguageSchema = z.enum(['en', 'uk', 'ru', 'pl']);

export const botUserLanguageBodySchema = z.object({ language: botLanguageSchema });
export type BotUserLanguageBody = z.infer<typeof botUserLanguageBodySchema>;

/** The chosen language; null when the user never chose (Telegram's language_code serves). */
export const botUserLanguageResponseSchema = z.object({ language: botLanguageSchema.nullable() });
export type BotUserLanguageResponse = z.infer<typeof botUserLanguageResponseSchema>;

/** `POST /bot/user-source`: the mini-app's raw init data names the user; no service key. */
export const readBotUserSource = defineEndpoint({
  id: 'readBotUserSource',
  method: 'POST',
  path: 'user-source',
  basePath: BOT_BASE_PATH,
  summary: 'Where the Telegram user named by signed init data came from',
  tag: 'bot',
  bases: [],
  auth: 'none',
  body: userSourceBodySchema,
  response: userSourceResponseSchema,
});

export const getBotBalanceTotal = defineEndpoint({
  id: 'getBotBalanceTotal',
  method: 'GET',
  path: 'users/:telegramId/balance-total',
  basePath: BOT_BASE_PATH,
  summary: 'A Telegram user’s balances valued in one currency, for the bot’s /balance',
  tag: 'bot',
  bases: [],
  auth: 'botService',
  query: z.object({
    currency: z
      .string()
      .regex(/^[A-Z]{3,5}$/)
      .default('USD'),
  }),
  response: botBalanceTotalResponseSchema,
});

export const getBotUserLanguage = defineEndpoint({
  id: 'getBotUserLanguage',
  method: 'GET',
  path: 'users/:telegramId/language',
  basePath: BOT_BASE_PATH,
  summary: 'The language a Telegram user chose with /language',
  tag: 'bot',
  bases: [],
  auth: 'botService',
  response: botUserLanguageResponseSchema,
});

export const setBotUserLanguage = defineEndpoint({
  id: 'setBotUserLanguage',
  method: 'PUT',
  path: 'users/:telegramId/language',
  basePath: BOT_BASE_PATH,
  summary: 'Keeps the language a Telegram user chose with /language',
  tag: 'bot',
  bases: [],
  auth: 'botService',
  body: botUserLanguageBodySchema,
  response: botUserLanguageResponseSchema,
});
