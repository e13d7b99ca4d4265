import { z } from 'zod';
import { ALL_BASES, defineEndpoint } from './endpoint';

/**
 * `PUT {base}auth` (spec 001 §7): trades the refresh token for a new pair; the old one stops
 * working, and presenting it again ends the whole session.
 */
export const refreshTokenEndpoint = defineEndpoint({
  id: 'refreshToken',
  method: 'PUT',
  path: 'auth',
  summary: 'Trade a refresh token for a new access and refresh token',
  tag: 'auth',
  bases: ALL_BASES,
  auth: 'none',
  body: z.object({ refresh_token: z.string().min(1).max(512) }),
  response: z.object({
    access_token: z.string().min(1),
    refresh_token: z.string().min(1),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().positive(),
  }),
});
