import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * EIP-55: a letter is upper-case exactly when the matching nibble of keccak-256 of the
 * lower-case hex is 8 or more. Single-case addresses carry no checksum and are accepted as is.
 */
function hasEip55Checksum(hex: string): boolean {
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex.toLowerCase())));
  for (let index = 0; index < hex.length; index += 1) {
    const character = hex.charAt(index);
    const shouldBeUpper = Number.parseInt(hash.charAt(index), 16) >= 8;
    if (character !== (shouldBeUpper ? character.toUpperCase() : character.toLowerCase())) return false;
  }
  return true;
}

/** Ethereum, BSC, Arbitrum and Base share one address form: 0x and 20 bytes in hex. */
export function isValidEvmAddress(value: string): boolean {
  if (!EVM_ADDRESS.test(value)) return false;
  const hex = value.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return hasEip55Checksum(hex);
}
