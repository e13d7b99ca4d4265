import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks secrets: `whsec_` and the base64 of the key bytes the HMAC uses. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** 32 random bytes: inside the 24–64 the Standard Webhooks spec asks for. */
const SECRET_BYTES = 32;

export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

export interface SignedParts {
  /** The `webhook-id`: the same on every attempt, so the receiver drops repeats by it. */
  id: string;
  /** Unix seconds of this attempt. */
  timestampSeconds: number;
  /** The exact request body. */
  body: string;
}

/** `v1,` and base64(HMAC-SHA256(secret bytes, "id.timestamp.body")). */
export function signWith(secret: string, parts: SignedParts): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const digest = createHmac('sha256', key)
    .update(`${parts.id}.${parts.timestampSeconds}.${parts.body}`, 'utf8')
    .digest('base64');
  return `v1,${digest}`;
}

/**
 * The three Standard Webhooks headers of one attempt. Every secret in `secrets` signs (newest
 * first), space-separated: during a rotation the receiver may still hold the old one.
 */
export function standardWebhookHeaders(
  secrets: readonly string[],
  parts: SignedParts,
): Record<string, string> {
  return {
    'webhook-id': parts.id,
    'webhook-timestamp': String(parts.timestampSeconds),
    'webhook-signature': secrets.map((secret) => signWith(secret, parts)).join(' '),
  };
}
