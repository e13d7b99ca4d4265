import { LANGUAGES } from '@ferry/locales';
import { z } from 'zod';
import { ALL_BASES, defineEndpoint } from './endpoint';
import { loginResponseSchema } from './login';

const isoDateTime = z.string().datetime({ offset: true });

export const USER_STATUSES = ['active', 'blocked'] as const;
export const SIGN_IN_METHODS = ['email', 'google', 'apple', 'telegram'] as const;

export const userSchema = z.object({
  uuid: z.string().uuid(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tg_id: z.number().int().nullable(),
  profiles_id: z.array(z.string().uuid()).min(1),
  status: z.enum(USER_STATUSES),
  sign_in_methods: z.array(z.enum(SIGN_IN_METHODS)),
  /** When the phone last changed; the next change waits 24 hours from it (spec 000 §5). */
  phone_changed_at: isoDateTime.nullable(),
  residence_country: z.string().length(2).nullable(),
  is_two_factor_enabled: z.boolean(),
  created_at: isoDateTime,
});
export type User = z.infer<typeof userSchema>;

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;

export const userSettingsSchema = z.object({
  language: z.enum(LANGUAGES),
  theme: z.enum(THEME_CHOICES),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const termsSchema = z.object({
  last_terms_accepted_at: isoDateTime.nullable(),
  is_consent_required: z.boolean(),
  /** The version a consent must name to count. */
  current_version: z.number().int().positive(),
  terms_url: z.string().url(),
  privacy_url: z.string().url(),
});
export type Terms = z.infer<typeof termsSchema>;

export const getUser = defineEndpoint({
  id: 'getUser',
  method: 'GET',
  path: 'user',
  summary: 'The signed-in user',
  tag: 'user',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['read_profile'] },
  isAllowedBeforeTerms: true,
  response: userSchema,
});

export const getUserSettings = defineEndpoint({
  id: 'getUserSettings',
  method: 'GET',
  path: 'user/settings',
  summary: 'Interface language and theme',
  tag: 'user',
  bases: ALL_BASES,
  auth: 'user',
  response: userSettingsSchema,
});

export const updateUserSettings = defineEndpoint({
  id: 'updateUserSettings',
  method: 'PUT',
  path: 'user/settings',
  summary: 'Change the interface language or theme',
  tag: 'user',
  bases: ALL_BASES,
  auth: 'user',
  body: userSettingsSchema
    .partial()
    .refine((settings) => Object.keys(settings).length > 0, 'validation.required'),
  response: userSettingsSchema,
});

export const getTerms = defineEndpoint({
  id: 'getTerms',
  method: 'GET',
  path: 'user/terms',
  summary: 'Whether the user must accept the current terms before going on',
  tag: 'user',
  bases: ALL_BASES,
  auth: 'user',
  isAllowedBeforeTerms: true,
  response: termsSchema,
});

export const acceptTerms = defineEndpoint({
  id: 'acceptTerms',
  method: 'POST',
  path: 'user/accept-terms',
  summary: 'Accept the current terms; answers a full session in place of the temporary one',
  tag: 'user',
  bases: ALL_BASES,
  auth: 'user',
  isAllowedBeforeTerms: true,
  body: z.object({ version: z.number().int().positive() }),
  response: loginResponseSchema,
});

export const deleteUser = defineEndpoint({
  id: 'deleteUser',
  method: 'DELETE',
  path: 'user',
  summary: 'Delete the account: refused while a balance remains; personal data is erased, records kept',
  tag: 'user',
  bases: ['client', 'mobile'],
  auth: 'user',
  twoFactorScope: 'login',
  body: z.object({ confirm: z.literal('DELETE') }),
  response: z.object({ deleted: z.literal(true) }),
});
