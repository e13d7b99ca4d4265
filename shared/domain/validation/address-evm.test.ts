import { describe, expect, it } from 'vitest';
import { isValidEvmAddress } from './address-evm';

describe('isValidEvmAddress', () => {
  it.each([
    ['EIP-55 example 1', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['EIP-55 example 2', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    ['EIP-55 example 3', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
    ['EIP-55 example 4', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'],
    ['EIP-55 all caps', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['EIP-55 all lower', '0xde709f2102306220921060314715629080e2fb77'],
    ['USDT contract', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
    ['checksummed example in lower case', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
  ])('accepts %s', (_name, value) => {
    expect(isValidEvmAddress(value)).toBe(true);
  });

  it.each([
    ['one letter in the wrong case', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['USDT contract with a flipped case', '0xdac17F958D2ee523a2206206994597C13D831ec7'],
    ['39 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
    ['41 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0'],
    ['no 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['0X prefix', '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['non-hex letter', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
    ['a Tron address', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  ])('rejects %s', (_name, value) => {
    expect(isValidEvmAddress(value)).toBe(false);
  });
});
