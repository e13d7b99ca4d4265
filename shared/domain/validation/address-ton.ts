import { Address } from '@ton/core';

/** The masterchain (-1) and the basechain (0) are the only workchains in use. */
const TON_WORKCHAINS: ReadonlySet<number> = new Set([0, -1]);
const TON_RAW_ADDRESS = /^(?:0|-1):[0-9a-fA-F]{64}$/;
/** 36 bytes in base64: standard or url-safe alphabet, not a mix of both. */
const TON_FRIENDLY_ADDRESS = /^(?:[A-Za-z0-9+/]{48}|[A-Za-z0-9_-]{48})$/;

/**
 * A TON address in raw form (`0:` + 64 hex) or user-friendly form: 48 base64 characters
 * holding a tag (EQ/UQ bounceable or not, kQ/0Q test-only), the workchain, the hash and a
 * CRC16 that @ton/core checks.
 */
export function isValidTonAddress(value: string): boolean {
  if (TON_RAW_ADDRESS.test(value)) return true;
  if (!TON_FRIENDLY_ADDRESS.test(value) || !Address.isFriendly(value)) return false;
  try {
    return TON_WORKCHAINS.has(Address.parseFriendly(value).address.workChain);
  } catch {
    return false;
  }
}
