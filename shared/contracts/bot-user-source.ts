import { z } from 'zod';
import { defineEndpoint, defineWireEndpoint } from './endpoint';

/**
 * The bot's own base (spec 001 §7: "the bot path is /bot/"). It is not one of the API bases:
 * only the bot calls it, proving itself with a key derived from the bot token.
 */
export const BOT_BASE_PATH = '/bot';

/**
 * `POST /bot/webhook` (BOT_MODE=webhook): Telegram's updates, proven by the secret token in
 * `X-Telegram-Bot-Api-Secret-Token`. The server passes them to the bot process, which checks it.
 */
export const BOT_WEBHOOK_PATH = `${BOT_BASE_PATH}/webhook`;

/** `POST /bot/start-source`: the bot remembers where a Telegram user came from on `/start`. */
export const BOT_START_SOURCE_PATH = `${BOT_BASE_PATH}/start-source`;

const tag = z.string().min(1).max(64).nullable();
const telegramId = z.string().regex(/^[1-9]\d{0,15}$/, 'validation.invalid');

/**
 * What `/start` carried, named as the messenger source answer names it (spec 001 §3: utm_s,
 * utm_m, utm_c, referrer_telegram_id; utm_t for the term). Telegram ids travel as decimal
 * strings, since they outgrow a JavaScript number's exact range.
 */
export const startSourceBodySchema = z.object({
  telegram_user_id: telegramId,
  referrer_telegram_id: telegramId.nullable(),
  utm_s: tag,
  utm_m: tag,
  utm_c: tag,
  utm_t: tag,
});
export type StartSourceBody = z.infer<typeof startSourceBodySchema>;

/** The answer: whether this call recorded the source (false when an earlier one stands). */
export const startSourceResponseSchema = z.object({ is_recorded: z.boolean() });

/** `POST /bot/start-source` (bot service key): keeps where a Telegram user came from on `/start`. */
export const recordBotStartSource = defineEndpoint({
  id: 'recordBotStartSource',
  method: 'POST',
  path: 'start-source',
  basePath: BOT_BASE_PATH,
  summary: 'Keeps where a Telegram user came from when the bot saw their /start',
  tag: 'bot',
  bases: [],
  auth: 'botService',
  body: startSourceBodySchema,
  response: startSourceResponseSchema,
});

/**
 * `POST /bot/webhook` (BOT_MODE=webhook): the address Telegram posts updates to. Telegram's wire:
 * the update is passed on unread, as bytes, and the bot's answer comes back as it is.
 */
export const forwardBotWebhook = defineWireEndpoint({
  id: 'forwardBotWebhook',
  method: 'POST',
  path: 'webhook',
  basePath: BOT_BASE_PATH,
  summary: 'A Telegram update, passed on to the bot process',
  tag: 'bot',
  auth: 'none',
  wire: 'foreignWire',
  // An update is a few kilobytes; anything near this is not from Telegram.
  rawBody: { kind: 'bytes', maxBytes: 1024 * 1024 },
});
