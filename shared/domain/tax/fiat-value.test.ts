import { describe, expect, it } from 'vitest';
import { parseRatio } from '../money/quote-math';
import { crossPrice, fiatValueMinor } from './fiat-value';

describe('fiatValueMinor', () => {
  it.each<[string, bigint, number, string, number, bigint]>([
    // 1.5 TON (9 digits) at 2.40 EUR = 3.60 EUR.
    ['a crypto amount', 1_500_000_000n, 9, '2.4', 2, 360n],
    // 0.333 USDT (6 digits) at 0.9 = 0.2997 → 0.30 (half up).
    ['rounds half up', 333_000n, 6, '0.9', 2, 30n],
    // 0.005 EUR-worth rounds to 0.01; 0.0049 to 0.00.
    ['exactly half a cent goes up', 5_000n, 6, '1', 2, 1n],
    ['under half a cent goes down', 4_900n, 6, '1', 2, 0n],
    // −10.00 USD at 0.92 = −9.20 EUR.
    ['a negative amount keeps its sign', -1_000n, 2, '0.92', 2, -920n],
  ])('%s', (_name, amount, fromScale, price, toScale, expected) => {
    expect(fiatValueMinor(amount, fromScale, parseRatio(price), toScale)).toBe(expected);
  });
});

describe('crossPrice', () => {
  it('divides the two reference prices', () => {
    // TON at 2.76 USD, EUR at 1.15 USD: 2.76 / 1.15 = 2.4 EUR per TON.
    const price = crossPrice(parseRatio('2.76'), parseRatio('1.15'));
    expect(fiatValueMinor(1_000_000_000n, 9, price, 2)).toBe(240n);
  });
});
