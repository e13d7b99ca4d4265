import { describe, expect, it } from 'vitest';
import { isLuhnValid, luhnCheckDigit } from './luhn';

describe('Luhn', () => {
  it.each([
    ['424242424242424', '2'],
    ['400000000000000', '2'],
    ['555555555555444', '4'],
    ['7992739871', '3'],
  ])('%s completes with %s', (digits, check) => {
    expect(luhnCheckDigit(digits)).toBe(check);
    expect(isLuhnValid(digits + check)).toBe(true);
  });

  it.each(['4242424242424241', '12', 'abcd', '', '4242 4242 4242 4242'])('%j is not valid', (number) => {
    expect(isLuhnValid(number)).toBe(false);
  });
});
