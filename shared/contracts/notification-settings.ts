import { z } from 'zod';
import { defineEndpoint } from './endpoint';

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
