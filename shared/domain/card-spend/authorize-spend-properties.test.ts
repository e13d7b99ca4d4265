import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMinorDown } from '../money/quote-math';
import { decideAuthorization, type SpendFromBalance } from './authorize-spend';

const balanceArb: fc.Arbitrary<SpendFromBalance> = fc.oneof(
  fc.record({
    currency: fc.constant('EUR'),
    scale: fc.constant(2),
    availableMinor: fc.bigInt({ min: 0n, max: 100_000n }),
  }),
  fc.record({
    currency: fc.constantFrom('USDT', 'TON'),
    scale: fc.constantFrom(6, 9),
    availableMinor: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    rateToSpend: fc.constantFrom('0.92', '5.123456', '0.000001', '1'),
  }),
);

describe('decideAuthorization properties', () => {
  it('an approval covers exactly what it approves, within the ask, the limit and every balance', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 200_000n }),
        fc.bigInt({ min: 0n, max: 200_000n }),
        fc.array(balanceArb, { maxLength: 4 }),
        fc.boolean(),
        (amountMinor, outLimitLeftMinor, spendFrom, partialApprovalAllowed) => {
          const decision = decideAuthorization({
            cardState: 'active',
            amountMinor,
            currency: 'EUR',
            scale: 2,
            merchantCategory: 'grocery_stores_supermarkets',
            spendFrom,
            outLimitLeftMinor,
            controls: {},
            partialApprovalAllowed,
          });
          if (!decision.approved) return;
          expect(decision.approvedMinor).toBeGreaterThan(0n);
          expect(decision.approvedMinor).toBeLessThanOrEqual(amountMinor);
          expect(decision.approvedMinor).toBeLessThanOrEqual(outLimitLeftMinor);
          if (!partialApprovalAllowed) expect(decision.approvedMinor).toBe(amountMinor);
          expect(decision.partial).toBe(decision.approvedMinor < amountMinor);
          expect(decision.legs.reduce((total, leg) => total + leg.coversMinor, 0n)).toBe(
            decision.approvedMinor,
          );
          for (const leg of decision.legs) {
            const balance = spendFrom.find(
              (candidate) => candidate.currency === leg.currency && candidate.availableMinor >= leg.heldMinor,
            );
            expect(balance).toBeDefined();
            expect(leg.heldMinor).toBeGreaterThan(0n);
            if (leg.rate !== undefined) {
              // the held amount, converted at the quote, pays for the part it covers
              expect(
                convertMinorDown(leg.heldMinor, { fromScale: leg.scale, toScale: 2, rate: leg.rate }),
              ).toBeGreaterThanOrEqual(leg.coversMinor);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
