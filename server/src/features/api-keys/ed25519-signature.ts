import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { type SignedParts, toSigningText } from './request-signature';

/** Line breaks may be lost on the way (a one-line form field drops them), so any white space goes. */
const PEM_PUBLIC_KEY = /^-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----$/;
const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64_KEY = /^[A-Za-z0-9+/]{43}=?$/;
const BASE64URL_KEY = /^[A-Za-z0-9_-]{43}=?$/;
const BASE64_SIGNATURE = /^[A-Za-z0-9+/]{86}==$/;
const BASE64URL_SIGNATURE = /^[A-Za-z0-9_-]{86}(==)?$/;
const KEY_BYTES = 32;
const SIGNATURE_BYTES = 64;

/**
 * Points of order 1, 2, 4 or 8 (libsodium's blocklist, sign bit cleared): a signature checks
 * against such a "public key" without its private key — `R = [S]B` for the identity — so anybody
 * could sign for it. A real key pair never yields one; refusing them costs nothing.
 */
const SMALL_ORDER_KEYS = new Set([
  '0000000000000000000000000000000000000000000000000000000000000000',
  '0100000000000000000000000000000000000000000000000000000000000000',
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05',
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a',
  'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
]);

function isSmallOrder(raw: Buffer): boolean {
  const signless = Buffer.from(raw);
  signless[31] = (signless[31] ?? 0) & 0x7f;
  return SMALL_ORDER_KEYS.has(signless.toString('hex'));
}

function readRawKey(text: string): Buffer | undefined {
  if (HEX_KEY.test(text)) return Buffer.from(text, 'hex');
  if (BASE64_KEY.test(text)) return Buffer.from(text, 'base64');
  if (BASE64URL_KEY.test(text)) return Buffer.from(text, 'base64url');
  const pemBody = PEM_PUBLIC_KEY.exec(text)?.[1];
  if (pemBody === undefined) return undefined;
  try {
    const der = Buffer.from(pemBody.replace(/\s+/g, ''), 'base64');
    const key = createPublicKey({ key: der, format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'ed25519') return undefined;
    const { x } = key.export({ format: 'jwk' });
    return x === undefined ? undefined : Buffer.from(x, 'base64url');
  } catch {
    return undefined;
  }
}

function toKeyObject(storedKey: string): KeyObject {
  const x = Buffer.from(storedKey, 'base64').toString('base64url');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
}

/**
 * The merchant's Ed25519 public key as stored: the raw 32 bytes in standard base64. Accepts the
 * raw key as hex, base64 or base64url, or an SPKI PEM (`openssl pkey -pubout`); undefined for
 * anything else, including keys of other algorithms and small-order points.
 */
export function normalizeEd25519PublicKey(input: string): string | undefined {
  const raw = readRawKey(input.trim());
  if (raw?.length !== KEY_BYTES || isSmallOrder(raw)) return undefined;
  try {
    const stored = raw.toString('base64');
    toKeyObject(stored);
    return stored;
  } catch {
    return undefined;
  }
}

/**
 * The 64 signature bytes of `Api-Signature`: base64 (canonical, as `sign(...).toString('base64')`
 * writes it) or base64url, padding optional for the latter; undefined for any other shape.
 */
export function readEd25519Signature(header: string): Buffer | undefined {
  let bytes: Buffer | undefined;
  if (BASE64_SIGNATURE.test(header)) bytes = Buffer.from(header, 'base64');
  else if (BASE64URL_SIGNATURE.test(header)) bytes = Buffer.from(header, 'base64url');
  return bytes?.length === SIGNATURE_BYTES ? bytes : undefined;
}

/** Ed25519 over the same signing text as the HMAC scheme; OpenSSL refuses a non-canonical `S`. */
export function isEd25519SignatureValid(storedKey: string, parts: SignedParts, signature: Buffer): boolean {
  try {
    return verify(null, Buffer.from(toSigningText(parts), 'utf8'), toKeyObject(storedKey), signature);
  } catch {
    return false;
  }
}

/** Ed25519 over a text the merchant signed (a widget URL's query); false for any malformed input. */
export function isEd25519TextSignatureValid(storedKey: string, text: string, signature: string): boolean {
  const bytes = readEd25519Signature(signature);
  if (!bytes) return false;
  try {
    return verify(null, Buffer.from(text, 'utf8'), toKeyObject(storedKey), bytes);
  } catch {
    return false;
  }
}
