import { describe, expect, it } from 'vitest';
import {
  checkResidenceCountry,
  DEFAULT_RESTRICTED_COUNTRIES,
  normaliseCountryCode,
  type ResidenceCheck,
  type ResidenceRules,
} from './residence';

describe('checkResidenceCountry with the defaults', () => {
  it.each(DEFAULT_RESTRICTED_COUNTRIES)('%s is COUNTRY_NOT_ALLOWED', (country) => {
    expect(checkResidenceCountry(country)).toEqual({
      isAllowed: false,
      code: 'COUNTRY_NOT_ALLOWED',
      country,
    });
  });

  it.each<[string | null | undefined, ResidenceCheck]>([
    ['UA', { isAllowed: true }],
    ['PL', { isAllowed: true }],
    ['de', { isAllowed: true }],
    [' ru ', { isAllowed: false, code: 'COUNTRY_NOT_ALLOWED', country: 'RU' }],
    [null, { isAllowed: true }],
    [undefined, { isAllowed: true }],
    ['', { isAllowed: true }],
    ['Russia', { isAllowed: false, code: 'COUNTRY_NOT_ALLOWED', country: 'Russia' }],
    ['U1', { isAllowed: false, code: 'COUNTRY_NOT_ALLOWED', country: 'U1' }],
  ])('%j → %j', (country, expected) => {
    expect(checkResidenceCountry(country)).toEqual(expected);
  });
});

describe('checkResidenceCountry with rules of its own', () => {
  const rules: ResidenceRules = { restricted: ['XX'], supported: ['UA', 'PL', 'XX'] };

  it.each<[string, boolean]>([
    ['UA', true],
    ['PL', true],
    ['XX', false],
    ['DE', false],
    ['RU', false],
  ])('%s allowed: %s', (country, isAllowed) => {
    expect(checkResidenceCountry(country, rules).isAllowed).toBe(isAllowed);
  });

  it('an empty restricted list without a supported list serves everyone', () => {
    expect(checkResidenceCountry('RU', { restricted: [] }).isAllowed).toBe(true);
  });
});

describe('normaliseCountryCode', () => {
  it.each<[string, string | null]>([
    ['ua', 'UA'],
    [' PL ', 'PL'],
    ['UKR', null],
    ['', null],
    ['1A', null],
  ])('%j → %j', (value, code) => {
    expect(normaliseCountryCode(value)).toBe(code);
  });
});
