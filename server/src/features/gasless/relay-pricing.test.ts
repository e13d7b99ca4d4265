import { describe, expect, it } from 'vitest';
import { commissionFor, MIN_COMMISSION_UNITS } from './relay-pricing';

describe('the relay’s commission in USD₮ units', () => {
  it.each([
    // cost nanoTON, USD₮ per TON, margin %, units
    { cost: 100_000_000n, price: '5.5', margin: 0, units: 550_000n },
    { cost: 100_000_000n, price: '5.5', margin: 20, units: 660_000n },
    // 0.012345678 TON × 5.5 = 0.067901229 USD₮ → rounded up to the cent
    { cost: 12_345_678n, price: '5.5', margin: 0, units: 70_000n },
    // 12 345 678 × 5.512345678912 × 1.1 / 1000 = 74 859.009… units → 0.08 USD₮
    { cost: 12_345_678n, price: '5.512345678912', margin: 10, units: 80_000n },
    // exactly whole cents stay as they are
    { cost: 200_000_000n, price: '5', margin: 0, units: 1_000_000n },
    // a trace that costs almost nothing still pays the least commission
    { cost: 1_000n, price: '5.5', margin: 20, units: MIN_COMMISSION_UNITS },
    { cost: 0n, price: '5.5', margin: 20, units: MIN_COMMISSION_UNITS },
  ])('$cost nanoTON at $price with $margin% → $units', ({ cost, price, margin, units }) => {
    expect(commissionFor(cost, price, margin)).toBe(units);
  });

  it('never prices under the cost: the commission covers cost × price for any rounding', () => {
    for (let cost = 1_000_000n; cost < 200_000_000n; cost += 7_777_777n) {
      const units = commissionFor(cost, '3.141592653', 0);
      expect(units % MIN_COMMISSION_UNITS).toBe(0n);
      // units / 1e6 USD₮ ≥ cost / 1e9 TON × price
      expect(units * 1_000_000_000n * 1_000n).toBeGreaterThanOrEqual(cost * 3_141_592_653n);
    }
  });
});
