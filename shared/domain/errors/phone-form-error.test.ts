import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import { phoneFormErrorKey } from './phone-form-error';

const english = flattenCatalogue(en);

describe('phoneFormErrorKey (spec 001 §8, phone form)', () => {
  it.each([
    ['NOT_ACCEPTABLE', 'errors.messages.tooManyRequests'],
    ['TOO_MANY_REQUESTS', 'errors.messages.tooManyRequests'],
    ['PHONE_CHANGE_LIMIT_EXCEEDED', 'errors.messages.phoneChangeLimit'],
    ['CONFLICT_ERROR', 'errors.phone.invalid'],
    ['VALIDATION_ERROR', 'errors.phone.invalid'],
    ['BAD_REQUEST', 'errors.phone.invalid'],
    ['UNPROCESSABLE_ENTITY', 'errors.phone.countryNotSupported'],
  ])('%s → %s', (code, key) => {
    expect(phoneFormErrorKey(code)).toBe(key);
  });

  it.each([
    ['errors.phone.invalid', 'Invalid phone number'],
    ['errors.phone.countryNotSupported', "The phone number's country is not supported"],
    [
      'errors.messages.phoneChangeLimit',
      "You've already changed your phone. You can update it again in 24 hours",
    ],
    ['errors.messages.tooManyRequests', 'Too many requests, please try again in a few seconds'],
  ])('%s reads "%s"', (key, text) => {
    expect(english[key]).toBe(text);
  });

  it.each([
    ['USER_BLOCKED', 'errors.USER_BLOCKED'],
    ['COUNTRY_NOT_ALLOWED', 'errors.COUNTRY_NOT_ALLOWED'],
    ['CONFLICT', 'errors.INTERNAL_ERROR'],
    ['SOMETHING_NEW', 'errors.INTERNAL_ERROR'],
    ['', 'errors.INTERNAL_ERROR'],
    ['toString', 'errors.INTERNAL_ERROR'],
  ])('any other code %j reads as everywhere else: %s', (code, key) => {
    expect(phoneFormErrorKey(code)).toBe(key);
  });
});
