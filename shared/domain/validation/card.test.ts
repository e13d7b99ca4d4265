import { describe, expect, it } from 'vitest';
import { cardCvvLength, cardNumberSchema, createCardExpirySchema, isCompleteCardNumber } from './card';
import { firstMessage } from './messages';

describe('cardNumberSchema', () => {
  const INVALID = { key: 'validation.card.number' };
  it.each([
    ['Visa in groups', '4111 1111 1111 1111', null],
    ['Visa without spaces', '4111111111111111', null],
    ['Mastercard', '5555555555554444', null],
    ['Amex, 15 digits', '3782 822463 10005', null],
    ['13 digits', '4222222222222', null],
    ['19 digits', '4000000000000000006', null],
    ['empty', '', { key: 'validation.required' }],
    ['Luhn fails', '4111 1111 1111 1112', INVALID],
    ['dashes', '4111-1111-1111-1111', INVALID],
    ['12 digits', '411111111116', INVALID],
    ['20 digits', '41111111111111111113', INVALID],
    ['a letter', '4111 1111 1111 111a', INVALID],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(cardNumberSchema.safeParse(value))).toEqual(expected);
  });
});

describe('createCardExpirySchema', () => {
  const INVALID = { key: 'validation.card.expiry' };
  const MID_JUNE_2025 = new Date('2025-06-15T12:00:00Z');
  it.each([
    ['this month', MID_JUNE_2025, '06 / 25', null],
    ['next year', MID_JUNE_2025, '01 / 26', null],
    ['exactly 20 years ahead', MID_JUNE_2025, '06 / 45', null],
    ['last second of the month', new Date('2025-06-30T23:59:59Z'), '06 / 25', null],
    ['empty', MID_JUNE_2025, '', { key: 'validation.required' }],
    ['last month', MID_JUNE_2025, '05 / 25', INVALID],
    ['first moment of the next month', new Date('2025-07-01T00:00:00Z'), '06 / 25', INVALID],
    ['more than 20 years ahead', MID_JUNE_2025, '07 / 45', INVALID],
    ['month 13', MID_JUNE_2025, '13 / 26', INVALID],
    ['month 00', MID_JUNE_2025, '00 / 26', INVALID],
    ['no spaces', MID_JUNE_2025, '06/26', INVALID],
    ['one-digit month', MID_JUNE_2025, '6 / 26', INVALID],
    ['four-digit year', MID_JUNE_2025, '06 / 2026', INVALID],
  ])('%s', (_name, now, value, expected) => {
    expect(firstMessage(createCardExpirySchema({ now }).safeParse(value))).toEqual(expected);
  });
});

describe('isCompleteCardNumber (the form moves on by itself)', () => {
  it.each([
    ['Visa, 16 digits, valid', '4111 1111 1111 1111', true],
    ['Visa, 15 digits typed so far', '4111 1111 1111 111', false],
    ['Visa, 16 digits, wrong checksum', '4111 1111 1111 1112', false],
    ['Mastercard 5xxx, 16 digits', '5555 5555 5555 4444', true],
    ['Mastercard 2xxx, 16 digits', '2223 0031 2200 3222', true],
    ['Amex, 15 digits', '3782 822463 10005', true],
    ['Amex, 14 digits', '3782 8224 6310 00', false],
    ['Diners, 14 digits', '3056 9309 0259 04', true],
    // Maestro runs 12 to 19 digits: a valid 16-digit prefix may still grow, so only 19 is whole.
    ['Maestro, 16 valid digits', '6759 6498 2643 8453', false],
    ['Maestro, 19 digits', '6759 5600 4500 5727 054', true],
    ['empty', '', false],
  ])('%s', (_name, value, expected) => {
    expect(isCompleteCardNumber(value)).toBe(expected);
  });
});

describe('cardCvvLength', () => {
  it('4 for Amex, 3 for the others', () => {
    expect(cardCvvLength('3782 822463 10005')).toBe(4);
    expect(cardCvvLength('4111 1111 1111 1111')).toBe(3);
    expect(cardCvvLength('')).toBe(3);
  });
});
