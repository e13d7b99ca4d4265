/**
 * AES-GCM-256 boxes for a wallet's phrase, with WebCrypto (`globalThis.crypto`, browser and Node).
 * A password box derives its key with PBKDF2-HMAC-SHA256; the KDF name, iterations and salt are
 * stored in the box, so the count can be raised later and old boxes still open. A key box (the
 * biometry method) uses a random 32-byte key as it is. The wallet id and method are bound in as
 * additional data, so a box copied onto another wallet or method does not open.
 */

/** OWASP Password Storage Cheat Sheet's current minimum for PBKDF2-HMAC-SHA256. */
export const PBKDF2_SHA256_ITERATIONS = 600_000;

/** Boxes claiming more rounds than this are refused rather than freezing the app. */
export const MAX_KDF_ITERATIONS = 10_000_000;

export const SECRET_KEY_BYTES = 32;
const SALT_BYTES = 16;
const IV_BYTES = 12;

export type KdfParams = { name: 'PBKDF2-HMAC-SHA256'; iterations: number; salt: string } | { name: 'NONE' };

export interface EncryptedSecret {
  format: 1;
  cipher: 'AES-GCM-256';
  kdf: KdfParams;
  /** base64 */
  iv: string;
  /** base64 ciphertext with the GCM tag */
  data: string;
}

export type BoxKey = { kind: 'password'; password: string } | { kind: 'key'; key: Uint8Array };

export class SecretBoxOpenError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The secret did not open', options);
    this.name = 'SecretBoxOpenError';
  }
}

export interface SecretBoxOptions {
  crypto?: Crypto;
  iterations?: number;
}

function webCrypto(options?: SecretBoxOptions): Crypto {
  const crypto = options?.crypto ?? globalThis.crypto;
  if (!crypto?.subtle) throw new Error('WebCrypto is not available');
  return crypto;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** PBKDF2-HMAC-SHA256 → an AES-GCM-256 key (not extractable). */
export async function derivePasswordKey(
  crypto: Crypto,
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function importRawKey(crypto: Crypto, key: Uint8Array): Promise<CryptoKey> {
  if (key.length !== SECRET_KEY_BYTES) throw new RangeError('A secret key is 32 bytes');
  return crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function sealSecret(
  plaintext: string,
  boxKey: BoxKey,
  associatedData: string,
  options?: SecretBoxOptions,
): Promise<EncryptedSecret> {
  const crypto = webCrypto(options);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  let kdf: KdfParams;
  let key: CryptoKey;
  if (boxKey.kind === 'password') {
    const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
    const iterations = options?.iterations ?? PBKDF2_SHA256_ITERATIONS;
    key = await derivePasswordKey(crypto, boxKey.password, salt, iterations);
    kdf = { name: 'PBKDF2-HMAC-SHA256', iterations, salt: toBase64(salt) };
  } else {
    key = await importRawKey(crypto, boxKey.key);
    kdf = { name: 'NONE' };
  }
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(associatedData) },
    key,
    new TextEncoder().encode(plaintext),
  );
  return { format: 1, cipher: 'AES-GCM-256', kdf, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/**
 * Opens a box. Throws `SecretBoxOpenError` for a wrong password or key, or a tampered box; a box of
 * an unknown format or a key kind that does not match its KDF throws `TypeError`.
 */
export async function openSecret(
  box: EncryptedSecret,
  boxKey: BoxKey,
  associatedData: string,
  options?: SecretBoxOptions,
): Promise<string> {
  const crypto = webCrypto(options);
  if (box.format !== 1 || box.cipher !== 'AES-GCM-256') throw new TypeError('Unknown secret format');
  let key: CryptoKey;
  if (box.kdf.name === 'PBKDF2-HMAC-SHA256' && boxKey.kind === 'password') {
    const { iterations } = box.kdf;
    if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_KDF_ITERATIONS) {
      throw new TypeError('Unsupported KDF iterations');
    }
    key = await derivePasswordKey(crypto, boxKey.password, fromBase64(box.kdf.salt), iterations);
  } else if (box.kdf.name === 'NONE' && boxKey.kind === 'key') {
    if (boxKey.key.length !== SECRET_KEY_BYTES) throw new SecretBoxOpenError();
    key = await importRawKey(crypto, boxKey.key);
  } else {
    throw new TypeError('The key does not fit this secret');
  }
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(box.iv), additionalData: new TextEncoder().encode(associatedData) },
      key,
      fromBase64(box.data),
    );
    return new TextDecoder().decode(plain);
  } catch (cause) {
    throw new SecretBoxOpenError({ cause });
  }
}

/** A fresh random 32-byte key for the biometry method. */
export function createSecretKey(crypto: Crypto = globalThis.crypto): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(SECRET_KEY_BYTES));
}

/** The biometric token is a string (≤ 1024 chars): the key travels as base64. */
export function secretKeyToToken(key: Uint8Array): string {
  return toBase64(key);
}

export function secretKeyFromToken(token: string): Uint8Array | null {
  try {
    const key = fromBase64(token);
    return key.length === SECRET_KEY_BYTES ? key : null;
  } catch {
    return null;
  }
}
