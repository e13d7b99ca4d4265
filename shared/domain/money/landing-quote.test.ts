import { describe, expect, it } from 'vitest';
import { buildLandingQuoteRequest, type LandingQuoteRequest } from './landing-quote';

describe('buildLandingQuoteRequest', () => {
  it.each<[string, string, bigint | null, LandingQuoteRequest | null]>([
    [
      'EUR',
      'USDT',
      10_000n,
      {
        kind: 'exchange',
        from_currency: 'EUR',
        to_currency: 'USDT',
        from_amount: '100',
        from_payway: 'card',
        to_payway: 'crypto',
        to_network: 'TRC20',
      },
    ],
    [
      'BTC',
      'PLN',
      1_500_000n,
      {
        kind: 'exchange',
        from_currency: 'BTC',
        to_currency: 'PLN',
        from_amount: '0.015',
        from_payway: 'crypto',
        to_payway: 'card',
      },
    ],
    [
      'TON',
      'EUR',
      5_000_000_000n,
      {
        kind: 'exchange',
        from_currency: 'TON',
        to_currency: 'EUR',
        from_amount: '5',
        from_payway: 'crypto',
        to_payway: 'card',
        from_network: 'TON',
      },
    ],
    ['EUR', 'USDT', 0n, null],
    ['EUR', 'USDT', -1n, null],
    ['EUR', 'USDT', null, null],
    ['XYZ', 'USDT', 100n, null],
    ['EUR', 'XYZ', 100n, null],
  ])('%s → %s, %s minor', (from, to, amount, expected) => {
    expect(buildLandingQuoteRequest(from, to, amount)).toEqual(expected);
  });
});
