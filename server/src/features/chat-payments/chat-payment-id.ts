import { randomBytes } from 'node:crypto';

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 20 characters of Crockford's base32: 100 random bits, no '-' (a start parameter carries it). */
export function newChatPaymentId(): string {
  const bytes = randomBytes(20);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte & 31];
  return id;
}
