import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sumPayoutUsage } from './payout-caps';
import { createFakeLevelSource, levelLimitedPayouts, sepaEur } from './payout-level-limits.test-kit';
import { balancesOf, expectBalancedLedger, fundedUser } from './withdrawals.test-kit';

// The real clock: the database stamps each payout with its own, and the sums read those stamps.
let testApp: TestApp;
const levels = createFakeLevelSource();
let payOut: ReturnType<typeof levelLimitedPayouts>;

beforeAll(async () => {
  testApp = await createTestApp();
  payOut = levelLimitedPayouts(testApp, levels.source);
});
afterAll(() => testApp.dispose());

describe('payouts racing at the edge of the level’s daily limit', () => {
  it('lets exactly what fits through: the sum paid never passes the limit and every refusal names it', async () => {
    // Starter: 200 EUR a day. 110 already paid leaves room for 9 of the 20 payouts of 10.
    const { profileId } = await fundedUser(testApp, { EUR: 1_000_000n });
    levels.setLevel(profileId, 'starter');
    expect(await payOut(profileId, sepaEur('110'))).toMatchObject({ code: 'OK' });

    const answers = await Promise.all(Array.from({ length: 20 }, () => payOut(profileId, sepaEur('10'))));

    const passed = answers.filter((answer) => answer.code === 'OK');
    const refusals = answers.filter((answer) => answer.code !== 'OK');
    expect(passed).toHaveLength(9);
    for (const refusal of refusals)
      expect(refusal).toMatchObject({
        code: 'PAYOUT_DAILY_LIMIT_VIOLATION',
        details: { limit_kind: 'verification_level', limit: '200', left: '0', amount: '10' },
      });
    const usage = await sumPayoutUsage(testApp.context.db, profileId, 'EUR', new Date());
    expect(usage.dayMinor).toBe(20_000n);
    // Each payout holds its amount and the SEPA fee of 1.00; a refused one holds nothing.
    expect((await balancesOf(testApp, profileId)).EUR).toEqual([String(1_000_000 - 21_000), '21000']);
    await expectBalancedLedger(testApp);
  });
});
