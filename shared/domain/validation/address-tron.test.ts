import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { isValidTronAddress } from './address-tron';

const base58check = createBase58check(sha256);
const ACCOUNT_ID = Uint8Array.from({ length: 20 }, (_, index) => index + 1);

function encodeTron(versionByte: number, id: Uint8Array): string {
  return base58check.encode(Uint8Array.from([versionByte, ...id]));
}

describe('isValidTronAddress', () => {
  it.each([
    ['USDT contract', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['WTRX contract', 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR'],
    ['another account', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
    ['built from a 20-byte id', encodeTron(0x41, ACCOUNT_ID)],
  ])('accepts %s', (_name, value) => {
    expect(isValidTronAddress(value)).toBe(true);
  });

  it.each([
    ['last character changed (checksum)', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['middle character changed', 'TR7NHqjeKQxGTCi8q9ZY4pL8otSzgjLj6t'],
    ['one character short', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6'],
    ['lower-case first letter', 'tR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['wrong version byte', encodeTron(0x40, ACCOUNT_ID)],
    ['19-byte id', encodeTron(0x41, ACCOUNT_ID.slice(1))],
    ['base58 zero', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60'],
    ['an EVM address', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
  ])('rejects %s', (_name, value) => {
    expect(isValidTronAddress(value)).toBe(false);
  });
});
