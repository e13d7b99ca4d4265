import { getCountries } from 'libphonenumber-js';

export interface CountryOption {
  code: string;
  name: string;
}

/** The country's name in `language` (Intl's CLDR names), or its code where the engine has none. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Every country with a numbering plan (libphonenumber's list, which is every ISO 3166 country
 * people live in), named in the user's language and sorted as that language sorts.
 */
export function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
