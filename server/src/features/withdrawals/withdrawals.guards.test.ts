import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { codeAt, createManualClock, enableTwoFactorFor } from '../../test-support/two-factor.test-kit';
import { sepaIbanEndingIn } from '../../test-support/withdrawals.test-kit';
import { periodStartsOf } from './payout-caps';
import { balancesOf, fundedUser, withdraw } from './withdrawals.test-kit';

const clock = createManualClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    nowMs: clock.read,
    environment: {
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      // No daily cap and 500 EUR a month, so the month is tested on its own.
      CATALOGUE_OVERRIDES: JSON.stringify({
        payoutLimits: [{ currency: 'EUR', daily: null, monthly: '500' }],
      }),
    },
  });
});
afterAll(() => testApp.dispose());

const sepa = (amount: string) => ({
  payway: 'sepa',
  currency: 'EUR',
  amount,
  requisite: { value: sepaIbanEndingIn('4242') },
});

/** A PAYOUT of the profile made at `createdAt` (history the caps must read). */
async function pastPayout(profileId: string, amountMinor: bigint, createdAt: Date, status: 'DONE' | 'FAIL') {
  const { db, transactions } = testApp.context;
  const row = await db
    .transaction()
    .execute((trx) =>
      transactions.create(trx, { profileId, type: 'PAYOUT', amountMinor, currency: 'EUR', status }),
    );
  await db.updateTable('transactions').set({ created_at: createdAt }).where('id', '=', row.id).execute();
}

describe('monthly payout cap', () => {
  it('sums this UTC month’s payouts, not last month’s or failed ones', async () => {
    const { login, profileId } = await fundedUser(testApp, { EUR: 1_000_000n });
    const { monthStart } = periodStartsOf(new Date(clock.read()));
    await pastPayout(profileId, 30_000n, new Date(monthStart.getTime() + 1_000), 'DONE');
    await pastPayout(profileId, 40_000n, new Date(monthStart.getTime() - 1_000), 'DONE');
    await pastPayout(profileId, 40_000n, new Date(monthStart.getTime() + 2_000), 'FAIL');
    expect((await withdraw(testApp, login, sepa('150'))).status).toBe(200);
    const over = await withdraw(testApp, login, sepa('50.01'));
    expect(over.body.error).toMatchObject({
      code: 'PAYOUT_MONTHLY_LIMIT_VIOLATION',
      details: { currency: 'EUR', limit: '500', used: '450' },
    });
    expect((await balancesOf(testApp, profileId)).EUR).toEqual([String(1_000_000 - 15_100), '15100']);
    expect((await withdraw(testApp, login, sepa('50'))).status).toBe(200);
  });
});

describe('two-factor scope "transfers"', () => {
  it('asks for a code when the scope is on, holds nothing without one, and pays with one', async () => {
    const { login, profileId } = await fundedUser(testApp, { EUR: 100_000n });
    const secret = await enableTwoFactorFor(testApp, login, clock);
    const withoutCode = await withdraw(testApp, login, sepa('20'));
    expect([withoutCode.status, withoutCode.body.error?.code]).toEqual([403, 'AUTH_2FA_REQUIRED']);
    const wrongCode = await withdraw(testApp, login, sepa('20'), { 'Auth-2FA-Token': '000000' });
    expect(wrongCode.body.error?.code).toBe('AUTH_2FA_INVALID');
    expect((await balancesOf(testApp, profileId)).EUR).toEqual(['100000', '0']);
    const withCode = await withdraw(testApp, login, sepa('20'), {
      'Auth-2FA-Token': await codeAt(secret, clock.read()),
    });
    expect(withCode.status).toBe(200);
    expect((await balancesOf(testApp, profileId)).EUR).toEqual(['97900', '2100']);
  });
});
