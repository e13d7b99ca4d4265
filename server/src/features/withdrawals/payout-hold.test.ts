import { isDomainError } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createFakeLevelSource, levelLimitedPayouts, sepaEur } from './payout-level-limits.test-kit';
import { createWithdrawalsModule } from './withdrawals.module';
import { balancesOf, fundedUser } from './withdrawals.test-kit';

let testApp: TestApp;
const levels = createFakeLevelSource();

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

describe('a profile whose money out is held', () => {
  it('may not send a refused payout again, and keeps it held for the refund', async () => {
    const module = createWithdrawalsModule(testApp.context, { levelSource: levels.source });
    const payOut = levelLimitedPayouts(testApp, levels.source);
    const { profileId } = await fundedUser(testApp, { EUR: 1_000_000n });
    levels.setLevel(profileId, 'full');
    const paid = await payOut(profileId, sepaEur('100', '0002'));
    if (paid.code !== 'OK' || !('id' in paid)) throw new Error(`The payout was refused: ${paid.code}`);
    const worker = module.workers?.[0];
    if (!worker) throw new Error('The withdrawals module has no payout worker');
    await worker.runOnce();
    const { db } = testApp.context;
    const row = await db
      .selectFrom('transactions')
      .selectAll()
      .where('external_id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTION_REQUIRED');

    const roundOf = async () =>
      (
        await db
          .selectFrom('payout_orders')
          .select('round')
          .where('transaction_id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).round;
    const roundBefore = await roundOf();

    levels.hold(profileId, { reasonCode: 'ADDRESS_REJECTED' });
    const resent = await runMoneyTransaction(db, (trx) =>
      module.payoutResend ? module.payoutResend.resend(trx, row, undefined) : Promise.reject(),
    ).catch((error: unknown) => error);
    expect(isDomainError(resent) && { code: resent.code, details: resent.details }).toEqual({
      code: 'USER_BLOCKED',
      details: { reason: 'verification_hold', reason_code: 'ADDRESS_REJECTED' },
    });
    // Not made ready for the provider again; amount + fee stay held for the refund.
    expect(await roundOf()).toBe(roundBefore);
    expect((await balancesOf(testApp, profileId)).EUR).toEqual([String(1_000_000 - 10_100), '10100']);
  });
});
