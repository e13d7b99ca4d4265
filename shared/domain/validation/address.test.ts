import { describe, expect, it } from 'vitest';
import type { Network } from '../networks/networks';
import { createAddressSchema, isValidAddress } from './address';
import { firstMessage } from './messages';

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TON = 'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI';
const SOLANA = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('isValidAddress picks the rule of the network', () => {
  it.each<[Network, string, boolean]>([
    ['ERC20', EVM, true],
    ['BEP20', EVM, true],
    ['ARBITRUM', EVM, true],
    ['BASE', EVM, true],
    ['TRC20', TRON, true],
    ['TON', TON, true],
    ['SOLANA', SOLANA, true],
    ['ERC20', TRON, false],
    ['TRC20', EVM, false],
    ['TON', SOLANA, false],
    ['SOLANA', TON, false],
  ])('%s %s → %s', (network, address, expected) => {
    expect(isValidAddress(network, address)).toBe(expected);
  });
});

describe('createAddressSchema', () => {
  it.each<[Network, unknown, unknown]>([
    ['TRC20', TRON, null],
    ['TRC20', ` ${TRON} `, null],
    ['TRC20', '', { key: 'validation.required' }],
    ['TRC20', EVM, { key: 'validation.address' }],
    ['TON', 'UQ-not-an-address', { key: 'validation.address' }],
  ])('%s %s', (network, value, expected) => {
    expect(firstMessage(createAddressSchema({ network }).safeParse(value))).toEqual(expected);
  });
});
