import { createHmac, timingSafeEqual } from 'node:crypto';

/** The digest algorithms Sumsub names in X-Payload-Digest-Alg, with the hash each one runs. */
const DIGEST_HASHES = {
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
  HMAC_SHA1_HEX: 'sha1',
} as const;

export type SumsubDigestAlg = keyof typeof DIGEST_HASHES;

/** What Sumsub uses when the webhook carries no X-Payload-Digest-Alg. */
export const DEFAULT_SUMSUB_DIGEST_ALG: SumsubDigestAlg = 'HMAC_SHA256_HEX';

function isDigestAlg(value: string): value is SumsubDigestAlg {
  return Object.hasOwn(DIGEST_HASHES, value);
}

/**
 * X-Payload-Digest: lowercase hex HMAC of the raw webhook body, keyed by the webhook's own secret
 * (set per webhook in Sumsub's dashboard, not the app's secret key).
 */
export function computeSumsubDigest(
  webhookSecret: string,
  rawBody: Uint8Array | string,
  alg: SumsubDigestAlg = DEFAULT_SUMSUB_DIGEST_ALG,
): string {
  return createHmac(DIGEST_HASHES[alg], webhookSecret).update(rawBody).digest('hex');
}

/** The two headers a signed webhook carries. */
export function signSumsubWebhook(
  webhookSecret: string,
  rawBody: Uint8Array | string,
  alg: SumsubDigestAlg = DEFAULT_SUMSUB_DIGEST_ALG,
): { 'X-Payload-Digest': string; 'X-Payload-Digest-Alg': SumsubDigestAlg } {
  return {
    'X-Payload-Digest': computeSumsubDigest(webhookSecret, rawBody, alg),
    'X-Payload-Digest-Alg': alg,
  };
}

export type SumsubDigestCheck =
  | { isValid: true; alg: SumsubDigestAlg }
  | { isValid: false; reason: DigestRefusal };
type DigestRefusal = 'missing_digest' | 'unknown_alg' | 'digest_mismatch';

/**
 * Checks a received webhook's digest over its raw bytes, in constant time. A missing digest or an
 * algorithm Sumsub does not name is refused rather than guessed at.
 */
export function verifySumsubDigest(
  webhookSecret: string,
  rawBody: Uint8Array | string,
  headers: { digest: string | undefined; alg: string | undefined },
): SumsubDigestCheck {
  const alg = headers.alg === undefined || headers.alg === '' ? DEFAULT_SUMSUB_DIGEST_ALG : headers.alg;
  if (!isDigestAlg(alg)) return { isValid: false, reason: 'unknown_alg' };
  const digest = headers.digest?.trim().toLowerCase();
  if (!digest) return { isValid: false, reason: 'missing_digest' };
  const expected = Buffer.from(computeSumsubDigest(webhookSecret, rawBody, alg), 'hex');
  const given =
    /^[0-9a-f]+$/.test(digest) && digest.length % 2 === 0 ? Buffer.from(digest, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { isValid: false, reason: 'digest_mismatch' };
  }
  return { isValid: true, alg };
}
