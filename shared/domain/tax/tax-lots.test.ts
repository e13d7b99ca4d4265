import { describe, expect, it } from 'vitest';
import { realiseFifo, type TaxEvent } from './tax-lots';

// Quantities in the asset's minor units, values in euro cents.
const buy = (asset: string, quantity: bigint, cost: bigint, fee = 0n): TaxEvent => ({
  kind: 'acquire',
  asset,
  quantity,
  cost,
  fee,
});
const sell = (asset: string, quantity: bigint, proceeds: bigint, fee = 0n): TaxEvent => ({
  kind: 'dispose',
  asset,
  quantity,
  proceeds,
  fee,
});

describe('realiseFifo', () => {
  it.each<[string, TaxEvent[], { costBasis: bigint; gain: bigint; uncoveredQuantity: bigint }[]]>([
    [
      // Lot 10 @ 100.00 + 1.00 fee = 101.00; selling all 10 for 150.00 with 2.00 fee:
      // 150.00 − 101.00 − 2.00 = 47.00.
      'one lot sold whole, both fees counted',
      [buy('BTC', 10n, 10_000n, 100n), sell('BTC', 10n, 15_000n, 200n)],
      [
        { costBasis: 0n, gain: 0n, uncoveredQuantity: 0n },
        { costBasis: 10_100n, gain: 4_700n, uncoveredQuantity: 0n },
      ],
    ],
    [
      // Lots: 4 @ 40.00, then 6 @ 90.00. Selling 5 takes the 4 (40.00) and 1 of 6 (90.00 × 1/6 =
      // 15.00): basis 55.00; proceeds 80.00 → gain 25.00. Selling the other 5 takes what is left
      // of the second lot, 75.00; proceeds 70.00, fee 1.00 → gain −6.00.
      'oldest lot first, the second split',
      [
        buy('TON', 4n, 4_000n),
        buy('TON', 6n, 9_000n),
        sell('TON', 5n, 8_000n),
        sell('TON', 5n, 7_000n, 100n),
      ],
      [
        { costBasis: 0n, gain: 0n, uncoveredQuantity: 0n },
        { costBasis: 0n, gain: 0n, uncoveredQuantity: 0n },
        { costBasis: 5_500n, gain: 2_500n, uncoveredQuantity: 0n },
        { costBasis: 7_500n, gain: -600n, uncoveredQuantity: 0n },
      ],
    ],
    [
      // A lot of 3 costing 1.00: the first 1 of 3 is 0.333… → 0.33; the next 1 of the 2 left
      // (costing 0.67) is 0.335 → 0.34 (half up); the last carries the rest, 0.33.
      // 0.33 + 0.34 + 0.33 = 1.00: the lot's cost is spent to the cent.
      'a split lot spends its cost exactly',
      [buy('ETH', 3n, 100n), sell('ETH', 1n, 50n), sell('ETH', 1n, 50n), sell('ETH', 1n, 50n)],
      [
        { costBasis: 0n, gain: 0n, uncoveredQuantity: 0n },
        { costBasis: 33n, gain: 17n, uncoveredQuantity: 0n },
        { costBasis: 34n, gain: 16n, uncoveredQuantity: 0n },
        { costBasis: 33n, gain: 17n, uncoveredQuantity: 0n },
      ],
    ],
    [
      // Only 2 held at 20.00; selling 5 for 50.00: basis 20.00, 3 have no known cost → gain 30.00.
      'selling more than held leaves an uncovered part at zero cost',
      [buy('USDT', 2n, 2_000n), sell('USDT', 5n, 5_000n)],
      [
        { costBasis: 0n, gain: 0n, uncoveredQuantity: 0n },
        { costBasis: 2_000n, gain: 3_000n, uncoveredQuantity: 3n },
      ],
    ],
    [
      // Assets keep their own queues: the BTC sale does not touch the TON lot.
      'each asset has its own lots',
      [buy('TON', 1n, 500n), buy('BTC', 1n, 9_000n), sell('BTC', 1n, 10_000n)],
      [
        { costBasis: 0n, gain: 0n, uncoveredQuantity: 0n },
        { costBasis: 0n, gain: 0n, uncoveredQuantity: 0n },
        { costBasis: 9_000n, gain: 1_000n, uncoveredQuantity: 0n },
      ],
    ],
  ])('%s', (_name, events, expected) => {
    expect(realiseFifo(events).results).toEqual(expected);
  });

  it('sums per asset and overall, and keeps what is still held', () => {
    // TON: sold 5 of 10 (basis 55.00 as above, proceeds 80.00, fee 0.50 → gain 24.50);
    // BTC: sold 1 (basis 90.00, proceeds 100.00 → gain 10.00). Overall: proceeds 180.00, basis
    // 145.00, fees 0.50, gain 34.50. Left: TON 5 costing 75.00.
    const ledger = realiseFifo([
      buy('TON', 4n, 4_000n),
      buy('TON', 6n, 9_000n),
      buy('BTC', 1n, 9_000n),
      sell('TON', 5n, 8_000n, 50n),
      sell('BTC', 1n, 10_000n),
    ]);
    expect(ledger.totals).toEqual([
      { asset: 'TON', proceeds: 8_000n, costBasis: 5_500n, fees: 50n, gain: 2_450n },
      { asset: 'BTC', proceeds: 10_000n, costBasis: 9_000n, fees: 0n, gain: 1_000n },
    ]);
    expect(ledger.overall).toEqual({ proceeds: 18_000n, costBasis: 14_500n, fees: 50n, gain: 3_450n });
    expect(ledger.openLots).toEqual([{ asset: 'TON', quantity: 5n, cost: 7_500n }]);
  });

  it('refuses a negative quantity', () => {
    expect(() => realiseFifo([buy('TON', -1n, 0n)])).toThrow();
  });
});
