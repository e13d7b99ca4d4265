import { describe, expect, it } from 'vitest';
import type { Fee } from './fee';
import {
  type QuoteAmounts,
  type QuoteLegs,
  quoteFromAmount,
  quoteToAmount,
  ratioToDecimal,
} from './quote-math';

const CARD: Fee = { type: 'COOPERATE', add: '0.3', mult: '0.015' };
const FREE: Fee = { type: 'ADD', add: '0', mult: '0' };
const EUR_TO_USDT: QuoteLegs = {
  fromScale: 2,
  toScale: 6,
  rate: '1.07',
  fromFee: CARD,
  toFee: { type: 'ADD', add: '1.5', mult: '0' },
};

describe('quoteFromAmount', () => {
  it.each<[string, bigint, QuoteLegs, Partial<ReturnType<typeof quoteFromAmount>>]>([
    [
      'a free convert at an exact rate',
      10_000n,
      { fromScale: 2, toScale: 2, rate: '4', fromFee: FREE },
      { fromFeeMinor: 0n, convertedToMinor: 40_000n, toAmountMinor: 40_000n, toFeeMinor: 0n },
    ],
    [
      // 100.00 EUR = base + 0.30 + 1.5 % of base → base 98.22 (98.22 + 1.78 = 100.00).
      'card 1.5 % + 0.30 on top, then a flat 1.5 USDT payout fee',
      10_000n,
      EUR_TO_USDT,
      {
        convertedFromMinor: 9_822n,
        fromFeeMinor: 178n,
        convertedToMinor: 105_095_400n,
        toFeeMinor: 1_500_000n,
        toAmountMinor: 103_595_400n,
      },
    ],
    [
      // 10.00 → base 9.56 pays 0.30 + 0.1434 → 0.45, total 10.01 > 10.00; base 9.55 pays 0.44: 9.99, the cent left joins the fee.
      'a cent no base can use stays with the fee',
      1_000n,
      { fromScale: 2, toScale: 2, rate: '1', fromFee: CARD },
      { convertedFromMinor: 955n, fromFeeMinor: 45n, toAmountMinor: 955n },
    ],
    [
      'the conversion floors: 1 cent at 1/3 BTC-ish rate gives whole satoshi only',
      1n,
      { fromScale: 2, toScale: 8, rate: '0.000015384615384615', fromFee: FREE },
      { convertedToMinor: 15n, toAmountMinor: 15n },
    ],
  ])('%s', (_name, fromAmountMinor, legs, expected) => {
    expect(quoteFromAmount(fromAmountMinor, legs)).toMatchObject(expected as object);
  });

  it('refuses amounts that the fees swallow, and zero', () => {
    expect(quoteFromAmount(30n, { fromScale: 2, toScale: 2, rate: '1', fromFee: CARD })).toBeNull();
    expect(quoteFromAmount(0n, { fromScale: 2, toScale: 2, rate: '1', fromFee: FREE })).toBeNull();
    expect(
      quoteFromAmount(1_000n, { ...EUR_TO_USDT, toFee: { type: 'ADD', add: '100', mult: '0' } }),
    ).toBeNull();
  });
});

