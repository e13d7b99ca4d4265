import { describe, expect, it } from 'vitest';
import { residenceRulesWith } from '../verification/country-rules';
import type { VerificationLevel } from '../verification/levels';
import { CARDS_PER_CURRENCY, checkCardIssue } from './card-issue';

const OK = {
  currency: 'EUR',
  level: 'verified' as VerificationLevel,
  residence: 'DE',
  openCardsInCurrency: 0,
};

describe('checkCardIssue', () => {
  it.each([
    ['EUR, verified, DE, none yet', OK, null],
    [
      'USD, full level, PL, two already',
      { ...OK, currency: 'USD', level: 'full', residence: 'pl', openCardsInCurrency: 2 },
      null,
    ],
    ['GBP', { ...OK, currency: 'GBP' }, ['VALIDATION_ERROR', 'cards.refusal.currency']],
    ['lower-case eur', { ...OK, currency: 'eur' }, ['VALIDATION_ERROR', 'cards.refusal.currency']],
    ['starter level', { ...OK, level: 'starter' }, ['ACCESS_DENIED', 'cards.refusal.verificationRequired']],
    ['basic level', { ...OK, level: 'basic' }, ['ACCESS_DENIED', 'cards.refusal.verificationRequired']],
    [
      'resident of US',
      { ...OK, residence: 'US' },
      ['COUNTRY_NOT_ALLOWED', 'errors.card.notAvailableInCountry'],
    ],
    [
      'resident of RU',
      { ...OK, residence: 'ru' },
      ['COUNTRY_NOT_ALLOWED', 'errors.card.notAvailableInCountry'],
    ],
    [
      'no residence',
      { ...OK, residence: null },
      ['COUNTRY_NOT_ALLOWED', 'errors.card.notAvailableInCountry'],
    ],
    [
      'blank residence',
      { ...OK, residence: ' ' },
      ['COUNTRY_NOT_ALLOWED', 'errors.card.notAvailableInCountry'],
    ],
    [
      'not a country code',
      { ...OK, residence: 'Germany' },
      ['COUNTRY_NOT_ALLOWED', 'errors.card.notAvailableInCountry'],
    ],
    [
      'limit reached',
      { ...OK, openCardsInCurrency: CARDS_PER_CURRENCY },
      ['CONFLICT_ERROR', 'errors.card.limitReached'],
    ],
    [
      'basic level and GBP: the currency first',
      { ...OK, currency: 'GBP', level: 'basic' },
      ['VALIDATION_ERROR', 'cards.refusal.currency'],
    ],
    [
      'limit reached in the US: the country first',
      { ...OK, residence: 'US', openCardsInCurrency: 9 },
      ['COUNTRY_NOT_ALLOWED', 'errors.card.notAvailableInCountry'],
    ],
  ] as const)('%s', (_name, request, expected) => {
    const result = checkCardIssue(request);
    if (expected === null) expect(result).toEqual({ isAllowed: true, currency: request.currency });
    else expect(result).toEqual({ isAllowed: false, refusal: { code: expected[0], key: expected[1] } });
  });

  it('honours a country the operator blocks', () => {
    const rules = residenceRulesWith(['DE']);
    expect(checkCardIssue({ ...OK, rules }).isAllowed).toBe(false);
    expect(checkCardIssue({ ...OK, residence: 'FR', rules }).isAllowed).toBe(true);
  });

  it('counts per currency: the limit is the last one allowed', () => {
    expect(checkCardIssue({ ...OK, openCardsInCurrency: CARDS_PER_CURRENCY - 1 }).isAllowed).toBe(true);
    expect(checkCardIssue({ ...OK, openCardsInCurrency: CARDS_PER_CURRENCY }).isAllowed).toBe(false);
  });
});
