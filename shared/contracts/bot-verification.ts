import { z } from 'zod';
import { BOT_BASE_PATH } from './bot-user-source';
import { defineEndpoint } from './endpoint';

/**
 * The phone Telegram hands over when the user shares their own contact with the bot (the
 * mini-app's "share phone" asks Telegram to send it). The bot posts it only when the contact's
 * `user_id` is the sender's own id, and the server checks that again: a forwarded card of someone
 * else's number never verifies anything.
 */
export function botSharedPhonePath(telegramUserId: bigint | number | string): string {
  return `${BOT_BASE_PATH}/users/${telegramUserId}/shared-phone`;
}

export const botSharedPhoneBodySchema = z
  .object({
    /** As Telegram sends it: digits, with or without the leading plus. */
    phone: z.string().trim().min(4).max(32),
    /** The contact's `user_id`, a decimal string (Telegram ids outgrow a JavaScript number). */
    contact_user_id: z.string().regex(/^\d{1,20}$/),
  })
  .strict();
export type BotSharedPhoneBody = z.infer<typeof botSharedPhoneBodySchema>;

export const BOT_SHARED_PHONE_OUTCOMES = ['verified', 'not_registered', 'refused'] as const;

export const botSharedPhoneResponseSchema = z.object({
  outcome: z.enum(BOT_SHARED_PHONE_OUTCOMES),
  /** The spec's code when refused (COUNTRY_NOT_ALLOWED, VALIDATION_ERROR for a +888 number, …). */
  reason_code: z.string().nullable(),
});
export type BotSharedPhoneResponse = z.infer<typeof botSharedPhoneResponseSchema>;

export const recordBotSharedPhone = defineEndpoint({
  id: 'recordBotSharedPhone',
  method: 'POST',
  path: 'users/:telegramId/shared-phone',
  basePath: BOT_BASE_PATH,
  summary: 'The phone a Telegram user shared with the bot as their own contact: the PHONE step completes',
  tag: 'bot',
  bases: [],
  auth: 'botService',
  body: botSharedPhoneBodySchema,
  response: botSharedPhoneResponseSchema,
});
