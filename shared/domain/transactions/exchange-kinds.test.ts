import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import type { CurrencyKind } from '../currencies/currency-catalogue';
import {
  EXCHANGE_KIND_FILTERS,
  EXCHANGE_SUB_KINDS,
  type ExchangeSubKind,
  exchangeKindFilterLabelKey,
  exchangeSubKind,
  exchangeSubKindLabelKey,
  isExchangeKindFilter,
} from './exchange-kinds';

const english = flattenCatalogue(en);

describe('exchange kinds', () => {
  it('are the sub-kinds and filters of the spec', () => {
    expect(EXCHANGE_SUB_KINDS).toEqual(['SWAP', 'SELL', 'BUY']);
    expect(EXCHANGE_KIND_FILTERS).toEqual(['ALL', 'CRYPTO_TO_FIAT', 'CRYPTO_TO_CRYPTO']);
  });

  it.each([
    ['fiat', 'crypto', 'BUY'],
    ['crypto', 'fiat', 'SELL'],
    ['crypto', 'crypto', 'SWAP'],
    ['fiat', 'fiat', 'SWAP'],
  ] as ReadonlyArray<[CurrencyKind, CurrencyKind, ExchangeSubKind]>)('%s → %s is %s', (from, to, kind) => {
    expect(exchangeSubKind(from, to)).toBe(kind);
  });

  it.each(EXCHANGE_SUB_KINDS)('sub-kind %s has a label', (kind) => {
    expect(english[exchangeSubKindLabelKey(kind)]).toBeTruthy();
  });

  it.each(EXCHANGE_KIND_FILTERS)('filter %s is known and labelled', (filter) => {
    expect(isExchangeKindFilter(filter)).toBe(true);
    expect(english[exchangeKindFilterLabelKey(filter)]).toBeTruthy();
  });

  it.each(['FIAT_TO_CRYPTO', 'all', 'SWAP', ''])('%j is not a filter', (value) => {
    expect(isExchangeKindFilter(value)).toBe(false);
  });
});
