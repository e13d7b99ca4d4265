import { describe, expect, it } from 'vitest';
import { numberSeparators, parseLocaleAmount } from './locale-number';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('numberSeparators', () => {
  it.each([
    ['en', { decimal: '.', group: ',' }],
    ['uk', { decimal: ',', group: NBSP }],
    ['ru', { decimal: ',', group: NBSP }],
    ['pl', { decimal: ',', group: NBSP }],
    ['de', { decimal: ',', group: '.' }],
  ])('%s → %j', (locale, expected) => {
    expect(numberSeparators(locale)).toEqual(expected);
  });
});

describe('parseLocaleAmount', () => {
  it.each<[string, string, number, bigint]>([
    ['12.5', 'en', 2, 1250n],
    ['1,234.56', 'en', 2, 123_456n],
    ['1,234,567', 'en', 2, 123_456_700n],
    ['1 234.5', 'en', 2, 123_450n],
    ['  7  ', 'en', 2, 700n],
    ['0', 'en', 2, 0n],
    ['007.50', 'en', 2, 750n],
    ['.5', 'en', 2, 50n],
    ['5.', 'en', 2, 500n],
    ['5.', 'en', 0, 5n],
    ['12,5', 'uk', 2, 1250n],
    ['12.5', 'uk', 2, 1250n],
    [`1${NBSP}234,56`, 'uk', 2, 123_456n],
    ['1 234,56', 'ru', 2, 123_456n],
    [`1${NNBSP}234,56`, 'ru', 2, 123_456n],
    ['1234,56', 'pl', 2, 123_456n],
    [`1${NBSP}234${NBSP}567,891`, 'pl', 3, 1_234_567_891n],
    [',5', 'pl', 2, 50n],
    ['0,000000000000000001', 'pl', 18, 1n],
    [
      '123456789012345678901234567890.123456789012345678',
      'en',
      18,
      123456789012345678901234567890123456789012345678n,
    ],
    ['1.234,5', 'de', 2, 123_450n],
    ['1234,5', 'de', 2, 123_450n],
  ])('%j in %s at scale %i → %s', (text, locale, scale, expected) => {
    expect(parseLocaleAmount(text, locale, scale)).toBe(expected);
  });

  it.each<[string, string, number]>([
    ['', 'en', 2],
    ['   ', 'en', 2],
    ['.', 'en', 2],
    [',', 'pl', 2],
    ['abc', 'en', 2],
    ['12a', 'en', 2],
    ['1e5', 'en', 2],
    ['-5', 'en', 2],
    ['+5', 'en', 2],
    ['$5', 'en', 2],
    ['1.2.3', 'en', 2],
    ['1,5', 'en', 2],
    ['12,34,567', 'en', 2],
    ['1,2345', 'en', 2],
    [',123', 'en', 2],
    ['1,', 'en', 2],
    ['1 23', 'uk', 2],
    ['1,5.5', 'pl', 2],
    ['1,5,5', 'pl', 2],
    ['1.5,5', 'uk', 2],
    ['1,234 5', 'ru', 2],
    ['0.001', 'en', 2],
    ['1.10', 'en', 1],
    ['1.5', 'en', 0],
    ['1.5', 'de', 2],
    ['١٢', 'en', 2],
    ['Infinity', 'en', 2],
    ['NaN', 'en', 2],
  ])('%j in %s at scale %i is refused', (text, locale, scale) => {
    expect(parseLocaleAmount(text, locale, scale)).toBeNull();
  });

  it.each(['en', 'uk', 'ru', 'pl'])('reads back what %s formats', (locale) => {
    const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 20 });
    for (const text of ['1234567.891', '0.5', '1000', '98765.4321']) {
      const expected = parseLocaleAmount(text, 'en', 4);
      expect(parseLocaleAmount(format.format(text as `${number}`), locale, 4)).toBe(expected);
    }
  });
});
