import { z } from 'zod';
import { ALL_BASES, defineEndpoint } from './endpoint';

export const PROFILE_KINDS = ['personal', 'business'] as const;

export const profileSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(PROFILE_KINDS),
  name: z.string().nullable(),
  /** The first profile is the default one unless a stored choice overrides it (spec 001 §3). */
  is_default: z.boolean(),
  created_at: z.string().datetime({ offset: true }),
});
export type Profile = z.infer<typeof profileSchema>;

export const listProfiles = defineEndpoint({
  id: 'listProfiles',
  method: 'GET',
  path: 'profiles',
  summary: 'The profiles the user owns, default first',
  tag: 'user',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['read_profile'] },
  response: z.object({ profiles: z.array(profileSchema) }),
});

export const getProfile = defineEndpoint({
  id: 'getProfile',
  method: 'GET',
  path: 'profiles/:profileId',
  summary: 'One of the user’s profiles',
  tag: 'user',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['read_profile'] },
  ownedParams: { profileId: 'profile' },
  response: profileSchema,
});
