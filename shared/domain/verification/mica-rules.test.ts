import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import { checkMicaOffer, EEA_COUNTRIES, type MicaRule, micaOfferedCurrencies } from './mica-rules';

const english = flattenCatalogue(en);

describe('checkMicaOffer with the defaults', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['USDT', 'DE', false],
    ['usdt', 'pl', false],
    ['USDT', 'NO', false],
    ['USDT', 'UA', true],
    ['USDT', 'GB', true],
    ['USDT', null, true],
    ['USDT', undefined, true],
    ['USDC', 'DE', true],
    ['EURC', 'FR', true],
    ['BTC', 'DE', true],
  ])('%s for a resident of %j: allowed %s', (currency, country, isAllowed) => {
    expect(checkMicaOffer(currency, country).isAllowed).toBe(isAllowed);
  });

  it('a refusal carries MICA_COMPLIANCE_ERROR, the currency, the country and the spec message', () => {
    const result = checkMicaOffer('USDT', ' de ');
    expect(result).toEqual({
      isAllowed: false,
      code: 'MICA_COMPLIANCE_ERROR',
      currency: 'USDT',
      country: 'DE',
      message: { key: 'errors.messages.micaRestricted' },
    });
    expect(result.isAllowed ? '' : english[result.message.key]).toMatch(/MiCA/);
  });

  it('the EEA is 30 countries, each once', () => {
    expect(new Set(EEA_COUNTRIES).size).toBe(30);
  });
});

describe('checkMicaOffer with rules of its own', () => {
  const rules: readonly MicaRule[] = [
    { currencies: 'all', countries: ['YY'] },
    { currencies: ['USDT', 'DAI'], countries: ['ZZ'] },
  ];

  it.each<[string, string, boolean]>([
    ['BTC', 'YY', false],
    ['EUR', 'YY', false],
    ['DAI', 'ZZ', false],
    ['USDC', 'ZZ', true],
    ['USDT', 'DE', true],
  ])('%s in %s: allowed %s', (currency, country, isAllowed) => {
    expect(checkMicaOffer(currency, country, rules).isAllowed).toBe(isAllowed);
  });

  it('no rules close nothing', () => {
    expect(checkMicaOffer('USDT', 'DE', []).isAllowed).toBe(true);
  });
});

describe('micaOfferedCurrencies', () => {
  it.each<[string | null, string[]]>([
    ['DE', ['BTC', 'USDC', 'EUR']],
    ['UA', ['BTC', 'USDT', 'USDC', 'EUR']],
    [null, ['BTC', 'USDT', 'USDC', 'EUR']],
  ])('for %j keeps %j', (country, kept) => {
    expect(micaOfferedCurrencies(['BTC', 'USDT', 'USDC', 'EUR'], country)).toEqual(kept);
  });
});
