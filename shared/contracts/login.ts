import { z } from 'zod';
import { CODE_LENGTH, codeSchema, emailSchema, TELEGRAM_ID_PATTERN } from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';

/** Marketing tags a sign-in may carry (spec 001 §7: utm_source, utm_medium, utm_campaign). */
const utmFields = {
  utm_source: z.string().trim().max(100).optional(),
  utm_medium: z.string().trim().max(100).optional(),
  utm_campaign: z.string().trim().max(100).optional(),
  utm_term: z.string().trim().max(100).optional(),
};

/**
 * The inviting user's Telegram id, from a web link's `?ref=<id>` (the `ref_<id>` of a mini-app
 * link): a web sign-up is attributed as a mini-app one is (spec 001 §7). Only a new account takes
 * it; an account that exists keeps the attribution it has.
 */
const referrerFields = {
  ref: z.string().regex(TELEGRAM_ID_PATTERN, 'validation.invalid').optional(),
};

const promocodeSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9_-]*$/, 'validation.invalidCharacter')
  .optional();

/** What every successful sign-in answers (spec 001 §3), plus the access token's lifetime. */
export const loginResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int().positive(),
  email: z.string().nullable(),
  uuid: z.string().uuid(),
  profiles_id: z.array(z.string().uuid()).min(1),
  tg_id: z.number().int().nullable(),
  /** True when this sign-in created the account. */
  is_new_user: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const codeSentResponseSchema = z.object({
  /** Where the code went, partly hidden ("o***a@example.com"). */
  sent_to: z.string(),
  code_length: z.literal(CODE_LENGTH),
  expires_in_seconds: z.number().int().positive(),
  /** The client waits this long before offering "Send again" (kept in its storage). */
  resend_after_seconds: z.number().int().nonnegative(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

export const requestEmailCode = defineEndpoint({
  id: 'requestEmailCode',
  method: 'POST',
  path: 'login',
  summary: 'Send a one-time sign-in code to an email address',
  tag: 'auth',
  bases: ALL_BASES,
  auth: 'none',
  captchaAction: 'login',
  query: z.object({ method: z.literal('email'), ...utmFields, ...referrerFields }),
  body: z.object({ email: emailSchema }),
  response: codeSentResponseSchema,
});

export const confirmEmailCode = defineEndpoint({
  id: 'confirmEmailCode',
  method: 'PUT',
  path: 'login',
  summary: 'Sign in (or up) with the emailed code; a user with login 2FA also sends Auth-2FA-Token',
  tag: 'auth',
  bases: ALL_BASES,
  auth: 'none',
  query: z.object({ method: z.literal('email') }),
  body: z.object({ email: emailSchema, code: codeSchema, promocode: promocodeSchema }),
  response: loginResponseSchema,
});

const identityTokenBody = z.object({
  id_token: z.string().min(20).max(8192),
  promocode: promocodeSchema,
  ...utmFields,
  ...referrerFields,
});

export const googleLogin = defineEndpoint({
  id: 'googleLogin',
  method: 'POST',
  path: 'google-login',
  summary: 'Sign in with a Google ID token',
  tag: 'auth',
  bases: ALL_BASES,
  auth: 'none',
  captchaAction: 'login',
  body: identityTokenBody,
  response: loginResponseSchema,
});

export const appleLogin = defineEndpoint({
  id: 'appleLogin',
  method: 'POST',
  path: 'apple-login',
  summary: 'Sign in with an Apple ID token',
  tag: 'auth',
  bases: ALL_BASES,
  auth: 'none',
  captchaAction: 'login',
  body: identityTokenBody,
  response: loginResponseSchema,
});

const initDataBody = z.object({ init_data: z.string().min(1).max(4096), promocode: promocodeSchema });

export const telegramLogin = defineEndpoint({
  id: 'telegramLogin',
  method: 'POST',
  path: 'telegram-login',
  summary: 'Sign in with the mini-app init data; NOT_FOUND when this Telegram user has no account yet',
  tag: 'auth',
  bases: ['client'],
  auth: 'none',
  body: initDataBody,
  response: loginResponseSchema,
});

export const telegramRegister = defineEndpoint({
  id: 'telegramRegister',
  method: 'POST',
  path: 'telegram-register',
  summary: 'Create an account from the mini-app init data (ref and utm read from its signed start_param)',
  tag: 'auth',
  bases: ['client'],
  auth: 'none',
  body: initDataBody,
  response: loginResponseSchema,
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: 'logout',
  summary: 'End the session the refresh token belongs to',
  tag: 'auth',
  bases: ALL_BASES,
  auth: 'none',
  body: z.object({ refresh_token: z.string().min(1).max(512) }),
  response: z.object({ ok: z.literal(true) }),
});

export const seamlessLogin = defineEndpoint({
  id: 'seamlessLogin',
  method: 'PUT',
  path: 'auth/seamless',
  summary: 'Open a widget session from a single-use session id a merchant created (POST widget-sessions)',
  tag: 'auth',
  bases: ['widget'],
  auth: 'none',
  body: z.object({ session: z.string().min(16).max(128) }),
  response: loginResponseSchema,
});
