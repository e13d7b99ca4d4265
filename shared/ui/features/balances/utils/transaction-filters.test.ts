import { describe, expect, it } from 'vitest';
import { applyFilters, filtersFromSearchParams } from './transaction-filters';

describe('statement filters in the address', () => {
  it.each([
    ['', {}],
    ['type=PAYOUT', { type: 'PAYOUT' }],
    [
      'type=CONVERT&direction=CONVERT&status=DONE&currency=EUR&kind=CRYPTO_TO_FIAT',
      { type: 'CONVERT', direction: 'CONVERT', status: 'DONE', currency: 'EUR', kind: 'CRYPTO_TO_FIAT' },
    ],
    ['type=NOPE&status=done', {}],
    ['currency=XYZ', {}],
    ['kind=ALL', {}],
    ['page=2&direction=PAYIN', { direction: 'PAYIN' }],
  ])('%j reads as %j', (search, expected) => {
    expect(filtersFromSearchParams(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes the filters back, keeping other params and dropping cleared ones', () => {
    const next = applyFilters(new URLSearchParams('type=PAYIN&lang=uk'), {
      status: 'FAIL',
      currency: 'USDT',
    });
    expect(next.toString()).toBe('lang=uk&status=FAIL&currency=USDT');
  });
});
