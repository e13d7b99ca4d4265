import { z } from 'zod';
import { ALL_BASES, defineEndpoint } from './endpoint';

/** What a client needs before sign-in: which methods and providers are on (cache group "init-settings"). */
export const initSettingsSchema = z.object({
  providers_mode: z.enum(['sandbox', 'live']),
  sign_in: z.object({
    email: z.boolean(),
    google: z.object({ client_id: z.string() }).nullable(),
    apple: z.object({ client_id: z.string() }).nullable(),
    telegram: z.object({ bot_username: z.string().nullable() }).nullable(),
  }),
  captcha: z.object({
    provider: z.enum(['sandbox', 'recaptcha']),
    site_key: z.string().nullable(),
    /** Sandbox only: the token the sandbox provider accepts. */
    sandbox_token: z.string().nullable(),
  }),
  terms: z.object({
    version: z.number().int().positive(),
    terms_url: z.string().url(),
    privacy_url: z.string().url(),
  }),
  is_intro_enabled: z.boolean(),
  support_email: z.string().email(),
  /** The oldest native app version served (`MIN_NATIVE_VERSION`); an older host shows the update screen. */
  min_native_version: z.string(),
});
export type InitSettings = z.infer<typeof initSettingsSchema>;

export const getInitSettings = defineEndpoint({
  id: 'getInitSettings',
  method: 'GET',
  path: 'init-settings',
  summary: 'Sign-in methods, captcha and terms a client needs at start',
  tag: 'catalogue',
  bases: ALL_BASES,
  auth: 'none',
  response: initSettingsSchema,
});
