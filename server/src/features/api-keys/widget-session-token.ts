import { createHash, randomBytes } from 'node:crypto';

/** What goes into the widget URL: 32 random bytes, base64url. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only a hash is stored, so a copy of the table opens no session. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
