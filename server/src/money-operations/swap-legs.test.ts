import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Quote } from '../catalogue-model/catalogue-types';
import type { AccountRef } from '../ledger/ledger-types';
import { swapLegs } from './execute-quote';

const PROFILE = '11111111-1111-4111-8111-111111111111';

function quoteOf(fromAmountMinor: bigint, feeMinor: bigint, toAmountMinor: bigint): Quote {
  return {
    id: 'q',
    profileId: PROFILE,
    kind: 'convert',
    fromCurrency: 'EUR',
    toCurrency: 'USDT',
    fromPayway: null,
    toPayway: null,
    fromNetwork: null,
    toNetwork: null,
    fromAmountMinor,
    toAmountMinor,
    feeMinor,
    feeCurrency: 'EUR',
    toFeeMinor: 0n,
    networkFeeMinor: 0n,
    rate: '1',
    limits: { currency: 'EUR' },
    toLimits: null,
    expiresAt: new Date(0),
    createdAt: new Date(0),
  } as Quote;
}

function keyOf(ref: AccountRef): string {
  if ('id' in ref) return `id:${ref.id}`;
  return 'profileId' in ref ? `${ref.kind}:${ref.currency}` : `${ref.kind}:${ref.currency}`;
}

describe('exchange legs (property)', () => {
  it('move exactly the quote: the user pays from-amount, gets to-amount, the house keeps the fee, per currency Σ = 0', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 2n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        (fromAmountMinor, toAmountMinor, feeSeed) => {
          const feeMinor = feeSeed % fromAmountMinor;
          const legs = swapLegs(quoteOf(fromAmountMinor, feeMinor, toAmountMinor), PROFILE, 'tx');
          const net = new Map<string, bigint>();
          for (const leg of legs) {
            expect(leg.amountMinor).toBeGreaterThan(0n);
            net.set(keyOf(leg.debit), (net.get(keyOf(leg.debit)) ?? 0n) - leg.amountMinor);
            net.set(keyOf(leg.credit), (net.get(keyOf(leg.credit)) ?? 0n) + leg.amountMinor);
          }
          expect(net.get('user_available:EUR')).toBe(-fromAmountMinor);
          expect(net.get('user_available:USDT')).toBe(toAmountMinor);
          expect(net.get('fees:EUR') ?? 0n).toBe(feeMinor);
          expect(net.get('liquidity:EUR')).toBe(fromAmountMinor - feeMinor);
          expect(net.get('liquidity:USDT')).toBe(-toAmountMinor);
          for (const currency of ['EUR', 'USDT']) {
            const sum = [...net]
              .filter(([key]) => key.endsWith(`:${currency}`))
              .reduce((a, [, v]) => a + v, 0n);
            expect(sum).toBe(0n);
          }
        },
      ),
      { verbose: true },
    );
  });

  it('refuse a quote whose fee leaves nothing to convert', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), (amountMinor) => {
        expect(() => swapLegs(quoteOf(amountMinor, amountMinor, 1n), PROFILE, 'tx')).toThrow();
      }),
      { verbose: true },
    );
  });
});
