import { createHmac } from 'node:crypto';

export interface DocumentFingerprint {
  /** HMAC-SHA256 under a server secret: the same document matches again, a copy of the table cannot list numbers. */
  numberHash: string;
  last4: string;
}

/**
 * A document number is kept only as a keyed hash and its last four characters (docs/decisions.md):
 * a plain hash of a 9-digit passport number is undone by trying them all, a keyed one is not
 * without the server's secret. Spaces, hyphens and case do not change the fingerprint.
 */
export function fingerprintDocument(
  key: Buffer,
  document: { type: string; issuingCountry: string; number: string },
): DocumentFingerprint {
  const normalized = document.number.replace(/[\s-]+/g, '').toUpperCase();
  const numberHash = createHmac('sha256', key)
    .update(`${document.issuingCountry.toUpperCase()}:${document.type}:${normalized}`)
    .digest('hex');
  return { numberHash, last4: normalized.slice(-4) };
}
