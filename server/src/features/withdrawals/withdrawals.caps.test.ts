import { completeSandboxVerification } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sepaIbanEndingIn } from '../../test-support/withdrawals.test-kit';
import {
  asksToConfirmDetails,
  balancesOf,
  callAs,
  confirmDetailsOf,
  expectBalancedLedger,
  fundedUser,
  withdraw,
  withdrawOnce,
} from './withdrawals.test-kit';

// The monthly cap is tested in withdrawals.guards.test.ts, under a catalogue override.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

const payouts = () => testApp.worker('payouts').runOnce();

/** These payouts are far above the starter level's: the user is verified to the full level first. */
async function verifiedFundedUser() {
  const user = await fundedUser(testApp, { EUR: 3_000_000n });
  await testApp.client.ok(completeSandboxVerification, {
    params: { profileId: user.profileId },
    body: { level: 'full' },
  });
  return user;
}

describe('the daily payout cap', () => {
  const sepa = (amount: string) => ({
    payway: 'sepa',
    currency: 'EUR',
    amount,
    requisite: { value: sepaIbanEndingIn('4242') },
  });

  it('refuses a payout past the daily cap; a refused payout counts while held, not once refunded', async () => {
    // EUR: 10 000 a day, 50 000 a month (seeded payout limits).
    const { login, profileId } = await verifiedFundedUser();
    expect((await withdraw(testApp, login, sepa('6000'))).status).toBe(200);
    const over = await withdraw(testApp, login, sepa('4000.01'));
    expect(over.body.error).toMatchObject({
      code: 'PAYOUT_DAILY_LIMIT_VIOLATION',
      details: { currency: 'EUR', limit: '10000', used: '6000' },
    });
    expect((await withdraw(testApp, login, sepa('4000'))).status).toBe(200);
    expect((await balancesOf(testApp, profileId)).EUR).toEqual([String(3_000_000 - 1_000_200), '1000200']);

    const declined = await verifiedFundedUser();
    const failing = { ...sepa('9000'), requisite: { value: sepaIbanEndingIn('0002') } };
    const refused = await withdraw(testApp, declined.login, failing);
    expect(refused.status).toBe(200);
    await payouts();
    expect((await withdraw(testApp, declined.login, sepa('9000'))).body.error?.code).toBe(
      'PAYOUT_DAILY_LIMIT_VIOLATION',
    );
    const refundedId = (refused.body.transaction as { id: string }).id;
    const refund = await callAs(testApp, declined.login, 'POST', `transactions/${refundedId}/action`, {
      body: { choice: 'REFUND' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(refund.body.transaction).toMatchObject({ status: 'RESOLVED' });
    expect((await withdraw(testApp, declined.login, sepa('9000'))).status).toBe(200);
  });

  it('lets only one of two parallel withdrawals through when both do not fit', async () => {
    const { login, profileId } = await verifiedFundedUser();
    // The details are confirmed once first: two parallel confirmations would each mail a code,
    // and the newer code retires the older one, which is the code check's rule, not the cap's.
    const asking = await withdrawOnce(testApp, login, sepa('6000'));
    expect(asksToConfirmDetails(asking)).toBe(true);
    await confirmDetailsOf(testApp, login, asking);
    const answers = await Promise.all([
      withdrawOnce(testApp, login, sepa('6000')),
      withdrawOnce(testApp, login, sepa('6000')),
    ]);
    expect(answers.map((answer) => answer.body.error?.code ?? answer.status).sort()).toEqual([
      200,
      'PAYOUT_DAILY_LIMIT_VIOLATION',
    ]);
    expect((await balancesOf(testApp, profileId)).EUR).toEqual([String(3_000_000 - 600_100), '600100']);
    await expectBalancedLedger(testApp);
  });
});
