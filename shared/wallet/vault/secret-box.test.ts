import { describe, expect, it } from 'vitest';
import {
  createSecretKey,
  type EncryptedSecret,
  MAX_KDF_ITERATIONS,
  openSecret,
  SecretBoxOpenError,
  sealSecret,
  secretKeyFromToken,
  secretKeyToToken,
  toBase64,
} from './secret-box';

const FAST = { iterations: 1_000 };
const PASSWORD = { kind: 'password', password: 'Correct-Horse7' } as const;

describe('secret box', () => {
  it('seals with a fresh salt and iv each time and opens with the same password and data', async () => {
    const first = await sealSecret('phrase words', PASSWORD, 'w1:PASSWORD', FAST);
    const second = await sealSecret('phrase words', PASSWORD, 'w1:PASSWORD', FAST);
    expect(first.kdf).toMatchObject({ name: 'PBKDF2-HMAC-SHA256', iterations: 1_000 });
    expect(first.iv).not.toBe(second.iv);
    expect(first.data).not.toBe(second.data);
    expect(
      first.kdf.name === 'PBKDF2-HMAC-SHA256' &&
        second.kdf.name === 'PBKDF2-HMAC-SHA256' &&
        first.kdf.salt !== second.kdf.salt,
    ).toBe(true);
    expect(await openSecret(first, PASSWORD, 'w1:PASSWORD')).toBe('phrase words');
  });

  it.each<[string, (box: EncryptedSecret) => EncryptedSecret, string, string]>([
    ['a wrong password', (box) => box, 'Wrong-Horse7!', 'w1:PASSWORD'],
    ['other associated data', (box) => box, 'Correct-Horse7', 'w2:PASSWORD'],
    [
      'a flipped ciphertext byte',
      (box) => ({ ...box, data: flip(box.data) }),
      'Correct-Horse7',
      'w1:PASSWORD',
    ],
    ['another iv', (box) => ({ ...box, iv: toBase64(new Uint8Array(12)) }), 'Correct-Horse7', 'w1:PASSWORD'],
    [
      'a lowered round count',
      (box) => ({ ...box, kdf: { ...box.kdf, iterations: 999 } as EncryptedSecret['kdf'] }),
      'Correct-Horse7',
      'w1:PASSWORD',
    ],
  ])('does not open with %s', async (_label, tamper, password, data) => {
    const box = tamper(await sealSecret('phrase words', PASSWORD, 'w1:PASSWORD', FAST));
    await expect(openSecret(box, { kind: 'password', password }, data)).rejects.toBeInstanceOf(
      SecretBoxOpenError,
    );
  });

  it('refuses absurd round counts instead of hanging', async () => {
    const box = await sealSecret('x', PASSWORD, 'a', FAST);
    const huge = {
      ...box,
      kdf: { ...box.kdf, iterations: MAX_KDF_ITERATIONS + 1 } as EncryptedSecret['kdf'],
    };
    await expect(openSecret(huge, PASSWORD, 'a')).rejects.toBeInstanceOf(TypeError);
  });

  it('a key box opens only with its 32-byte key, never with a password', async () => {
    const key = createSecretKey();
    const box = await sealSecret('phrase words', { kind: 'key', key }, 'w1:TELEGRAM_BIOMETRY');
    expect(box.kdf).toEqual({ name: 'NONE' });
    expect(await openSecret(box, { kind: 'key', key }, 'w1:TELEGRAM_BIOMETRY')).toBe('phrase words');
    await expect(
      openSecret(box, { kind: 'key', key: createSecretKey() }, 'w1:TELEGRAM_BIOMETRY'),
    ).rejects.toBeInstanceOf(SecretBoxOpenError);
    await expect(openSecret(box, PASSWORD, 'w1:TELEGRAM_BIOMETRY')).rejects.toBeInstanceOf(TypeError);
  });

  it('moves the biometry key through a token string and back', () => {
    const key = createSecretKey();
    const token = secretKeyToToken(key);
    expect(token.length).toBeLessThanOrEqual(1024);
    expect(secretKeyFromToken(token)).toEqual(key);
    expect(secretKeyFromToken('not base64 !')).toBeNull();
    expect(secretKeyFromToken(toBase64(new Uint8Array(16)))).toBeNull();
  });
});

function flip(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  return toBase64(bytes);
}
