import { describe, expect, it } from 'vitest';
import { formatTokenAmountShort, shortFractionDigits } from './token-amount';

// Lists and balances show up to four significant fractional digits, cut toward zero, not
// "3,494119999 TON"; the exact amount stays one tap away.
describe('a token amount in its short form', () => {
  it.each([
    {
      name: 'nine decimals of TON',
      amount: 3_494_119_999n,
      decimals: 9,
      locale: 'en',
      text: '3.4941\u00a0TON',
      isShortened: true,
    },
    {
      name: 'the same in Polish',
      amount: 3_494_119_999n,
      decimals: 9,
      locale: 'pl',
      text: '3,4941\u00a0TON',
      isShortened: true,
    },
    {
      name: 'a round amount keeps two decimals',
      amount: 1_500_000_000n,
      decimals: 9,
      locale: 'en',
      text: '1.50\u00a0TON',
      isShortened: false,
    },
    {
      name: 'a small amount keeps four significant digits',
      amount: 123_456n,
      decimals: 9,
      locale: 'en',
      text: '0.0001234\u00a0TON',
      isShortened: true,
    },
    {
      name: 'the smallest unit is shown whole',
      amount: 1n,
      decimals: 9,
      locale: 'en',
      text: '0.000000001\u00a0TON',
      isShortened: false,
    },
    { name: 'zero', amount: 0n, decimals: 9, locale: 'en', text: '0.00\u00a0TON', isShortened: false },
    {
      name: 'a large amount is grouped',
      amount: 12_345_678_912_345n,
      decimals: 9,
      locale: 'en',
      text: '12,345.6789\u00a0TON',
      isShortened: true,
    },
    {
      name: 'USDT with six decimals',
      amount: 104_689_952n,
      decimals: 6,
      locale: 'en',
      text: '104.6899\u00a0USDT',
      isShortened: true,
    },
    {
      name: 'a token without decimals',
      amount: 42n,
      decimals: 0,
      locale: 'en',
      text: '42.00\u00a0PEPE',
      isShortened: false,
    },
  ])('$name', ({ amount, decimals, locale, text, isShortened }) => {
    const symbol = text.split('\u00a0')[1] ?? '';
    expect(formatTokenAmountShort(amount, decimals, symbol, locale)).toEqual({ text, isShortened });
  });

  it.each([
    [3_494_119_999n, 9, 4],
    [3_000_000_000n, 9, 2],
    [100_000_000n, 9, 4],
    [10_000_000n, 9, 5],
    [5n, 2, 2],
    [-3_494_119_999n, 9, 4],
  ])('keeps %s (%s decimals) to %s decimals', (amount, decimals, expected) => {
    expect(shortFractionDigits(amount, decimals)).toBe(expected);
  });
});