describe('quoteToAmount', () => {
  const CONVERT: QuoteLegs = { fromScale: 2, toScale: 6, rate: '1.07', fromFee: CARD };
  it.each([
    ['a to amount the floor overshoots (93.46 EUR buys 100.0022)', 100_000_000n, 100_002_200n],
    ['a to amount one cent buys exactly', 107_000n, 107_000n],
    ['one micro-unit', 1n, 10_700n],
  ])('a convert (no to fee) for %s gives the user the whole conversion', (_name, wanted, received) => {
    const quote = quoteToAmount(wanted, CONVERT);
    expect(quote?.toFeeMinor).toBe(0n);
    expect(quote?.toAmountMinor).toBe(received);
    expect(quote?.toAmountMinor).toBe(quote?.convertedToMinor);
    expect(quoteFromAmount(quote?.fromAmountMinor ?? 0n, CONVERT)).toEqual(quote);
  });

  it('asks the smallest from amount that delivers exactly the wanted amount', () => {
    const quote = quoteToAmount(100_000_000n, EUR_TO_USDT);
    // 101.5 USDT needed before the payout fee → 94.86 EUR at 1.07 (94.85 gives 101.4895) → fee 0.30 + 1.4229 → 1.73.
    expect(quote).toEqual({
      fromAmountMinor: 9_659n,
      fromFeeMinor: 173n,
      payInFeeMinor: 0n,
      exchangeFeeMinor: 173n,
      convertedFromMinor: 9_486n,
      convertedToMinor: 101_500_200n,
      toFeeMinor: 1_500_200n,
      toAmountMinor: 100_000_000n,
    });
  });
});

describe('ratioToDecimal', () => {
  it.each<[bigint, bigint, 'down' | 'up', number, string]>([
    [1n, 3n, 'down', 18, '0.333333333333333333'],
    [1n, 3n, 'up', 18, '0.333333333333333334'],
    [2n, 3n, 'down', 4, '0.6666'],
    [1n, 300n, 'down', 3, '0.00333'],
    [65_000n, 1n, 'down', 18, '65000'],
    [130_001n, 2n, 'up', 3, '65001'],
    [10n, 4n, 'down', 18, '2.5'],
    [0n, 7n, 'up', 18, '0'],
  ])('%s/%s rounded %s to %s digits is %s', (numerator, denominator, rounding, digits, expected) => {
    expect(ratioToDecimal({ numerator, denominator }, rounding, digits)).toBe(expected);
  });
});

/** A card buy of USDT as the seed prices it: card 0.30 + 1.5 % in, 1 % exchange, nothing out. */
const CARD_BUY: QuoteLegs = {
  fromScale: 2,
  toScale: 6,
  rate: '1.0768',
  payInFee: CARD,
  fromFee: { type: 'MULT', add: '0', mult: '0.01' },
  toFee: FREE,
};

describe('a pay-in exchange: payway fee on the whole amount, then the exchange fee', () => {
  it.each<[string, 'from' | 'to', bigint, Partial<QuoteAmounts>]>([
    // 100 EUR by card: 0.30 + 1.50 = 1.80 off the top (as a card deposit takes it), then 98.20 =
    // base + 1 % of base → base 97.22 (fee 0.98); 97.22 × 1.0768 = 104.686496 USDT.
    [
      '100 EUR by card (€2.78, as charged)',
      'from',
      10_000n,
      {
        payInFeeMinor: 180n,
        exchangeFeeMinor: 98n,
        fromFeeMinor: 278n,
        convertedFromMinor: 9_722n,
        toAmountMinor: 104_686_496n,
      },
    ],
    // 50 EUR: 0.30 + 0.75 = 1.05, then 48.95 → base 48.46 (fee 0.49): €1.54, as the card is charged.
    [
      '50 EUR by card',
      'from',
      5_000n,
      { payInFeeMinor: 105n, exchangeFeeMinor: 49n, fromFeeMinor: 154n, convertedFromMinor: 4_846n },
    ],
    // 104.686496 USDT wanted: exactly the 100 EUR above is the least that buys it.
    [
      'the same purchase asked by what is received',
      'to',
      104_686_496n,
      { fromAmountMinor: 10_000n, fromFeeMinor: 278n, toAmountMinor: 104_686_496n },
    ],
  ])('%s', (_name, side, amount, expected) => {
    const quote = side === 'from' ? quoteFromAmount(amount, CARD_BUY) : quoteToAmount(amount, CARD_BUY);
    expect(quote).toMatchObject(expected);
  });

  it('refuses an amount the pay-in fee takes whole', () => {
    expect(quoteFromAmount(30n, CARD_BUY)).toBeNull();
  });
});
