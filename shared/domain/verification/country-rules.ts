import type { Message } from '@ferry/locales';
import { checkMicaOffer, EEA_COUNTRIES, type MicaRule } from './mica-rules';
import { DEFAULT_RESTRICTED_COUNTRIES, normaliseCountryCode, type ResidenceRules } from './residence';

/**
 * The residence Ferry's country and MiCA rules apply to: the one verification established (the
 * provider's reading of a document, else the declared one) when there is one, else the account's
 * (a merchant's customer arrives with one). What the user proved outranks what a form carried.
 */
export function ruleResidence(verified: string | null | undefined, account: string | null | undefined) {
  const pick = verified?.trim() ? verified : account?.trim() ? account : null;
  return pick === null ? null : (normaliseCountryCode(pick) ?? pick.trim());
}

/** The domain's restricted countries and any the operator adds (BLOCKED_COUNTRIES). */
export function residenceRulesWith(blockedCountries: readonly string[]): ResidenceRules {
  return { restricted: [...new Set([...DEFAULT_RESTRICTED_COUNTRIES, ...blockedCountries])] };
}

/** The MiCA rule setting's default: USDT is not offered to residents of the EEA (docs/decisions.md). */
export const DEFAULT_MICA_RULES_SETTING = 'USDT:EEA';

/** Names a setting may use for a group of countries. */
const REGIONS: Readonly<Record<string, readonly string[]>> = { EEA: EEA_COUNTRIES };
const CURRENCY_CODE = /^[A-Z0-9]{2,10}$/;

export type MicaRulesParse = { isValid: true; rules: MicaRule[] } | { isValid: false; reason: string };

/**
 * Reads the MICA_RULES setting: rules separated by `;`, each `CURRENCIES:COUNTRIES`, both lists
 * comma-separated; `*` for the currencies closes every currency, `EEA` stands for its 30
 * countries. `USDT,USDE:EEA;*:KP` → USDT and USDe not offered in the EEA, nothing in KP. An empty
 * setting is no rule at all.
 */
export function parseMicaRules(text: string): MicaRulesParse {
  const rules: MicaRule[] = [];
  for (const entry of text.split(';')) {
    if (entry.trim() === '') continue;
    const parts = entry.split(':');
    if (parts.length !== 2)
      return { isValid: false, reason: `"${entry.trim()}" is not CURRENCIES:COUNTRIES` };
    const [currencyText = '', countryText = ''] = parts;
    const currencies = listOf(currencyText).map((code) => code.toUpperCase());
    if (currencies.length === 0) return { isValid: false, reason: `"${entry.trim()}" names no currency` };
    const isAll = currencies.includes('*');
    if (isAll && currencies.length > 1)
      return { isValid: false, reason: `"*" stands alone in "${entry.trim()}"` };
    const badCurrency = currencies.find((code) => code !== '*' && !CURRENCY_CODE.test(code));
    if (badCurrency) return { isValid: false, reason: `"${badCurrency}" is not a currency code` };
    const countries: string[] = [];
    for (const name of listOf(countryText)) {
      const region = REGIONS[name.toUpperCase()];
      const code = normaliseCountryCode(name);
      if (!region && code === null)
        return { isValid: false, reason: `"${name}" is neither a country code nor EEA` };
      countries.push(...(region ?? [code as string]));
    }
    if (countries.length === 0) return { isValid: false, reason: `"${entry.trim()}" names no country` };
    rules.push({ currencies: isAll ? 'all' : currencies, countries: [...new Set(countries)] });
  }
  return { isValid: true, rules };
}

function listOf(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Whether a rule closes every currency for a resident of `country`: the whole service is MiCA-closed there. */
export function isMicaClosedCountry(country: string | null | undefined, rules: readonly MicaRule[]): boolean {
  const code = country ? normaliseCountryCode(country) : null;
  return code !== null && rules.some((rule) => rule.currencies === 'all' && rule.countries.includes(code));
}

export type MicaCurrencyRefusal = {
  code: 'MICA_COMPLIANCE_ERROR';
  currency: string;
  country: string;
  message: Message;
};

/**
 * The refusal of giving `currency` to a resident of `country`, or null when the rules allow it. The
 * message names the currency and says what still works (selling or sending what the user holds),
 * so the user knows it is this coin, not their account, that is closed.
 */
export function micaCurrencyRefusal(
  currency: string,
  country: string | null | undefined,
  rules: readonly MicaRule[],
): MicaCurrencyRefusal | null {
  const check = checkMicaOffer(currency, country, rules);
  if (check.isAllowed) return null;
  const code = currency.toUpperCase();
  return {
    code: 'MICA_COMPLIANCE_ERROR',
    currency: code,
    country: check.country,
    message: { key: 'errors.messages.micaCurrencyRestricted', params: { currency: code } },
  };
}
