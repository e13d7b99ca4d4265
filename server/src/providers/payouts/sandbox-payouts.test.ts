import { describe, expect, it } from 'vitest';
import { type PayoutRequest, payoutRequestId } from './payout-provider';
import { createSandboxPayouts } from './sandbox-payouts';

function request(overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  const transactionId = overrides.transactionId ?? crypto.randomUUID();
  return {
    transactionId,
    requestId: transactionId,
    kind: 'card',
    destination: '4111111111111111',
    network: null,
    memo: null,
    currency: 'EUR',
    amountMinor: 10_001n,
    ...overrides,
  };
}

describe('sandbox payouts', () => {
  it.each([
    ['a card', { kind: 'card', destination: '4111110000000002' }, 'ORDER_CARD_DECLINED'],
    ['an IBAN', { kind: 'iban', destination: 'DE89370400440000000002' }, 'PAYOUT_VERIFICATION_ERROR'],
    ['an address', { kind: 'address', destination: `0x${'a'.repeat(36)}0002` }, 'PAYOUT_VERIFICATION_ERROR'],
    [
      'an address ending dead',
      { kind: 'address', destination: `0x${'a'.repeat(36)}DEAD` },
      'ADDRESS_NOT_FOUND',
    ],
  ] as const)('refuses %s by its test value', async (_name, overrides, failureCode) => {
    const result = await createSandboxPayouts().send(request(overrides));
    expect(result).toMatchObject({ outcome: 'failed', failureCode });
  });

  it('pays half (rounded down) to a destination ending 0051', async () => {
    const result = await createSandboxPayouts().send(request({ destination: '4111110000000051' }));
    expect(result).toMatchObject({ outcome: 'partial', paidMinor: 5_000n });
  });

  it('pays anything else in full, with a hash for crypto only', async () => {
    const sandbox = createSandboxPayouts();
    const card = await sandbox.send(request());
    const crypto = await sandbox.send(
      request({ kind: 'address', destination: `0x${'b'.repeat(40)}`, network: 'ERC20' }),
    );
    expect(card).toMatchObject({ outcome: 'paid', hash: null });
    expect(crypto).toMatchObject({ outcome: 'paid', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
  });

  it('takes a retry after a refusal as a new request: a new reference, paid to the new details', async () => {
    const sandbox = createSandboxPayouts();
    const refused = request({ kind: 'iban', destination: 'DE89370400440000000002' });
    const first = await sandbox.send(refused);
    const retried = await sandbox.send({
      ...refused,
      requestId: payoutRequestId(refused.transactionId, 1),
      destination: 'DE89370400440532013000',
    });
    expect(first).toMatchObject({ outcome: 'failed' });
    expect(retried).toMatchObject({ outcome: 'paid' });
    expect(retried.providerRef).not.toBe(first.providerRef);
    expect(sandbox.callsOf(refused.transactionId)).toBe(2);
  });

  it('answers the same payout the same way every time (idempotent by request id)', async () => {
    const sandbox = createSandboxPayouts();
    const same = request();
    const first = await sandbox.send(same);
    const again = await createSandboxPayouts().send(same);
    expect(again).toEqual(first);
    expect(await sandbox.send(request())).not.toEqual(first);
    expect(sandbox.callsOf(same.transactionId)).toBe(1);
  });

  it('fails a repeatable share of payouts at SANDBOX_PAYOUT_FAILURE_RATE', async () => {
    const ids = Array.from({ length: 400 }, () => crypto.randomUUID());
    const outcomes = async (failureRate: number) => {
      const sandbox = createSandboxPayouts({ failureRate });
      return Promise.all(
        ids.map(async (transactionId) => (await sandbox.send(request({ transactionId }))).outcome),
      );
    };
    const half = await outcomes(0.5);
    const failed = half.filter((outcome) => outcome === 'failed').length;
    expect(failed).toBeGreaterThan(140);
    expect(failed).toBeLessThan(260);
    expect(await outcomes(0.5)).toEqual(half);
    expect((await outcomes(0)).every((outcome) => outcome === 'paid')).toBe(true);
    expect((await outcomes(1)).every((outcome) => outcome === 'failed')).toBe(true);
  });
});
