import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../ledger/ledger.test-kit';
import { auditLedger } from '../ledger/ledger-audit';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
let nowMs = Date.parse('2026-11-22T10:00:00Z');
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => nowMs });
});
afterAll(() => testApp.dispose());

describe('the expiry sweeper', () => {
  it('expires waiting transactions whose time ran out, gives held money back, and leaves the rest', async () => {
    const { db, ledger, transactions } = testApp.context;
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    await db.transaction().execute((trx) => ledger.post(trx, [fund(profileId, 'EUR', 10_000n)]));
    const make = (minutes: number, status: 'NEW' | 'WAIT' | 'PROCESSING', holdMinor: bigint) =>
      db.transaction().execute(async (trx) => {
        const row = await transactions.create(trx, {
          profileId,
          type: 'PAYOUT',
          status,
          amountMinor: holdMinor,
          currency: 'EUR',
          expiresAt: new Date(nowMs + minutes * 60_000),
        });
        await ledger.hold(trx, { transactionId: row.id, profileId, currency: 'EUR', amountMinor: holdMinor });
        return row.id;
      });
    const lapsed = await make(-1, 'NEW', 1_000n);
    const lapsedWaiting = await make(-5, 'WAIT', 2_000n);
    const current = await make(10, 'NEW', 3_000n);
    const processing = await make(-1, 'PROCESSING', 500n);

    expect(await testApp.worker('transaction-expiry').runOnce()).toBe(2);
    expect(await testApp.worker('transaction-expiry').runOnce()).toBe(0);
    const statusOf = async (id: string) => (await transactions.findById(db, id))?.status;
    expect(await Promise.all([lapsed, lapsedWaiting, current, processing].map(statusOf))).toEqual([
      'EXPIRED',
      'EXPIRED',
      'NEW',
      'PROCESSING',
    ]);
    const [balance] = await ledger.balances(db, profileId);
    expect(balance).toMatchObject({ availableMinor: 6_500n, heldMinor: 3_500n });
    const history = await db
      .selectFrom('transaction_status_history')
      .select(['to_status', 'reason'])
      .where('transaction_id', '=', lapsed)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { to_status: 'NEW', reason: 'created' },
      { to_status: 'EXPIRED', reason: 'expired' },
    ]);

    nowMs += 11 * 60_000;
    expect(await testApp.worker('transaction-expiry').runOnce()).toBe(1);
    expect((await auditLedger(db)).isBalanced).toBe(true);
  });
});
