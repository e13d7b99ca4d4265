import { createHmac } from 'node:crypto';

export const WEBHOOK_ID_HEADER = 'Ferry-Webhook-Id';
export const WEBHOOK_TIMESTAMP_HEADER = 'Ferry-Webhook-Timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'Ferry-Webhook-Signature';
/** The scheme tag: a later scheme gets a new tag and both can be sent side by side. */
export const WEBHOOK_SIGNATURE_VERSION = 'v1';

export interface WebhookSignedParts {
  /** The delivery id: the same on every retry, so merchants drop repeats by it. */
  id: string;
  /** Unix seconds of this attempt. */
  timestamp: string;
  /** The exact bytes of the request body. */
  body: string;
}

/**
 * hex(HMAC-SHA256(key, "<id>.<timestamp>.<body>")). The key is the UTF-8 text of
 * hex(SHA-256(API key secret)) — the API key's `secret_hash`, the same key that signs the
 * merchant's own requests — so the server signs without ever holding the secret, and the
 * merchant derives it from the secret it was shown once.
 */
export function computeWebhookSignature(secretHash: string, parts: WebhookSignedParts): string {
  return createHmac('sha256', Buffer.from(secretHash, 'utf8'))
    .update(`${parts.id}.${parts.timestamp}.${parts.body}`, 'utf8')
    .digest('hex');
}

/** The headers of one delivery attempt. */
export function signWebhook(secretHash: string, parts: WebhookSignedParts): Record<string, string> {
  return {
    [WEBHOOK_ID_HEADER]: parts.id,
    [WEBHOOK_TIMESTAMP_HEADER]: parts.timestamp,
    [WEBHOOK_SIGNATURE_HEADER]: `${WEBHOOK_SIGNATURE_VERSION}=${computeWebhookSignature(secretHash, parts)}`,
  };
}
