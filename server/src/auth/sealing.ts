import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

/**
 * Seals small secrets at rest (two-factor secrets): AES-256-GCM with a random 96-bit nonce, the
 * result `v1.<nonce>.<tag>.<ciphertext>` in base64url. Opening fails on any change to the text.
 */
export function createSealing(keyHex: string) {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('The sealing key must be 32 bytes (64 hex digits)');
  return {
    seal(plaintext: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, nonce, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || ciphertext === undefined)
        throw new Error('Not a sealed value');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type Sealing = ReturnType<typeof createSealing>;
