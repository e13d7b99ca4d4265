import { describe, expect, it } from 'vitest';
import { NETWORKS } from '../networks/networks';
import { CURRENCIES, currencySign, findCurrency, STABLECOIN_TRIO, signOf } from './currency-catalogue';

// Every currency the app carries, in the spec's order (spec 000 §3).
const SPEC_CURRENCIES = [
  'BTC',
  'ETH',
  'USD',
  'UAH',
  'UAHg',
  'TRX',
  'TON',
  'EUR',
  'LTC',
  'BNB',
  'APE',
  'ARB',
  'CRV',
  'DAI',
  'UNI',
  'ZRO',
  'SOL',
  'TWT',
  'PLN',
  'ENA',
  'AVA',
  'EURI',
  'USDe',
  'LINK',
  'USDT',
  'USDD',
  'BUSD',
  'USDC',
  'EURC',
  'CAKE',
  'DOGE',
  'DEXT',
  'SAFE',
  'SHIB',
  'PEPE',
  '1INCH',
];

describe('currency catalogue', () => {
  it('holds exactly the spec’s currencies in the spec’s order', () => {
    expect(CURRENCIES.map((currency) => currency.code)).toEqual(SPEC_CURRENCIES);
  });

  it.each(CURRENCIES.map((currency) => [currency.code, currency] as const))(
    '%s is well formed',
    (_code, currency) => {
      expect(Number.isInteger(currency.scale)).toBe(true);
      expect(currency.scale).toBeGreaterThanOrEqual(0);
      expect(currency.scale).toBeLessThanOrEqual(18);
      for (const network of currency.networks) expect(NETWORKS).toContain(network);
      expect(new Set(currency.networks).size).toBe(currency.networks.length);
      if (currency.kind === 'fiat') {
        expect(currency.scale).toBe(2);
        expect(currency.networks).toEqual([]);
      }
    },
  );

  it.each([
    ['USD', 'fiat', 2],
    ['EUR', 'fiat', 2],
    ['UAH', 'fiat', 2],
    ['PLN', 'fiat', 2],
    ['BTC', 'crypto', 8],
    ['ETH', 'crypto', 18],
    ['TON', 'crypto', 9],
    ['TRX', 'crypto', 6],
    ['USDT', 'crypto', 6],
    ['SOL', 'crypto', 9],
  ] as const)('%s is %s with %i decimals', (code, kind, scale) => {
    expect(findCurrency(code)).toMatchObject({ kind, scale });
  });

  it('marks the stablecoin trio (USDT, USDC, DAI) as stablecoins', () => {
    expect(STABLECOIN_TRIO).toEqual(['USDT', 'USDC', 'DAI']);
    for (const code of STABLECOIN_TRIO) expect(findCurrency(code)?.isStablecoin).toBe(true);
    expect(findCurrency('BTC')?.isStablecoin).toBe(false);
  });

  it('carries TON on its own network with the spec’s 9 decimals', () => {
    expect(findCurrency('TON')).toMatchObject({ networks: ['TON'], scale: 9 });
  });
});

describe('signs', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['UAH', '₴'],
    ['PLN', 'zł'],
    ['USDT', 'USDT'],
    ['1INCH', '1INCH'],
    ['XYZ', 'XYZ'],
  ])('%s prints as %s', (code, sign) => {
    expect(currencySign(code)).toBe(sign);
  });

  it.each([
    [{ code: 'USD', symbol: '$' }, '$'],
    [{ code: 'NEW', symbol: null }, 'NEW'],
  ])('signOf(%j) is %s', (currency, sign) => {
    expect(signOf(currency)).toBe(sign);
  });

  it('finds nothing for an unknown or wrongly cased code', () => {
    expect(findCurrency('usdt')).toBeUndefined();
    expect(findCurrency('')).toBeUndefined();
  });
});
