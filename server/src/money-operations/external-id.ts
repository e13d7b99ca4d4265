import { randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so an id read aloud or typed from a screenshot survives.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A public transaction id: "F" and 12 characters (60 random bits), e.g. "F7QK2M9XA4TBH". */
export function newExternalId(): string {
  const bytes = randomBytes(8);
  let value = bytes.readBigUInt64BE(0);
  let text = '';
  for (let index = 0; index < 12; index += 1) {
    text = ALPHABET[Number(value & 31n)] + text;
    value >>= 5n;
  }
  return `F${text}`;
}
