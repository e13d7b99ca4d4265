import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { MERCHANT_WEBHOOK_RETRY_DELAYS_MS, nextMerchantRetryDelayMs } from './retry-schedule';
import { generateWebhookSecret, signWith, standardWebhookHeaders } from './standard-webhook-signature';

const HOUR = 3_600_000;
const BODY = '{"type":"transaction.status_changed","data":{"status":"DONE"}}';

describe('Standard Webhooks signature', () => {
  it('makes whsec_ secrets of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('signs exactly as the standardwebhooks package does', () => {
    const secret = generateWebhookSecret();
    const timestampSeconds = 1_790_000_000;
    const ours = signWith(secret, { id: 'msg_7', timestampSeconds, body: BODY });
    expect(ours).toBe(new Webhook(secret).sign('msg_7', new Date(timestampSeconds * 1000), BODY));
  });

  it('puts every signing secret in one space-separated header', () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = standardWebhookHeaders([current, previous], {
      id: 'msg_7',
      timestampSeconds: 1,
      body: BODY,
    });
    expect(headers['webhook-id']).toBe('msg_7');
    expect(headers['webhook-timestamp']).toBe('1');
    expect(headers['webhook-signature']?.split(' ')).toEqual([
      signWith(current, { id: 'msg_7', timestampSeconds: 1, body: BODY }),
      signWith(previous, { id: 'msg_7', timestampSeconds: 1, body: BODY }),
    ]);
  });
});

describe('merchant webhook retry schedule', () => {
  it('retries for more than three days even when the jitter draws nothing, then gives up', () => {
    const waits = MERCHANT_WEBHOOK_RETRY_DELAYS_MS.map(
      (_delay, index) => nextMerchantRetryDelayMs(index + 1, () => 0) ?? 0,
    );
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(72 * HOUR);
    expect(nextMerchantRetryDelayMs(MERCHANT_WEBHOOK_RETRY_DELAYS_MS.length + 1, () => 0)).toBeUndefined();
  });

  it('adds up to 20 % of jitter, never less than the schedule', () => {
    expect(nextMerchantRetryDelayMs(1, () => 0)).toBe(5_000);
    expect(nextMerchantRetryDelayMs(1, () => 0.5)).toBe(5_500);
    expect(nextMerchantRetryDelayMs(2, () => 0.999_999)).toBeLessThanOrEqual(360_000);
  });
});
