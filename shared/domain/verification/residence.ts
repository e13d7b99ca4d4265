/** ISO 3166-1 alpha-2, as the residence country is stored and declared. */
const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * Residence countries Ferry serves. `restricted` is refused whatever else says; `supported`,
 * when given, is the whole list of countries served and anything outside it is refused too.
 */
export interface ResidenceRules {
  restricted: readonly string[];
  supported?: readonly string[];
}

/**
 * Sanctioned jurisdictions and the United States, where Ferry holds no licence to serve residents:
 * the countries the catalogue already seeds as unsupported (docs/decisions.md, "Verification:
 * countries and MiCA").
 */
export const DEFAULT_RESTRICTED_COUNTRIES = ['US', 'RU', 'BY', 'IR', 'KP', 'SY', 'CU'] as const;

export const DEFAULT_RESIDENCE_RULES: ResidenceRules = { restricted: DEFAULT_RESTRICTED_COUNTRIES };

export type ResidenceCheck =
  | { isAllowed: true }
  | { isAllowed: false; code: 'COUNTRY_NOT_ALLOWED'; country: string };

/** "ua " → "UA"; null when it is no country code. */
export function normaliseCountryCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return COUNTRY_CODE.test(code) ? code : null;
}

/**
 * Whether a resident of `country` may be served (000 §6, 001 §6). A country not declared yet is
 * not refused: the first level asks for none. A value that is no country code is refused, as
 * nothing shows it is served.
 */
export function checkResidenceCountry(
  country: string | null | undefined,
  rules: ResidenceRules = DEFAULT_RESIDENCE_RULES,
): ResidenceCheck {
  if (country === null || country === undefined || country.trim() === '') return { isAllowed: true };
  const code = normaliseCountryCode(country);
  if (code === null) return { isAllowed: false, code: 'COUNTRY_NOT_ALLOWED', country };
  const isRestricted = rules.restricted.includes(code);
  const isOutsideSupported = rules.supported !== undefined && !rules.supported.includes(code);
  if (isRestricted || isOutsideSupported)
    return { isAllowed: false, code: 'COUNTRY_NOT_ALLOWED', country: code };
  return { isAllowed: true };
}
