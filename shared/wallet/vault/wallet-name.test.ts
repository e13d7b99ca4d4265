import { describe, expect, it } from 'vitest';
import { checkWalletName, nextWalletName, normalizeWalletName } from './wallet-name';

const WALLETS = [
  { id: 'a', name: 'Main' },
  { id: 'b', name: 'Savings' },
];

describe('wallet names', () => {
  it.each<[string, string | undefined, ReturnType<typeof checkWalletName>]>([
    ['Daily', undefined, null],
    ['Ab', undefined, null],
    ['A', undefined, 'INVALID_WALLET_NAME'],
    ['  A  ', undefined, 'INVALID_WALLET_NAME'],
    ['x'.repeat(50), undefined, null],
    ['x'.repeat(51), undefined, 'INVALID_WALLET_NAME'],
    ['Tab\tname', undefined, null], // inner whitespace folds to one space
    ['Bell\u0007name', undefined, 'INVALID_WALLET_NAME'],
    ['main', undefined, 'WALLET_NAME_TAKEN'],
    [' SAVINGS ', undefined, 'WALLET_NAME_TAKEN'],
    ['Main', 'a', null], // its own name
    ['Savings', 'a', 'WALLET_NAME_TAKEN'],
    ['Гаманець', undefined, null],
  ])('%j (own id %s) → %s', (name, ownId, expected) => {
    expect(checkWalletName(name, WALLETS, ownId)).toBe(expected);
  });

  it('normalises spacing', () => {
    expect(normalizeWalletName('  My   wallet ')).toBe('My wallet');
  });

  it('suggests the first free numbered name', () => {
    expect(nextWalletName('Wallet', [])).toBe('Wallet 1');
    expect(nextWalletName('Wallet', [{ name: 'wallet 1' }, { name: 'Wallet 3' }])).toBe('Wallet 2');
  });
});
