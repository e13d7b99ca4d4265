import { isSEPACountry, isValidIBAN } from 'ibantools';
import type { ValidationKey } from './messages';
import { checkRequired, createStringRule, fail } from './rule';

/** The electronic form: spaces (as printed on statements) removed, letters upper-cased. */
function toElectronicIban(value: string): string {
  return value.replaceAll(' ', '').toUpperCase();
}

/** Where money in this currency may go beyond a valid IBAN: EUR to SEPA, UAH to Ukraine (spec 000 §5). */
const COUNTRY_RULES: Readonly<
  Record<string, { isAllowed: (country: string) => boolean; message: ValidationKey }>
> = {
  EUR: { isAllowed: isSEPACountry, message: 'validation.iban.sepaOnly' },
  UAH: { isAllowed: (country) => country === 'UA', message: 'validation.iban.ukrainianOnly' },
};

/**
 * An IBAN (checksum and country format by ibantools). EUR goes only to SEPA countries, UAH only
 * to Ukrainian IBANs; USD takes any valid IBAN but names the currency when it fails.
 */
export function createIbanSchema({ currency }: { currency?: string } = {}) {
  const invalidMessage: ValidationKey =
    currency === 'USD' ? 'validation.iban.usd' : 'validation.iban.invalid';
  const countryRule = currency ? COUNTRY_RULES[currency] : undefined;
  return createStringRule(
    [
      checkRequired,
      (value) => {
        const iban = toElectronicIban(value);
        if (!isValidIBAN(iban)) return fail(invalidMessage);
        if (countryRule && !countryRule.isAllowed(iban.slice(0, 2))) return fail(countryRule.message);
        return null;
      },
    ],
    { shouldTrim: true },
  );
}
