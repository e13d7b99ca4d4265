import { describe, expect, it } from 'vitest';
import { MoneyInvariantError } from '../../ledger/held-amounts';
import { calculatePayoutFees } from './payout-fees';

const fee = { type: 'ADD' as const, add: '1.5', mult: '0' };

describe('calculatePayoutFees', () => {
  it('splits the network’s part out of the fee', () => {
    expect(calculatePayoutFees({ fee, networkFee: '1' }, 100_000_000n, 6)).toEqual({
      totalMinor: 1_500_000n,
      serviceMinor: 500_000n,
      networkMinor: 1_000_000n,
    });
  });

  it('refuses a catalogue network fee finer than the currency, instead of booking none to the network', () => {
    expect(() => calculatePayoutFees({ fee, networkFee: '1.0000001' }, 100_000_000n, 6)).toThrow(
      MoneyInvariantError,
    );
  });
});
