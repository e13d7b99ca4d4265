import { describe, expect, it } from 'vitest';
import type { TransactionRow } from './bank-snapshot';
import { applyTransaction } from './check-conservation';

function tx(type: string, amountMinor: bigint, status = 'DONE'): TransactionRow {
  return {
    externalId: `${type}-1`,
    profileId: 'profile-referrer',
    type,
    direction: 'PAYIN',
    status,
    parentExternalId: null,
    reproducedExternalId: null,
    currency: 'USDT',
    amountMinor,
    feeMinor: 0n,
    feeCurrency: null,
    toCurrency: null,
    toAmountMinor: null,
    paidAmountMinor: null,
    payway: 'balance',
  };
}

describe('what a transaction does to its profile’s money', () => {
  it('a referral reward gives its amount and its clawback (REF_CLAWBACK) takes it back', () => {
    const deltas = new Map<string, bigint>();
    expect(applyTransaction(deltas, tx('REF_DEPOSIT', 5_000_000n))).toBe(true);
    expect(applyTransaction(deltas, tx('REF_CLAWBACK', 5_000_000n))).toBe(true);
    expect([...deltas.values()]).toEqual([0n]);
  });

  it('a clawback not DONE moves nothing, and a type the check does not know is reported', () => {
    const deltas = new Map<string, bigint>();
    expect(applyTransaction(deltas, tx('REF_CLAWBACK', 5_000_000n, 'FAIL'))).toBe(true);
    expect(deltas.size).toBe(0);
    expect(applyTransaction(deltas, tx('CARD_BONUS', 1n))).toBe(false);
  });
});
