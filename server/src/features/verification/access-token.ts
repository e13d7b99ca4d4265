import { createHash, timingSafeEqual } from 'node:crypto';

/** Only a hash of the access to the provider's page is kept; the token is the user's to hold. */
export const hashAccessToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one whose hash was kept, compared in constant time. */
export function isAccessTokenOf(token: string, keptHash: string | null): boolean {
  if (keptHash === null) return false;
  const given = Buffer.from(hashAccessToken(token), 'hex');
  const kept = Buffer.from(keptHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
