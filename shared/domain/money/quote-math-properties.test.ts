import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal } from './decimal';
import { calculateFeeMinor, type Fee } from './fee';
import { checkLimits } from './limits';
import {
  convertMinorDown,
  largestBaseWithin,
  parseRatio,
  type QuoteLegs,
  quoteFromAmount,
  quoteToAmount,
  ratioToDecimal,
} from './quote-math';

// ─── Properties ─────────────────────────────────────────────────────────────────────────────

const scaleArb = fc.constantFrom(0, 2, 6, 8, 9, 18);
const decimalArb = (maxWhole: number, maxFractionDigits: number) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: maxWhole }),
      fc.integer({ min: 0, max: 10 ** maxFractionDigits - 1 }),
      fc.integer({ min: 0, max: maxFractionDigits }),
    )
    .map(([whole, fraction, digits]) =>
      digits === 0 ? String(whole) : `${whole}.${String(fraction % 10 ** digits).padStart(digits, '0')}`,
    );
const feeArb: fc.Arbitrary<Fee> = fc.record({
  type: fc.constantFrom('ADD' as const, 'MULT' as const, 'COOPERATE' as const),
  add: decimalArb(20, 6),
  mult: decimalArb(0, 4),
});
const rateArb = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 18 }))
  .map(([digits, fractionDigits]) => minorToDecimal(digits, fractionDigits));
const legsArb: fc.Arbitrary<QuoteLegs> = fc.record({
  fromScale: scaleArb,
  toScale: scaleArb,
  rate: rateArb,
  payInFee: fc.option(feeArb, { nil: undefined }),
  fromFee: feeArb,
  toFee: fc.option(feeArb, { nil: undefined }),
});
const amountArb = fc.bigInt({ min: 1n, max: 10n ** 24n });

/** The exact value of `amountMinor` of from, in minor units of to, as a ratio. */
function exactConversion(amountMinor: bigint, legs: QuoteLegs) {
  const rate = parseRatio(legs.rate);
  return {
    numerator: amountMinor * rate.numerator * 10n ** BigInt(legs.toScale),
    denominator: rate.denominator * 10n ** BigInt(legs.fromScale),
  };
}

