import { base58 } from '@scure/base';

/** A Solana account is an ed25519 public key: 32 bytes. */
const SOLANA_KEY_LENGTH = 32;
/** 32 bytes take 32 to 44 base58 characters (32 ones for the all-zero system program). */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** Solana addresses carry no checksum: this proves the form, not that nobody mistyped it. */
export function isValidSolanaAddress(value: string): boolean {
  if (!SOLANA_ADDRESS.test(value)) return false;
  try {
    return base58.decode(value).length === SOLANA_KEY_LENGTH;
  } catch {
    return false;
  }
}
