import { describe, expect, it } from 'vitest';
import { type AmountFormatOptions, formatAmount, formatMoney } from './format-amount';

/** U+00A0, which Node 20's ICU prints between digit groups and before a trailing sign in uk, ru, pl. */
const NBSP = '\u00a0';

describe('formatAmount', () => {
  it.each<[bigint, number, string, string]>([
    [123_450n, 2, 'en', '1,234.50'],
    [123_450n, 2, 'uk', `1${NBSP}234,50`],
    [123_450n, 2, 'ru', `1${NBSP}234,50`],
    [123_450n, 2, 'pl', '1234,50'],
    [1_234_567_891n, 3, 'en', '1,234,567.891'],
    [1_234_567_891n, 3, 'uk', `1${NBSP}234${NBSP}567,891`],
    [1_234_567_891n, 3, 'ru', `1${NBSP}234${NBSP}567,891`],
    [1_234_567_891n, 3, 'pl', `1${NBSP}234${NBSP}567,891`],
    [0n, 2, 'en', '0.00'],
    [0n, 0, 'pl', '0,00'],
    [7n, 0, 'en', '7.00'],
    [1n, 2, 'en', '0.01'],
    [-150n, 2, 'en', '-1.50'],
    [-150n, 2, 'uk', '-1,50'],
    [1n, 18, 'en', '0.000000000000000001'],
    [1n, 18, 'ru', '0,000000000000000001'],
    [123_456_789_012_345_678n, 9, 'en', '123,456,789.012345678'],
    [
      123_456_789_012_345_678_901_234_567_890_123_456_789n,
      18,
      'en',
      '123,456,789,012,345,678,901.234567890123456789',
    ],
    [
      123_456_789_012_345_678_901_234_567_890_123_456_789n,
      18,
      'pl',
      `123${NBSP}456${NBSP}789${NBSP}012${NBSP}345${NBSP}678${NBSP}901,234567890123456789`,
    ],
    [10n ** 21n + 1n, 21, 'en', '1.00'],
  ])('%s at scale %i in %s → %s', (amountMinor, scale, locale, expected) => {
    expect(formatAmount(amountMinor, scale, locale)).toBe(expected);
  });

  it.each<[bigint, number, AmountFormatOptions, string]>([
    [500n, 2, { minimumFractionDigits: 0 }, '5'],
    [550n, 2, { minimumFractionDigits: 0 }, '5.5'],
    [123_456n, 4, { maximumFractionDigits: 2 }, '12.35'],
    [123_449n, 4, { maximumFractionDigits: 2 }, '12.34'],
    [-125n, 2, { maximumFractionDigits: 1 }, '-1.3'],
    [1n, 8, { maximumFractionDigits: 2 }, '0.00'],
    [5n, 0, { minimumFractionDigits: 4 }, '5.0000'],
    [5n, 0, { minimumFractionDigits: 30, maximumFractionDigits: 30 }, '5.00000000000000000000'],
    [5n, 0, { minimumFractionDigits: -3 }, '5'],
    [15n, 1, { minimumFractionDigits: 3, maximumFractionDigits: 1 }, '1.5'],
    [15n, 1, { maximumFractionDigits: Number.NaN }, '1.50'],
  ])('%s at scale %i with %j → %s', (amountMinor, scale, options, expected) => {
    expect(formatAmount(amountMinor, scale, 'en', options)).toBe(expected);
  });

  it('refuses an unknown locale tag', () => {
    expect(() => formatAmount(1n, 2, 'not a locale!')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each<[bigint, string, string, string]>([
    [1_250n, 'USD', 'en', '$12.50'],
    [1_250n, 'USD', 'uk', `12,50${NBSP}$`],
    [1_250n, 'USD', 'ru', `12,50${NBSP}$`],
    [1_250n, 'USD', 'pl', `12,50${NBSP}$`],
    [123_450n, 'EUR', 'en', '€1,234.50'],
    [123_450n, 'EUR', 'uk', `1${NBSP}234,50${NBSP}€`],
    [123_450n, 'EUR', 'ru', `1${NBSP}234,50${NBSP}€`],
    [123_450n, 'EUR', 'pl', `1234,50${NBSP}€`],
    [-150n, 'EUR', 'en', '-€1.50'],
    [-150n, 'EUR', 'pl', `-1,50${NBSP}€`],
    [99_900n, 'UAH', 'uk', `999,00${NBSP}₴`],
    [99_900n, 'UAH', 'en', '₴999.00'],
    [1_000n, 'PLN', 'pl', `10,00${NBSP}zł`],
    [1_000n, 'PLN', 'en', `zł${NBSP}10.00`],
    [50_000_000n, 'BTC', 'en', `0.50${NBSP}BTC`],
    [50_000_000n, 'BTC', 'pl', `0,50${NBSP}BTC`],
    [1_234_567_891n, 'TON', 'en', `1.234567891${NBSP}TON`],
    [1_234_567_891n, 'TON', 'uk', `1,234567891${NBSP}TON`],
    [1n, 'ETH', 'ru', `0,000000000000000001${NBSP}ETH`],
    [1_500_000n, 'USDT', 'en', `1.50${NBSP}USDT`],
    [10n ** 18n, 'USDe', 'en', `1.00${NBSP}USDe`],
    [10n ** 18n, '1INCH', 'pl', `1,00${NBSP}1INCH`],
  ])('%s %s in %s → %s', (amountMinor, code, locale, expected) => {
    expect(formatMoney(amountMinor, code, locale)).toBe(expected);
  });

  it('uses a given scale for a currency outside the catalogue', () => {
    expect(formatMoney(12_345n, 'XYZ', 'en', 3)).toBe(`12.345${NBSP}XYZ`);
  });

  it('overrides the catalogue scale when given', () => {
    expect(formatMoney(12_345n, 'USD', 'en', 3)).toBe('$12.345');
  });

  it('throws for an unknown currency without a scale', () => {
    expect(() => formatMoney(1n, 'XYZ', 'en')).toThrow(RangeError);
  });
});
