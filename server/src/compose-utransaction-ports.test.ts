import { describe, expect, it } from 'vitest';
import { createUtransactionPorts } from './compose-utransaction-ports';
import type { Withdrawals } from './features/withdrawals/withdrawals.service';
import { MoneyInvariantError } from './ledger/held-amounts';
import type { UtransactionMovement } from './money-operations/utransaction-ports';
import { sepaIbanEndingIn } from './test-support/withdrawals.test-kit';

/** Ports over a withdrawal service that records the body it was given. */
function portsRecordingBodies() {
  const bodies: unknown[] = [];
  const withdrawals = {
    create: async (_trx: unknown, _profileId: string, body: unknown) => {
      bodies.push(body);
      return { transaction: { id: 'payout' } };
    },
  } as unknown as Withdrawals;
  const ports = createUtransactionPorts({
    withdrawals,
    deposits: { create: async () => ({}) as never },
    userOfProfile: async () => 'user',
  });
  return { ports, bodies };
}

const movement = (currency: string): UtransactionMovement => ({
  profileId: 'profile',
  type: 'UPAYOUT',
  currency,
  amountMinor: 12_345n,
  payway: 'sepa',
  network: null,
  requisite: { value: sepaIbanEndingIn('4242') },
  parentId: null,
  isFeeIncluded: false,
});

describe('a unified payout', () => {
  it('hands the withdrawal service the amount at its currency’s scale', async () => {
    const { ports, bodies } = portsRecordingBodies();
    await ports.payout({} as never, movement('EUR'));
    expect(bodies).toEqual([expect.objectContaining({ currency: 'EUR', amount: '123.45' })]);
  });

  it('refuses a currency outside the catalogue instead of reading minor units at scale 0', async () => {
    const { ports, bodies } = portsRecordingBodies();
    await expect(ports.payout({} as never, movement('NOPE'))).rejects.toThrow(MoneyInvariantError);
    expect(bodies).toEqual([]);
  });
});
