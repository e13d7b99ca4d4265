import { createHash } from 'node:crypto';

/**
 * The byte-to-text encodings chains print addresses in: base58 (with its double-SHA-256 check
 * for Tron and Dogecoin), bech32 (Bitcoin and Litecoin segwit) and TON's user-friendly base64
 * with a CRC16. Written out here because only the sandbox makes addresses; the checks that read
 * them live in shared/domain/validation.
 */
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = BASE58_ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** base58 of the payload and the first 4 bytes of its double SHA-256. */
export function encodeBase58Check(payload: Uint8Array): string {
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return encodeBase58(Buffer.concat([payload, checksum]));
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function bech32Polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let bit = 0; bit < 5; bit += 1) {
      if ((top >>> bit) & 1) checksum ^= BECH32_GENERATORS[bit] as number;
    }
  }
  return checksum >>> 0;
}

function toFiveBitWords(bytes: Uint8Array): number[] {
  const words: number[] = [];
  let accumulator = 0;
  let bits = 0;
  for (const byte of bytes) {
    accumulator = (accumulator << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((accumulator >>> bits) & 31);
    }
  }
  if (bits > 0) words.push((accumulator << (5 - bits)) & 31);
  return words;
}

/** A witness version 0 address (BIP 173): P2WPKH when `program` is 20 bytes. */
export function encodeSegwitV0(hrp: string, program: Uint8Array): string {
  const data = [0, ...toFiveBitWords(program)];
  const expandedHrp = [...hrp].map((char) => char.charCodeAt(0) >> 5);
  expandedHrp.push(0, ...[...hrp].map((char) => char.charCodeAt(0) & 31));
  const polymod = bech32Polymod([...expandedHrp, ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, index) => (polymod >>> (5 * (5 - index))) & 31);
  return `${hrp}1${[...data, ...checksum].map((word) => BECH32_CHARSET[word]).join('')}`;
}

function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** A TON user-friendly address: tag, workchain, 32-byte hash, CRC16, in url-safe base64 (48 characters). */
export function encodeTonFriendly(hash: Uint8Array, { isBounceable }: { isBounceable: boolean }): string {
  const head = Buffer.from([isBounceable ? 0x11 : 0x51, 0x00]);
  const body = Buffer.concat([head, hash.subarray(0, 32)]);
  const crc = crc16Xmodem(body);
  return Buffer.concat([body, Buffer.from([crc >> 8, crc & 0xff])]).toString('base64url');
}
