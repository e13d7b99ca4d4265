import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedParts {
  /** Unix seconds, as sent in `Api-Timestamp`. */
  timestamp: string;
  method: string;
  /** The request path as sent, with its query (`/api/widget/v1/widget-sessions?x=1`). */
  pathWithQuery: string;
  rawBody: string;
  /** `Api-Nonce` when the request carries one: it is signed, and it alone tells two requests apart. */
  nonce?: string;
}

/**
 * What `Api-Nonce` may be: 16 to 128 letters, digits, `-` or `_` (a UUID fits). At least 16, so a
 * nonce can never be read as a method: a text with a nonce cannot pass for one without.
 */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The text a merchant signs, with either scheme: `<timestamp>.<METHOD>.<path with query>.<raw body>`,
 * or `<timestamp>.<nonce>.<METHOD>.<path with query>.<raw body>` when the request carries a nonce.
 */
export function toSigningText(parts: SignedParts): string {
  const head = parts.nonce === undefined ? parts.timestamp : `${parts.timestamp}.${parts.nonce}`;
  return `${head}.${parts.method.toUpperCase()}.${parts.pathWithQuery}.${parts.rawBody}`;
}

/**
 * hex(HMAC-SHA256(signing key, signing text)); the signing key is the UTF-8 text of
 * hex(SHA-256(secret)), the same value the server stores as `secret_hash`.
 */
export function computeSignature(secretHash: string, parts: SignedParts): string {
  return createHmac('sha256', Buffer.from(secretHash, 'utf8'))
    .update(toSigningText(parts), 'utf8')
    .digest('hex');
}

const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;

/** Compares in constant time, so the answer's timing tells nothing about how much matched. */
export function isSignatureValid(secretHash: string, parts: SignedParts, signature: string): boolean {
  if (!HEX_SIGNATURE.test(signature)) return false;
  const expected = Buffer.from(computeSignature(secretHash, parts), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
