import { z } from 'zod';
import { ALL_BASES, defineEndpoint } from './endpoint';

/** `PUT {base}auth` (spec 001 §7): trades the refresh token for a new pair. */
export const refreshTokenEndpoint = defineEndpoint({
  id: 'refreshToken',
  method: 'PUT',
  path: 'auth',
  summary: 'Trade a refresh token for a new access and refresh token',
  tag: 'auth',
  bases: ALL_BASES,
  isAuthRequired: false,
  body: z.object({ refresh_token: z.string().min(1) }),
  response: z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1) }),
});
