import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal, minorToFixed, rescaleMinor } from './decimal';

describe('decimalToMinor', () => {
  it.each([
    ['12.5', 2, 1250n],
    ['0.01', 2, 1n],
    ['-0.01', 2, -1n],
    ['1', 0, 1n],
    ['0.000000001', 9, 1n],
    ['1.10', 1, 11n],
    ['007.5', 2, 750n],
    [' 3 ', 2, 300n],
    [
      '123456789012345678901234567890.123456789012345678',
      18,
      123456789012345678901234567890123456789012345678n,
    ],
  ] as const)('%s at scale %i → %s', (text, scale, expected) => {
    expect(decimalToMinor(text, scale)).toBe(expected);
  });

  it.each([
    ['0.001', 2],
    ['1e5', 2],
    ['1,5', 2],
    ['.5', 2],
    ['5.', 2],
    ['', 2],
    ['+1', 2],
    ['NaN', 2],
    ['1.5', 0],
  ] as const)('%j at scale %i is refused', (text, scale) => {
    expect(decimalToMinor(text, scale)).toBeNull();
  });
});

describe('minorToDecimal', () => {
  it.each([
    [1250n, 2, '12.5'],
    [1n, 2, '0.01'],
    [-1n, 2, '-0.01'],
    [300n, 2, '3'],
    [0n, 9, '0'],
    [1n, 18, '0.000000000000000001'],
    [5n, 0, '5'],
  ] as const)('%s at scale %i → %s', (minor, scale, expected) => {
    expect(minorToDecimal(minor, scale)).toBe(expected);
  });

  it('round-trips every scale', () => {
    for (let scale = 0; scale <= 18; scale += 1) {
      for (const minor of [0n, 1n, -7n, 10n ** 20n + 3n]) {
        expect(decimalToMinor(minorToDecimal(minor, scale), scale)).toBe(minor);
      }
    }
  });
});

describe('minorToFixed', () => {
  it.each([
    [1250n, 2, 2, '12.50'],
    [1n, 8, 2, '0.00'],
    [123456789n, 8, 4, '1.2345'],
    [-5n, 2, 1, '0.0'],
    [-150n, 2, 2, '-1.50'],
    [7n, 0, 2, '7.00'],
  ] as const)('%s at scale %i with %i digits → %s', (minor, scale, digits, expected) => {
    expect(minorToFixed(minor, scale, digits)).toBe(expected);
  });
});

describe('rescaleMinor', () => {
  it.each([
    [125n, 2, 4, 12500n],
    [125n, 2, 1, 13n],
    [124n, 2, 1, 12n],
    [-125n, 2, 1, -13n],
    [1_000_000_000_000_000_005n, 18, 6, 1_000_000n],
    [999_999_500_000_000_000n, 18, 6, 1_000_000n],
  ] as const)('%s from %i to %i → %s', (minor, from, to, expected) => {
    expect(rescaleMinor(minor, from, to)).toBe(expected);
  });
});
