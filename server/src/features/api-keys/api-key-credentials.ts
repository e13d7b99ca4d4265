import { createHash, randomBytes } from 'node:crypto';

const PUBLIC_KEY = /^fpk_(live|test)_[0-9a-f]{32}$/;

/** The public half, sent as `Api-Key`; the prefix tells a test key from a live one at a glance. */
export function generatePublicKey(isTestMode: boolean): string {
  return `fpk_${isTestMode ? 'test' : 'live'}_${randomBytes(16).toString('hex')}`;
}

/** The secret half: 32 random bytes, shown to the merchant once and never stored. */
export function generateSecret(): string {
  return `fsk_${randomBytes(32).toString('base64url')}`;
}

/**
 * hex(SHA-256(secret)): what the database keeps. It is also the HMAC key of request signatures,
 * so the server can check a signature without ever holding the secret itself.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Cheap shape check before any database lookup. */
export function isPublicKeyShaped(value: string): boolean {
  return PUBLIC_KEY.test(value);
}
