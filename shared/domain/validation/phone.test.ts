import { describe, expect, it } from 'vitest';
import { firstMessage } from './messages';
import { createPhoneSchema, describePhone, isAnonymousMessengerNumber } from './phone';

const INVALID = { key: 'validation.phone' };

describe('createPhoneSchema', () => {
  it.each([
    ['Ukrainian mobile, E.164', {}, '+380501234567', null],
    ['with spaces', {}, '+380 50 123 45 67', null],
    ['Polish mobile', {}, '+48501234567', null],
    ['US number', {}, '+14155552671', null],
    ['UK number', {}, '+442079460958', null],
    ['national form with a default country', { defaultCountry: 'UA' }, '0501234567', null],
    ['international form with a default country', { defaultCountry: 'PL' }, '+380501234567', null],
    ['empty', {}, '', { key: 'validation.required' }],
    ['national form without a default country', {}, '0501234567', INVALID],
    ['too short', {}, '+38050123', INVALID],
    ['unknown country code', {}, '+999123456789', INVALID],
    ['national form too short for the country', { defaultCountry: 'UA' }, '050123', INVALID],
    ['letters', {}, 'phone', INVALID],
    ['an anonymous messenger number', {}, '+88812345678', { key: 'errors.ANONYMOUS_NUMBER_NOT_ALLOWED' }],
    ['an anonymous number as typed', {}, '+888 0123 4567', { key: 'errors.ANONYMOUS_NUMBER_NOT_ALLOWED' }],
    [
      'anonymous with a default country',
      { defaultCountry: 'UA' },
      '+888 0123 4567',
      { key: 'errors.ANONYMOUS_NUMBER_NOT_ALLOWED' },
    ],
    ['+888 too short to be one is just invalid', {}, '+888123', INVALID],
  ] as const)('%s', (_name, options, value, expected) => {
    expect(firstMessage(createPhoneSchema(options).safeParse(value))).toEqual(expected);
  });
});

describe('describePhone', () => {
  it.each([
    ['E.164', '+380501234567', { e164: '+380501234567', country: 'UA' }],
    ['spaces and dashes', ' +48 501-234-567 ', { e164: '+48501234567', country: 'PL' }],
    ['a NANP number', '+1 415 555 2671', { e164: '+14155552671', country: 'US' }],
    ['a number of no plan', '+999123456789', undefined],
    ['an anonymous messenger number', '+88812345678', undefined],
    ['national form', '0501234567', undefined],
    ['letters', 'phone', undefined],
  ] as const)('%s', (_name, value, expected) => {
    expect(describePhone(value)).toEqual(expected);
  });
});

describe('isAnonymousMessengerNumber', () => {
  it.each([
    ['E.164', '+88812345678', true],
    ['as typed with spaces', '+888 0123 4567', true],
    ['with brackets and dashes', '+888 (0123) 45-67', true],
    ['a regular number', '+380501234567', false],
    ['888 without the plus', '88812345678', false],
    ['+888 with too few digits', '+888123', false],
  ] as const)('%s', (_name, value, expected) => {
    expect(isAnonymousMessengerNumber(value)).toBe(expected);
  });
});
