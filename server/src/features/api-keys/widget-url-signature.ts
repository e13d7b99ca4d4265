import { createHmac, timingSafeEqual } from 'node:crypto';
import { isEd25519TextSignatureValid } from './ed25519-signature';

export interface UrlSigningKey {
  signature_scheme: 'hmac-sha256' | 'ed25519';
  secret_hash: string;
  ed25519_public_key: string | null;
}

const SIGNATURE_PARAM = 'signature';

function paramName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * Splits a widget URL's query (without its `?`) into the text the merchant signed — every
 * parameter but `signature`, exactly as written and in order — and the signature, as MoonPay's
 * URL signing does. Signing the bytes as written means no two parsers can disagree on them.
 */
export function splitSignedQuery(query: string): { signedText: string; signature: string | undefined } {
  const pairs = query
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '');
  const signaturePair = pairs.find((pair) => paramName(pair) === SIGNATURE_PARAM);
  const signedText = pairs.filter((pair) => paramName(pair) !== SIGNATURE_PARAM).join('&');
  if (signaturePair === undefined) return { signedText, signature: undefined };
  const raw = signaturePair.slice(SIGNATURE_PARAM.length + 1);
  try {
    return { signedText, signature: decodeURIComponent(raw) };
  } catch {
    return { signedText, signature: raw };
  }
}

/** hex(HMAC-SHA256) keyed as request signatures are: the UTF-8 text of hex(SHA-256(secret)). */
export function signWidgetQuery(secretHash: string, signedText: string): string {
  return createHmac('sha256', Buffer.from(secretHash, 'utf8')).update(signedText, 'utf8').digest('hex');
}

const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;

/** Whether `signature` is the key's over `signedText`: HMAC hex, or Ed25519 base64url/base64. */
export function isWidgetQuerySignatureValid(
  key: UrlSigningKey,
  signedText: string,
  signature: string,
): boolean {
  if (key.signature_scheme === 'ed25519')
    return (
      key.ed25519_public_key !== null &&
      isEd25519TextSignatureValid(key.ed25519_public_key, signedText, signature)
    );
  if (!HEX_SIGNATURE.test(signature)) return false;
  const expected = Buffer.from(signWidgetQuery(key.secret_hash, signedText), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
