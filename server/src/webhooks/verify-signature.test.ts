import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from './verify-signature';
import { signWebhook } from './webhook-signature';

const SECRET = 'fsk_merchant-secret-shown-once-0000000000000';
const SECRET_HASH = createHash('sha256').update(SECRET).digest('hex');
const BODY = '{"id":"d-1","type":"transaction.status","data":{"status":"DONE","amount":"12.50"}}';
const NOW = 1_760_000_000;

function headersOf(signed: Record<string, string>) {
  const lower = new Map(Object.entries(signed).map(([name, value]) => [name.toLowerCase(), value]));
  return (name: string) => lower.get(name.toLowerCase());
}

describe('webhook signature', () => {
  it('is hex HMAC-SHA256 over "id.timestamp.body" keyed by hex(SHA-256(secret))', () => {
    const signed = signWebhook(SECRET_HASH, { id: 'd-1', timestamp: String(NOW), body: BODY });
    const expected = createHmac('sha256', SECRET_HASH).update(`d-1.${NOW}.${BODY}`).digest('hex');
    expect(signed).toEqual({
      'Ferry-Webhook-Id': 'd-1',
      'Ferry-Webhook-Timestamp': String(NOW),
      'Ferry-Webhook-Signature': `v1=${expected}`,
    });
  });

  it('verifies with the merchant’s secret, case-insensitive headers, within five minutes', () => {
    const signed = signWebhook(SECRET_HASH, { id: 'd-1', timestamp: String(NOW), body: BODY });
    const verdict = verifyWebhookSignature({
      secret: SECRET,
      header: headersOf(signed),
      body: BODY,
      nowSeconds: NOW + 299,
    });
    expect(verdict).toEqual({ isValid: true, id: 'd-1' });
  });

  it.each([
    ['a changed body', { body: BODY.replace('12.50', '99.50') }, 'signature_mismatch'],
    ['another secret', { secret: `${SECRET}x` }, 'signature_mismatch'],
    ['a stale timestamp', { nowSeconds: NOW + 301 }, 'timestamp_outside_window'],
    ['a timestamp from the future', { nowSeconds: NOW - 301 }, 'timestamp_outside_window'],
  ])('refuses %s', (_case, change, reason) => {
    const signed = signWebhook(SECRET_HASH, { id: 'd-1', timestamp: String(NOW), body: BODY });
    const verdict = verifyWebhookSignature({
      secret: SECRET,
      header: headersOf(signed),
      body: BODY,
      nowSeconds: NOW,
      ...change,
    });
    expect(verdict).toEqual({ isValid: false, reason });
  });

  it('refuses a swapped id or timestamp, and missing or malformed headers', () => {
    const signed = signWebhook(SECRET_HASH, { id: 'd-1', timestamp: String(NOW), body: BODY });
    const verify = (headers: Record<string, string>) =>
      verifyWebhookSignature({ secret: SECRET, header: headersOf(headers), body: BODY, nowSeconds: NOW });
    expect(verify({ ...signed, 'Ferry-Webhook-Id': 'd-2' })).toMatchObject({ reason: 'signature_mismatch' });
    expect(verify({ ...signed, 'Ferry-Webhook-Timestamp': String(NOW + 1) })).toMatchObject({
      reason: 'signature_mismatch',
    });
    expect(verify({ ...signed, 'Ferry-Webhook-Signature': 'v1=abc' })).toMatchObject({
      reason: 'signature_mismatch',
    });
    expect(verify({ ...signed, 'Ferry-Webhook-Timestamp': 'soon' })).toMatchObject({
      reason: 'headers_missing',
    });
    const { 'Ferry-Webhook-Signature': _dropped, ...unsigned } = signed;
    expect(verify(unsigned)).toMatchObject({ reason: 'headers_missing' });
  });

  it('accepts a list of signatures when one of them matches (key rotation)', () => {
    const signed = signWebhook(SECRET_HASH, { id: 'd-1', timestamp: String(NOW), body: BODY });
    const header = `v1=${'0'.repeat(64)}, ${signed['Ferry-Webhook-Signature']}`;
    const verdict = verifyWebhookSignature({
      secret: SECRET,
      header: headersOf({ ...signed, 'Ferry-Webhook-Signature': header }),
      body: BODY,
      nowSeconds: NOW,
    });
    expect(verdict.isValid).toBe(true);
  });
});
