import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSumsubDigest, signSumsubWebhook, verifySumsubDigest } from './sumsub-webhook-digest';

const SECRET = 'webhook-secret';
const BODY = '{"applicantId":"5cb56e8e0a975a35f333cb83","type":"applicantReviewed"}';

describe('Sumsub webhook digest', () => {
  // Fixed vectors, computed once with `openssl dgst -<hash> -hmac webhook-secret` over BODY.
  it.each([
    { alg: 'HMAC_SHA256_HEX', expected: '64fb5bbbf0e22c666b5922c9968dbd40880c433cee5b565899c850f369155dbe' },
    {
      alg: 'HMAC_SHA512_HEX',
      expected:
        'd439fb65337cedc97f9ebc2205e8ae8226b48e7b897d4e8865d1fa8387661ee5a9cedbe35276f91b8f4733ca0f7714caf6a0f165ea7a23eabb75cb05a14cb104',
    },
    { alg: 'HMAC_SHA1_HEX', expected: 'c105f797507cca00b0b4585fa190ee5a4228cb2b' },
  ] as const)('$alg digests the raw body as the fixed vector says', ({ alg, expected }) => {
    expect(computeSumsubDigest(SECRET, BODY, alg)).toBe(expected);
    expect(computeSumsubDigest(SECRET, Buffer.from(BODY), alg)).toBe(expected);
    expect(verifySumsubDigest(SECRET, BODY, { digest: expected, alg })).toEqual({ isValid: true, alg });
  });

  it('uses HMAC_SHA256_HEX when no algorithm is named, as Sumsub does', () => {
    const digest = createHmac('sha256', SECRET).update(BODY).digest('hex');
    expect(signSumsubWebhook(SECRET, BODY)).toEqual({
      'X-Payload-Digest': digest,
      'X-Payload-Digest-Alg': 'HMAC_SHA256_HEX',
    });
    expect(verifySumsubDigest(SECRET, BODY, { digest, alg: undefined })).toEqual({
      isValid: true,
      alg: 'HMAC_SHA256_HEX',
    });
    expect(verifySumsubDigest(SECRET, BODY, { digest, alg: '' }).isValid).toBe(true);
  });

  const good = computeSumsubDigest(SECRET, BODY, 'HMAC_SHA512_HEX');
  it.each([
    {
      name: 'an unknown algorithm',
      body: BODY,
      headers: { digest: good, alg: 'HMAC_MD5_HEX' },
      reason: 'unknown_alg',
    },
    {
      name: 'a lowercase algorithm name',
      body: BODY,
      headers: { digest: good, alg: 'hmac_sha512_hex' },
      reason: 'unknown_alg',
    },
    {
      name: 'no digest',
      body: BODY,
      headers: { digest: undefined, alg: 'HMAC_SHA512_HEX' },
      reason: 'missing_digest',
    },
    {
      name: 'a changed body',
      body: `${BODY} `,
      headers: { digest: good, alg: 'HMAC_SHA512_HEX' },
      reason: 'digest_mismatch',
    },
    {
      name: 'the digest of another alg',
      body: BODY,
      headers: { digest: good, alg: 'HMAC_SHA256_HEX' },
      reason: 'digest_mismatch',
    },
    {
      name: 'a digest that is not hex',
      body: BODY,
      headers: { digest: 'z'.repeat(128), alg: 'HMAC_SHA512_HEX' },
      reason: 'digest_mismatch',
    },
    {
      name: 'a truncated digest',
      body: BODY,
      headers: { digest: good.slice(0, 64), alg: 'HMAC_SHA512_HEX' },
      reason: 'digest_mismatch',
    },
  ])('refuses $name', ({ body, headers, reason }) => {
    expect(verifySumsubDigest(SECRET, body, headers)).toEqual({ isValid: false, reason });
  });

  it('refuses a digest made with the app secret instead of the webhook secret', () => {
    const digest = computeSumsubDigest('app-secret-key', BODY);
    expect(verifySumsubDigest(SECRET, BODY, { digest, alg: 'HMAC_SHA256_HEX' }).isValid).toBe(false);
  });
});
