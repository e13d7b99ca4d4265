import { describe, expect, it } from 'vitest';
import {
  brandOf,
  fingerprintOf,
  formatExpiry,
  isSameHolder,
  maskCardNumber,
  parseExpiry,
} from './card-identity';

describe('card identity', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', null],
    ['6011111111111117', null],
  ])('reads the brand of %s as %s', (digits, brand) => {
    expect(brandOf(digits)).toBe(brand);
  });

  it('masks all but the first six and last four digits', () => {
    expect(maskCardNumber('4242424242424242')).toBe('424242******4242');
    expect(maskCardNumber('4222222222222')).toBe('422222***2222');
  });

  it('fingerprints the same card alike under one key and differently under another', () => {
    expect(fingerprintOf('4242424242424242', 'k1')).toBe(fingerprintOf('4242424242424242', 'k1'));
    expect(fingerprintOf('4242424242424242', 'k1')).not.toBe(fingerprintOf('4242424242424242', 'k2'));
    expect(fingerprintOf('4242424242424242', 'k1')).not.toContain('4242');
  });

  it('reads and writes MM / YY', () => {
    expect(parseExpiry('08 / 31')).toEqual({ month: 8, year: 2031 });
    expect(formatExpiry(8, 2031)).toBe('08 / 31');
  });

  it.each([
    ['ALICE EXAMPLE', 'Alice Example', true],
    ['EXAMPLE ALICE', 'Alice Example', true],
    ['ZOE LEFEVRE', 'Zoë Lefèvre', true],
    ['ANNE-MARIE O’NEIL', 'Anne Marie O Neil', true],
    ['ALICE EXAMPLES', 'Alice Example', false],
    ['ALICE', 'Alice Example', false],
    ['', '', false],
  ])('holder %j is the user %j: %s', (cardName, userName, isSame) => {
    expect(isSameHolder(cardName, userName)).toBe(isSame);
  });
});
