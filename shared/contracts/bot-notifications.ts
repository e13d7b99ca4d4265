import { LANGUAGES } from '@ferry/locales';
import { z } from 'zod';
import { BOT_BASE_PATH } from './bot-user-source';
import { defineEndpoint } from './endpoint';

/**
 * `GET /bot/events`: a server-sent event stream of status notifications, for the bot only. Each
 * event's `id` is the outbox event id; sending it back as `Last-Event-ID` resumes after it.
 */
export const BOT_EVENTS_PATH = `${BOT_BASE_PATH}/events`;
/** `POST /bot/notifications/claim`: the one bot instance that gets `is_claimed` sends it. */
export const BOT_NOTIFICATION_CLAIM_PATH = `${BOT_BASE_PATH}/notifications/claim`;
/** `POST /bot/notifications/sent`: the message went out. */
export const BOT_NOTIFICATION_SENT_PATH = `${BOT_BASE_PATH}/notifications/sent`;
/** `POST /bot/chat-reachability`: the user blocked the bot (403, `kicked`) or came back (`member`). */
export const BOT_CHAT_REACHABILITY_PATH = `${BOT_BASE_PATH}/chat-reachability`;

/** The SSE event name of a notification; other names (keep-alive comments aside) are ignored. */
export const BOT_NOTIFICATION_EVENT = 'notification';

const telegramId = z.string().regex(/^[1-9]\d{0,15}$/, 'validation.invalid');
const eventId = z.string().regex(/^[1-9]\d{0,18}$/, 'validation.invalid');

/** One status notification as the stream carries it: everything the bot needs to write it. */
export const botNotificationSchema = z.object({
  event_id: eventId,
  kind: z.enum([
    'depositCredited',
    'exchangeDone',
    'payoutSent',
    'payoutPartial',
    'actionRequired',
    'failed',
  ]),
  chat_id: telegramId,
  language: z.enum(LANGUAGES),
  transaction: z.object({
    id: z.string().min(1).max(32),
    type: z.string().min(1).max(32),
    status: z.string().min(1).max(32),
    amount: z.string(),
    currency: z.string(),
    to_amount: z.string().nullable(),
    to_currency: z.string().nullable(),
    paid_amount: z.string().nullable(),
  }),
});
export type BotNotification = z.infer<typeof botNotificationSchema>;

export const botNotificationClaimBodySchema = z.object({
  event_id: eventId,
  /** Who claims (one bot process); a claim not marked sent within the lease may be taken over. */
  claimant: z.string().min(1).max(64),
});
export type BotNotificationClaimBody = z.infer<typeof botNotificationClaimBodySchema>;
export const botNotificationClaimResponseSchema = z.object({ is_claimed: z.boolean() });

export const botNotificationSentBodySchema = botNotificationClaimBodySchema;
export const botNotificationSentResponseSchema = z.object({ is_recorded: z.boolean() });

export const botChatReachabilityBodySchema = z.object({
  telegram_user_id: telegramId,
  is_reachable: z.boolean(),
});
export type BotChatReachabilityBody = z.infer<typeof botChatReachabilityBodySchema>;
export const botChatReachabilityResponseSchema = z.object({ is_recorded: z.boolean() });

/** The user's messenger notifications: on or off, and whether the bot can reach them at all. */
export const notificationSettingsSchema = z.object({
  is_messenger_enabled: z.boolean(),
  /** False after the user blocked the bot; unblocking it sets it back. */
  is_messenger_reachable: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const getNotificationSettings = defineEndpoint({
  id: 'getNotificationSettings',
  method: 'GET',
  path: 'user/notifications',
  summary: 'Whether the bot tells the user of their transactions',
  tag: 'user',
  bases: ['client', 'mobile'],
  auth: 'user',
  response: notificationSettingsSchema,
});

export const updateNotificationSettings = defineEndpoint({
  id: 'updateNotificationSettings',
  method: 'PUT',
  path: 'user/notifications',
  summary: 'Switch the bot’s transaction messages on or off',
  tag: 'user',
  bases: ['client', 'mobile'],
  auth: 'user',
  body: z.object({ is_messenger_enabled: z.boolean() }),
  response: notificationSettingsSchema,
});
