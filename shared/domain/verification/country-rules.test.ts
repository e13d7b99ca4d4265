import { flattenCatalogue } from '@ferry/locales';
import { catalogues } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MICA_RULES_SETTING,
  isMicaClosedCountry,
  micaCurrencyRefusal,
  parseMicaRules,
  residenceRulesWith,
  ruleResidence,
} from './country-rules';
import { DEFAULT_MICA_RULES, EEA_COUNTRIES, type MicaRule } from './mica-rules';
import { checkResidenceCountry } from './residence';

describe('ruleResidence: the verified residence outranks the account one', () => {
  it.each<[string | null | undefined, string | null | undefined, string | null]>([
    ['DE', 'UA', 'DE'],
    [' de ', null, 'DE'],
    [null, 'ua', 'UA'],
    [undefined, 'PL', 'PL'],
    ['', 'PL', 'PL'],
    ['  ', undefined, null],
    [null, null, null],
    ['RU', 'DE', 'RU'],
  ])('verified %j, account %j → %j', (verified, account, expected) => {
    expect(ruleResidence(verified, account)).toBe(expected);
  });
});

describe('residenceRulesWith: the defaults and the operator list together', () => {
  it.each<[readonly string[], string, boolean]>([
    [[], 'RU', false],
    [[], 'US', false],
    [[], 'UA', true],
    [['PL'], 'PL', false],
    [['PL'], 'KP', false],
    [['PL'], 'DE', true],
  ])('BLOCKED_COUNTRIES %j: %s allowed %s', (blocked, country, isAllowed) => {
    expect(checkResidenceCountry(country, residenceRulesWith(blocked)).isAllowed).toBe(isAllowed);
  });
});

describe('parseMicaRules', () => {
  it('the default setting is the domain default rule', () => {
    expect(parseMicaRules(DEFAULT_MICA_RULES_SETTING)).toEqual({
      isValid: true,
      rules: DEFAULT_MICA_RULES.map((rule) => ({ ...rule, countries: [...rule.countries] })),
    });
  });

  it.each<[string, MicaRule[]]>([
    ['', []],
    [' ; ', []],
    ['usdt : de , fr', [{ currencies: ['USDT'], countries: ['DE', 'FR'] }]],
    ['USDT,USDE:EEA', [{ currencies: ['USDT', 'USDE'], countries: [...EEA_COUNTRIES] }]],
    ['*:KP', [{ currencies: 'all', countries: ['KP'] }]],
    ['USDT:DE,DE', [{ currencies: ['USDT'], countries: ['DE'] }]],
    [
      'USDT:EEA;*:KP',
      [
        { currencies: ['USDT'], countries: [...EEA_COUNTRIES] },
        { currencies: 'all', countries: ['KP'] },
      ],
    ],
  ])('%j reads as %j', (text, rules) => {
    expect(parseMicaRules(text)).toEqual({ isValid: true, rules });
  });

  it.each(['USDT', 'USDT:', ':DE', 'USDT:Germany', 'USDT:DE:FR', '*,USDT:DE', 'US DT:DE', 'USDT:EUR'])(
    '%j is refused with a reason',
    (text) => {
      const parsed = parseMicaRules(text);
      expect(parsed.isValid).toBe(false);
      expect(parsed.isValid ? '' : parsed.reason).not.toBe('');
    },
  );
});

describe('micaCurrencyRefusal with the default rules', () => {
  const rules = DEFAULT_MICA_RULES;
  it.each<[string, string | null, boolean]>([
    ['USDT', 'DE', true],
    ['usdt', 'pl', true],
    ['USDT', 'LI', true],
    ['USDT', 'UA', false],
    ['USDT', 'CH', false],
    ['USDT', null, false],
    ['USDC', 'DE', false],
    ['EUR', 'FR', false],
    ['TON', 'IT', false],
  ])('%s for a resident of %j refused: %s', (currency, country, isRefused) => {
    expect(micaCurrencyRefusal(currency, country, rules) !== null).toBe(isRefused);
  });

  it('names the currency in the message, in every language', () => {
    const refusal = micaCurrencyRefusal('usdt', 'de', rules);
    expect(refusal).toEqual({
      code: 'MICA_COMPLIANCE_ERROR',
      currency: 'USDT',
      country: 'DE',
      message: { key: 'errors.messages.micaCurrencyRestricted', params: { currency: 'USDT' } },
    });
    for (const catalogue of Object.values(catalogues)) {
      const text = flattenCatalogue(catalogue)['errors.messages.micaCurrencyRestricted'];
      expect(text).toMatch(/MiCA/);
      expect(text).toContain('{{currency}}');
    }
  });

  it('no rule at all refuses nothing', () => {
    expect(micaCurrencyRefusal('USDT', 'DE', [])).toBeNull();
  });
});

describe('isMicaClosedCountry', () => {
  const rules: MicaRule[] = [
    { currencies: 'all', countries: ['YY'] },
    { currencies: ['USDT'], countries: ['DE'] },
  ];
  it.each<[string | null, boolean]>([
    ['YY', true],
    ['yy', true],
    ['DE', false],
    ['UA', false],
    [null, false],
  ])('%j closed: %s', (country, isClosed) => {
    expect(isMicaClosedCountry(country, rules)).toBe(isClosed);
  });
});