describe('quote properties', () => {
  it('fees are never negative nor below the exact fee, and the parts add up', () => {
    fc.assert(
      fc.property(amountArb, legsArb, (amount, legs) => {
        const quote = quoteFromAmount(amount, legs);
        if (!quote) return;
        expect(quote.fromFeeMinor).toBeGreaterThanOrEqual(
          calculateFeeMinor(legs.fromFee, quote.convertedFromMinor, legs.fromScale),
        );
        expect(quote.fromFeeMinor + quote.convertedFromMinor).toBe(quote.fromAmountMinor);
        expect(quote.payInFeeMinor + quote.exchangeFeeMinor).toBe(quote.fromFeeMinor);
        expect(quote.payInFeeMinor).toBe(
          legs.payInFee ? calculateFeeMinor(legs.payInFee, quote.fromAmountMinor, legs.fromScale) : 0n,
        );
        expect(quote.toFeeMinor).toBeGreaterThanOrEqual(
          legs.toFee ? calculateFeeMinor(legs.toFee, quote.toAmountMinor, legs.toScale) : 0n,
        );
        expect(quote.toFeeMinor + quote.toAmountMinor).toBe(quote.convertedToMinor);
        expect(quote.toAmountMinor).toBeGreaterThan(0n);
      }),
      { verbose: true },
    );
  });

  it('the user never receives more than the exact conversion of what they pay', () => {
    fc.assert(
      fc.property(amountArb, legsArb, fc.boolean(), (amount, legs, isToGiven) => {
        const quote = isToGiven ? quoteToAmount(amount, legs) : quoteFromAmount(amount, legs);
        if (!quote) return;
        const exact = exactConversion(quote.convertedFromMinor, legs);
        expect((quote.toAmountMinor + quote.toFeeMinor) * exact.denominator).toBeLessThanOrEqual(
          exact.numerator,
        );
        expect(quote.fromAmountMinor).toBeLessThanOrEqual(isToGiven ? quote.fromAmountMinor : amount);
      }),
      { verbose: true },
    );
  });

  it('paying what a to-amount quote asks delivers at least that amount, and a unit less does not', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), legsArb, (wanted, legs) => {
        const quote = quoteToAmount(wanted, legs);
        if (!quote) return;
        const forward = quoteFromAmount(quote.fromAmountMinor, legs);
        expect(forward?.toAmountMinor ?? 0n).toBeGreaterThanOrEqual(wanted);
        const less = quoteFromAmount(quote.fromAmountMinor - 1n, legs);
        expect(less === null || less.toAmountMinor < wanted).toBe(true);
      }),
      { verbose: true },
    );
  });

  it('from → to → from never gains', () => {
    fc.assert(
      fc.property(amountArb, legsArb, feeArb, (amount, legs, backFee) => {
        const there = quoteFromAmount(amount, legs);
        if (!there) return;
        // The way back at a rate no better than the inverse (rounded down, as bid rates are).
        const rate = parseRatio(legs.rate);
        const backRate = ratioToDecimal({ numerator: rate.denominator, denominator: rate.numerator }, 'down');
        if (backRate === '0') return;
        const back = quoteFromAmount(there.toAmountMinor, {
          fromScale: legs.toScale,
          toScale: legs.fromScale,
          rate: backRate,
          fromFee: backFee,
        });
        expect(back?.toAmountMinor ?? 0n).toBeLessThanOrEqual(amount);
      }),
      { verbose: true },
    );
  });

  it('largestBaseWithin finds the exact largest base', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 22n }), feeArb, scaleArb, (total, fee, scale) => {
        const base = largestBaseWithin(total, fee, scale);
        const spend = (value: bigint) => value + calculateFeeMinor(fee, value, scale);
        if (base === null) {
          expect(spend(0n)).toBeGreaterThan(total);
          return;
        }
        expect(spend(base)).toBeLessThanOrEqual(total);
        expect(spend(base + 1n)).toBeGreaterThan(total);
      }),
      { verbose: true },
    );
  });

  it('rates round the way asked, within one unit of the last digit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (numerator, denominator) => {
          const down = parseRatio(ratioToDecimal({ numerator, denominator }, 'down'));
          const up = parseRatio(ratioToDecimal({ numerator, denominator }, 'up'));
          expect(down.numerator * denominator).toBeLessThanOrEqual(numerator * down.denominator);
          expect(up.numerator * denominator).toBeGreaterThanOrEqual(numerator * up.denominator);
        },
      ),
      { verbose: true },
    );
  });

  it('limits accept exactly the amounts in [min, max] on the step', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 4n }),
        fc.bigInt({ min: 0n, max: 2n * 10n ** 12n }),
        scaleArb,
        (first, second, stepMinor, amount, scale) => {
          const [minMinor, maxMinor] = first <= second ? [first, second] : [second, first];
          const limits = {
            min: minorToDecimal(minMinor, scale),
            max: minorToDecimal(maxMinor, scale),
            mult: minorToDecimal(stepMinor, scale),
            currency: 'TEST',
          };
          const isInside = amount >= minMinor && amount <= maxMinor && amount % stepMinor === 0n;
          expect(checkLimits(amount, limits, { scale }) === null).toBe(isInside);
          expect(decimalToMinor(limits.min, scale)).toBe(minMinor);
        },
      ),
      { verbose: true },
    );
  });

  it('convertMinorDown is the floor of the exact conversion', () => {
    fc.assert(
      fc.property(amountArb, legsArb, (amount, legs) => {
        const exact = exactConversion(amount, legs);
        const converted = convertMinorDown(amount, legs);
        expect(converted * exact.denominator).toBeLessThanOrEqual(exact.numerator);
        expect((converted + 1n) * exact.denominator).toBeGreaterThan(exact.numerator);
      }),
      { verbose: true },
    );
  });
});
