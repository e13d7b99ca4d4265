import { describe, expect, it } from 'vitest';
import { localizeCurrencyName } from '../../../lib/currency-name';
import { ALL_CURRENCIES, pickCurrencies } from '../../../test/currency.test-kit';
import { filterCurrencies } from './filter-currencies';
import { groupCurrencies } from './group-currencies';
import { formatNetworkLabels } from './network-labels';

describe('formatNetworkLabels', () => {
  it.each([
    [['TRC20', 'ERC20', 'BEP20'], 'TRC20 · ERC20 · BEP20/BSC'],
    [['SOLANA', 'BASE', 'ARBITRUM', 'TON'], 'Solana · Base · Arbitrum · TON'],
    [[], ''],
  ] as const)('%j → %s', (networks, expected) => {
    expect(formatNetworkLabels(networks)).toBe(expected);
  });
});

describe('groupCurrencies', () => {
  it('puts fiat first, keeps the server order inside a group and drops empty groups', () => {
    const groups = groupCurrencies(pickCurrencies('BTC', 'USD', 'TON', 'EUR'));
    expect(groups.map((group) => [group.kind, group.currencies.map((currency) => currency.code)])).toEqual([
      ['fiat', ['USD', 'EUR']],
      ['crypto', ['BTC', 'TON']],
    ]);
    expect(groupCurrencies(pickCurrencies('BTC')).map((group) => group.kind)).toEqual(['crypto']);
    expect(groupCurrencies([])).toEqual([]);
  });
});

describe('localizeCurrencyName', () => {
  it.each([
    ['EUR', 'en', 'Euro'],
    ['PLN', 'pl', 'Złoty polski'],
    ['UAH', 'uk', 'Українська гривня'],
    ['USD', 'ru', 'Доллар США'],
    ['BTC', 'pl', 'Bitcoin'],
    ['USDT', 'uk', 'Tether USD'],
  ])('%s in %s → %s', (code, language, expected) => {
    expect(localizeCurrencyName(pickCurrencies(code)[0] as (typeof ALL_CURRENCIES)[number], language)).toBe(
      expected,
    );
  });
});

describe('filterCurrencies', () => {
  const codes = (query: string) =>
    filterCurrencies(ALL_CURRENCIES, query, 'pl').map((currency) => currency.code);

  it('keeps everything for an empty query', () => {
    expect(codes('  ')).toHaveLength(ALL_CURRENCIES.length);
  });

  it.each([
    ['eur', ['EUR', 'EURI', 'EURC']],
    ['EURC', ['EURC']],
    ['coin', ['BTC', 'TON', 'LTC', 'APE', 'USDC', 'EURC', 'DOGE']],
    ['dolar', ['USD']],
    ['złoty', ['PLN']],
    ['nothing-like-this', []],
  ])('%j → %j (codes, given and Polish names)', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });
});
