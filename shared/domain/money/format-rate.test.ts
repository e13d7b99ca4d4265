import { describe, expect, it } from 'vitest';
import { formatRate } from './format-rate';

describe('formatRate', () => {
  it.each([
    ['1.07639984771145751', 'en', '1.0764'],
    ['1.07639984771145751', 'pl', '1,0764'],
    ['0.928999', 'en', '0.928999'],
    ['0.9289995', 'en', '0.929'],
    ['0.0000098123456', 'en', '0.00000981235'],
    ['41234.56789', 'en', '41,234.6'],
    ['41234.56789', 'uk', '41 234,6'],
    ['1234567.89', 'en', '1,234,568'],
    ['2', 'en', '2'],
    ['1.5', 'ru', '1,5'],
  ])('writes %s in %s as %s', (rate, locale, expected) => {
    expect(formatRate(rate, locale).replace(/\u00a0|\u202f/g, ' ')).toBe(expected);
  });

  it('keeps a text it cannot read as it is', () => {
    expect(formatRate('not-a-rate', 'en')).toBe('not-a-rate');
  });
});
