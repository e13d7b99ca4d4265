import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Push platforms of the native app (spec 001 §3 "Push tokens are kept for the native app"). */
export const PUSH_PLATFORMS = ['android', 'ios'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/**
 * A device's push token as the host app hands it over (FCM registration tokens run to ~200
 * characters, APNs device tokens are 64 hex digits): printable ASCII without spaces, so it can
 * travel as a path segment.
 */
export const pushTokenSchema = z
  .string()
  .min(16, 'validation.invalid')
  .max(4096, 'validation.invalid')
  .regex(/^[\x21-\x7e]+$/, 'validation.invalid');

export const registerPushTokenBodySchema = z.object({
  platform: z.enum(PUSH_PLATFORMS),
  token: pushTokenSchema,
});
export type RegisterPushTokenBody = z.infer<typeof registerPushTokenBodySchema>;

export const registerPushToken = defineEndpoint({
  id: 'registerPushToken',
  method: 'POST',
  path: 'push-tokens',
  summary:
    'Keep the push token of this device for the signed-in session (one per session; the same token again changes nothing, a new one replaces it)',
  tag: 'push-tokens',
  bases: ['mobile'],
  auth: 'user',
  body: registerPushTokenBodySchema,
  response: z.object({ platform: z.enum(PUSH_PLATFORMS), registered: z.literal(true) }),
});

export const deletePushToken = defineEndpoint({
  id: 'deletePushToken',
  method: 'DELETE',
  path: 'push-tokens/:token',
  summary: "Forget one of the caller's push tokens (logout forgets the session's token by itself)",
  tag: 'push-tokens',
  bases: ['mobile'],
  auth: 'user',
  response: z.object({ deleted: z.literal(true) }),
});
