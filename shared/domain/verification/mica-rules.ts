import type { Message } from '@ferry/locales';
import { normaliseCountryCode } from './residence';

/** The European Economic Area: the 27 EU members, Iceland, Liechtenstein and Norway. */
export const EEA_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
] as const;

/** Currencies not offered to residents of some countries; `all` closes every currency there. */
export interface MicaRule {
  currencies: readonly string[] | 'all';
  countries: readonly string[];
}

/**
 * ESMA's reading of MiCA: a stablecoin whose issuer holds no MiCA authorisation (USDT) may not be
 * offered to the public by a crypto-asset service provider in the EEA (docs/decisions.md).
 */
export const DEFAULT_MICA_RULES: readonly MicaRule[] = [{ currencies: ['USDT'], countries: EEA_COUNTRIES }];

export type MicaCheck =
  | { isAllowed: true }
  | { isAllowed: false; code: 'MICA_COMPLIANCE_ERROR'; currency: string; country: string; message: Message };

/** "A MiCA restriction for the user's country" (000 §8, 001 §8). */
const MICA_MESSAGE: Message = { key: 'errors.messages.micaRestricted' };

/**
 * Whether `currency` may be offered to a resident of `country`. A residence not declared yet
 * matches no rule: the rules speak of residents.
 */
export function checkMicaOffer(
  currency: string,
  country: string | null | undefined,
  rules: readonly MicaRule[] = DEFAULT_MICA_RULES,
): MicaCheck {
  const code = country ? normaliseCountryCode(country) : null;
  if (code === null) return { isAllowed: true };
  const isClosed = rules.some((rule) => rule.countries.includes(code) && coversCurrency(rule, currency));
  if (!isClosed) return { isAllowed: true };
  return { isAllowed: false, code: 'MICA_COMPLIANCE_ERROR', currency, country: code, message: MICA_MESSAGE };
}

/** The currencies of `offered` a resident of `country` may use, for lists that hide the rest. */
export function micaOfferedCurrencies(
  offered: readonly string[],
  country: string | null | undefined,
  rules: readonly MicaRule[] = DEFAULT_MICA_RULES,
): string[] {
  return offered.filter((currency) => checkMicaOffer(currency, country, rules).isAllowed);
}

function coversCurrency(rule: MicaRule, currency: string): boolean {
  return rule.currencies === 'all' || rule.currencies.includes(currency.toUpperCase());
}
