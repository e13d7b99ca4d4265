import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

/** Tron's mainnet version byte; every base58 address that carries it starts with "T". */
const TRON_VERSION_BYTE = 0x41;
/** The version byte and the 20-byte account id, before the 4-byte checksum. */
const TRON_PAYLOAD_LENGTH = 21;

const base58check = createBase58check(sha256);

/** A Tron address: base58check (double SHA-256 checksum) of 0x41 and 20 bytes. */
export function isValidTronAddress(value: string): boolean {
  if (!value.startsWith('T')) return false;
  try {
    const payload = base58check.decode(value);
    return payload.length === TRON_PAYLOAD_LENGTH && payload[0] === TRON_VERSION_BYTE;
  } catch {
    return false;
  }
}
