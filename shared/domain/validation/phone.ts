import type { MessageKey } from '@ferry/locales';
import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { checkRequired, createStringRule, fail } from './rule';

/**
 * Anonymous messenger numbers (+888, Fragment) sit outside every numbering plan and belong to no
 * person a code can reach; spec 001 §5 refuses them. Spaces, brackets and dashes are ignored.
 */
const ANONYMOUS_NUMBER = /^\+888\d{4,12}$/;

export function isAnonymousMessengerNumber(value: string): boolean {
  return ANONYMOUS_NUMBER.test(value.replace(/[\s()-]/g, ''));
}

/** The text an anonymous number gets: the code's own, so the form and the server say the same. */
export const ANONYMOUS_NUMBER_KEY: MessageKey = 'errors.ANONYMOUS_NUMBER_NOT_ALLOWED';

interface PhoneOptions {
  /** Lets a number be typed without its +code; without it only international (E.164) form passes. */
  defaultCountry?: CountryCode;
}

/**
 * A phone number that fits its country's numbering plan. The default libphonenumber metadata
 * checks the length per country and type; the SMS code proves the rest. An anonymous messenger
 * number gets its own message rather than "invalid phone".
 */
export function createPhoneSchema({ defaultCountry }: PhoneOptions = {}) {
  return createStringRule(
    [
      checkRequired,
      (value) => {
        if (isAnonymousMessengerNumber(value)) return fail(ANONYMOUS_NUMBER_KEY);
        const isInternational = value.startsWith('+');
        if (!isInternational && !defaultCountry) return fail('validation.phone');
        const isValid = isInternational
          ? isValidPhoneNumber(value)
          : isValidPhoneNumber(value, defaultCountry);
        return isValid ? null : fail('validation.phone');
      },
    ],
    { shouldTrim: true },
  );
}

/**
 * A valid international number as stored (E.164) with the country it belongs to, or undefined
 * when it fits no numbering plan. The country is undefined for non-geographic codes.
 */
export function describePhone(value: string): { e164: string; country: string | undefined } | undefined {
  const parsed = parsePhoneNumberFromString(value.trim());
  if (!parsed?.isValid()) return undefined;
  return { e164: parsed.number, country: parsed.country };
}
