import { createHash, timingSafeEqual } from 'node:crypto';
import {
  computeWebhookSignature,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_SIGNATURE_VERSION,
  WEBHOOK_TIMESTAMP_HEADER,
} from './webhook-signature';

/** How far a webhook's timestamp may be from the receiver's clock before it counts as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookVerdict =
  | { isValid: true; id: string }
  | { isValid: false; reason: 'headers_missing' | 'timestamp_outside_window' | 'signature_mismatch' };

export interface WebhookToVerify {
  /** The API key's secret (`fsk_…`), as shown once when the key was created. */
  secret: string;
  /** Header lookup, case-insensitive as HTTP headers are (e.g. `(name) => req.get(name)`). */
  header(name: string): string | null | undefined;
  /** The raw request body, exactly as received (not re-serialised JSON). */
  body: string;
  nowSeconds: number;
  toleranceSeconds?: number;
}

/**
 * What a merchant runs on each webhook (and what the tests run): recompute the signature from
 * the secret, compare in constant time, and refuse a stale timestamp. Receivers should also
 * ignore an id they already processed, since a delivery may arrive more than once.
 */
export function verifyWebhookSignature(input: WebhookToVerify): WebhookVerdict {
  const id = input.header(WEBHOOK_ID_HEADER);
  const timestamp = input.header(WEBHOOK_TIMESTAMP_HEADER);
  const signatures = input.header(WEBHOOK_SIGNATURE_HEADER);
  if (!id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) {
    return { isValid: false, reason: 'headers_missing' };
  }
  const tolerance = input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(input.nowSeconds - Number(timestamp)) > tolerance) {
    return { isValid: false, reason: 'timestamp_outside_window' };
  }
  const secretHash = createHash('sha256').update(input.secret, 'utf8').digest('hex');
  const expected = Buffer.from(
    computeWebhookSignature(secretHash, { id, timestamp, body: input.body }),
    'hex',
  );
  // Several `v1=` values may come (a comma-separated list) while keys rotate; one match is enough.
  const isMatch = signatures
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${WEBHOOK_SIGNATURE_VERSION}=`))
    .map((part) => part.slice(WEBHOOK_SIGNATURE_VERSION.length + 1))
    .filter((hex) => /^[0-9a-f]{64}$/i.test(hex))
    .some((hex) => timingSafeEqual(expected, Buffer.from(hex, 'hex')));
  return isMatch ? { isValid: true, id } : { isValid: false, reason: 'signature_mismatch' };
}
