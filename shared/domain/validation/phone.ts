import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { checkRequired, createStringRule, fail } from './rule';

interface PhoneOptions {
  /** Lets a number be typed without its +code; without it only international (E.164) form passes. */
  defaultCountry?: CountryCode;
}

/**
 * A phone number that fits its country's numbering plan. The default libphonenumber metadata
 * checks the length per country and type; the SMS code proves the rest.
 */
export function createPhoneSchema({ defaultCountry }: PhoneOptions = {}) {
  return createStringRule(
    [
      checkRequired,
      (value) => {
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
