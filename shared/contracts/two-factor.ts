import { z } from 'zod';
import { codeSchema } from '../domain/index';
import { ALL_BASES, defineEndpoint, TWO_FACTOR_SCOPES } from './endpoint';

export const twoFactorStatusSchema = z.object({
  is_enabled: z.boolean(),
  /** Which actions ask for a code; each is switched separately (spec 001 §4). */
  scopes: z.object(
    Object.fromEntries(TWO_FACTOR_SCOPES.map((scope) => [scope, z.boolean()])) as {
      [K in (typeof TWO_FACTOR_SCOPES)[number]]: z.ZodBoolean;
    },
  ),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const getTwoFactor = defineEndpoint({
  id: 'getTwoFactor',
  method: 'GET',
  path: '2fa',
  summary: 'Whether two-factor authentication is on, and for which actions',
  tag: 'two-factor',
  bases: ALL_BASES,
  auth: 'user',
  response: twoFactorStatusSchema,
});

export const setupTwoFactor = defineEndpoint({
  id: 'setupTwoFactor',
  method: 'POST',
  path: '2fa/setup',
  summary: 'A new TOTP secret to scan (RFC 6238, 30 s, 6 digits); it counts once a code confirms it',
  tag: 'two-factor',
  bases: ALL_BASES,
  auth: 'user',
  response: z.object({ secret: z.string().min(16), otpauth_uri: z.string().startsWith('otpauth://totp/') }),
});

export const enableTwoFactor = defineEndpoint({
  id: 'enableTwoFactor',
  method: 'POST',
  path: '2fa/enable',
  summary: 'Confirm the scanned secret with a code; every scope starts switched on',
  tag: 'two-factor',
  bases: ALL_BASES,
  auth: 'user',
  body: z.object({ code: codeSchema }),
  response: twoFactorStatusSchema,
});

export const updateTwoFactorScopes = defineEndpoint({
  id: 'updateTwoFactorScopes',
  method: 'PUT',
  path: '2fa/scopes',
  summary: 'Switch scopes on or off; needs a current code',
  tag: 'two-factor',
  bases: ALL_BASES,
  auth: 'user',
  body: z.object({
    code: codeSchema,
    scopes: twoFactorStatusSchema.shape.scopes.partial(),
  }),
  response: twoFactorStatusSchema,
});

export const disableTwoFactor = defineEndpoint({
  id: 'disableTwoFactor',
  method: 'POST',
  path: '2fa/disable',
  summary: 'Turn two-factor authentication off; needs a current code',
  tag: 'two-factor',
  bases: ALL_BASES,
  auth: 'user',
  body: z.object({ code: codeSchema }),
  response: twoFactorStatusSchema,
});
