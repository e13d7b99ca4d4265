import { describe, expect, it } from 'vitest';
import { minorToDecimal } from './decimal';
import { readsDecimalStringsExactly, spliceAmountParts } from './splice-amount-parts';

const LOCALES = ['en', 'uk', 'ru', 'pl'];
const AMOUNTS: [bigint, number][] = [
  [0n, 2],
  [1n, 2],
  [-1n, 2],
  [123_450n, 2],
  [-123_450n, 2],
  [1_234_567_891n, 3],
  [5n, 0],
  [1n, 18],
  [-1n, 18],
  [123_456_789_012_345_678_901_234_567_890_123_456_789n, 18],
  [999_999_999_999_999_999_999n, 21],
  [10n ** 21n + 1n, 21],
  [-5n, 3],
];
const FORMATS: [string, Intl.NumberFormatOptions][] = [
  ['at least 2 and at most 20 digits', { minimumFractionDigits: 2, maximumFractionDigits: 20 }],
  ['0 to 20 digits', { minimumFractionDigits: 0, maximumFractionDigits: 20 }],
  ['exactly 2 digits', { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  ['no digits', { minimumFractionDigits: 0, maximumFractionDigits: 0 }],
  [
    'euro with 2 to 20 digits',
    { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 20 },
  ],
  ['dollar with exactly 2 digits', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }],
];

describe('readsDecimalStringsExactly', () => {
  it('holds on Node 20', () => {
    expect(readsDecimalStringsExactly()).toBe(true);
  });
});

describe('spliceAmountParts', () => {
  describe.each(FORMATS)('%s', (_name, options) => {
    it.each(LOCALES)('prints in %s what Intl prints for the exact decimal string', (locale) => {
      const formatter = new Intl.NumberFormat(locale, options);
      for (const [amountMinor, scale] of AMOUNTS) {
        const spliced = spliceAmountParts(formatter, amountMinor, scale)
          .map((part) => part.value)
          .join('');
        expect(spliced).toBe(formatter.format(minorToDecimal(amountMinor, scale) as `${number}`));
      }
    });
  });

  it.each<[bigint, number, string]>([
    [
      123_456_789_012_345_678_901_234_567_890_123_456_789n,
      18,
      '123,456,789,012,345,678,901.234567890123456789',
    ],
    [125n, 2, '1.25'],
    [-150n, 2, '-1.50'],
    [1n, 21, '0.00'],
    [-1n, 21, '-0.00'],
    [5n, 0, '5.00'],
  ])('%s at scale %i → %s', (amountMinor, scale, expected) => {
    const formatter = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 20 });
    expect(
      spliceAmountParts(formatter, amountMinor, scale)
        .map((part) => part.value)
        .join(''),
    ).toBe(expected);
  });
});
