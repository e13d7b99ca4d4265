import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedParts {
  /** Unix seconds, as sent in `Api-Timestamp`. */
  timestamp: string;
  method: string;
  /** The request path as sent, with its query (`/api/widget/v1/widget-sessions?x=1`). */
  pathWithQuery: string;
  rawBody: string;
}

/** The text a merchant signs, with either scheme: `<timestamp>.<METHOD>.<path with query>.<raw body>`. */
export function toSigningText(parts: SignedParts): string {
  return `${parts.timestamp}.${parts.method.toUpperCase()}.${parts.pathWithQuery}.${parts.rawBody}`;
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
