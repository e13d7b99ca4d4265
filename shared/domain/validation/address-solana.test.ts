import { describe, expect, it } from 'vitest';
import { isValidSolanaAddress } from './address-solana';

describe('isValidSolanaAddress', () => {
  it('has no checksum: a 44-character key cut to 43 may still be 32 bytes', () => {
    expect(isValidSolanaAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1')).toBe(true);
  });

  it.each([
    ['system program', '11111111111111111111111111111111'],
    ['SPL token program', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
    ['USDC mint', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['wrapped SOL mint', 'So11111111111111111111111111111111111111112'],
  ])('accepts %s', (_name, value) => {
    expect(isValidSolanaAddress(value)).toBe(true);
  });

  it.each([
    ['31 bytes', '1'.repeat(31)],
    ['33 bytes', '1'.repeat(33)],
    ['two characters dropped (31 bytes)', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt'],
    ['a character added (more bytes)', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vv'],
    ['zero is not base58', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10'],
    ['capital O is not base58', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDtOv'],
    ['an EVM address', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
    ['empty', ''],
  ])('rejects %s', (_name, value) => {
    expect(isValidSolanaAddress(value)).toBe(false);
  });
});
