import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../currencies/currency-catalogue';
import {
  AMOUNT_HEADROOM_DIGITS,
  AMOUNT_STORAGE_DIGITS,
  isAmountTextWithinBound,
  MAX_AMOUNT_INTEGER_DIGITS,
  MAX_CURRENCY_SCALE,
  maxAmountMinor,
  parseAmountMinor,
} from './amount-bound';

const nines = (count: number) => '9'.repeat(count);
const power = (exponent: number) => `1${'0'.repeat(exponent)}`;

describe('the bound on a client’s amount', () => {
  it.each([
    ['1', true],
    ['0.000000000000000001', true],
    [nines(24), true],
    [`${nines(24)}.${nines(18)}`, true],
    [`000${nines(24)}`, true],
    [`-${nines(24)}`, true],
    [power(24), false],
    [power(40), false],
    [power(78), false],
    [power(100), false],
    [`-${power(40)}`, false],
    ['1e100', true],
  ] as const)('%s is within the bound: %s', (text, expected) => {
    expect(isAmountTextWithinBound(text)).toBe(expected);
  });

  it.each([
    ['10.5', 2, { isValid: true, amountMinor: 1050n }],
    [nines(24), 2, { isValid: true, amountMinor: maxAmountMinor(2) - 99n }],
    [`${nines(24)}.${nines(18)}`, 18, { isValid: true, amountMinor: maxAmountMinor(18) }],
    [power(24), 2, { isValid: false, reason: 'too_large' }],
    [power(40), 6, { isValid: false, reason: 'too_large' }],
    [power(78), 0, { isValid: false, reason: 'too_large' }],
    [power(100), 18, { isValid: false, reason: 'too_large' }],
    ['0.001', 2, { isValid: false, reason: 'too_many_decimals' }],
    ['1e3', 2, { isValid: false, reason: 'invalid' }],
    ['', 2, { isValid: false, reason: 'invalid' }],
  ] as const)('%s at scale %i', (text, scale, expected) => {
    expect(parseAmountMinor(text, scale)).toEqual(expected);
  });

  it('keeps the largest amount of every currency inside numeric(78,0) with room to convert and add up', () => {
    expect(AMOUNT_HEADROOM_DIGITS).toBeGreaterThanOrEqual(30);
    for (const currency of CURRENCIES) {
      expect(currency.scale).toBeLessThanOrEqual(MAX_CURRENCY_SCALE);
      const digits = maxAmountMinor(currency.scale).toString().length;
      expect(digits).toBe(MAX_AMOUNT_INTEGER_DIGITS + currency.scale);
      expect(digits + AMOUNT_HEADROOM_DIGITS).toBeLessThanOrEqual(AMOUNT_STORAGE_DIGITS);
    }
  });
});
