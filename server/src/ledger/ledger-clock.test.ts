import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createLedger } from './ledger';
import { createProfile, fund, ledgerDatabasesPerTest } from './ledger.test-kit';
import { house } from './ledger-types';

// Far from the real time, so a settled_at taken from the machine's clock cannot pass.
let nowMs = Date.parse('2031-01-02T03:04:05.000Z');
const ledger = createLedger({ nowMs: () => nowMs });
const { setUp } = ledgerDatabasesPerTest(ledger);

describe('settling a hold', () => {
  it('stamps settled_at from the injected clock, for a posted and for an expired hold', async () => {
    const { db } = await setUp();
    const alice = await createProfile(db);
    await ledger.post(db, [fund(alice, 'EUR', 10_000n)]);
    const hold = () =>
      ledger.hold(db, {
        transactionId: crypto.randomUUID(),
        profileId: alice,
        currency: 'EUR',
        amountMinor: 1_000n,
      });
    const posted = await hold();
    const expired = await hold();

    await ledger.postHold(db, posted, house('provider_clearing', 'EUR', 'sandbox-payouts'));
    nowMs += 60_000;
    await ledger.voidHold(db, expired, 'expired');

    const rows = await db.selectFrom('ledger_holds').select(['id', 'status', 'settled_at']).execute();
    const settledAt = (id: string) => rows.find((row) => row.id === id)?.settled_at?.toISOString();
    expect(settledAt(posted)).toBe('2031-01-02T03:04:05.000Z');
    expect(settledAt(expired)).toBe('2031-01-02T03:05:05.000Z');
  });
});

describe('the app’s ledger', () => {
  let testApp: TestApp;
  const appNowMs = Date.parse('2032-06-07T08:09:10.000Z');
  beforeAll(async () => {
    testApp = await createTestApp({ nowMs: () => appNowMs });
  });
  afterAll(() => testApp.dispose());

  it('settles holds on the app’s clock (ModuleContext.nowMs)', async () => {
    const { db, ledger: appLedger } = testApp.context;
    const alice = await createProfile(db);
    await appLedger.post(db, [fund(alice, 'EUR', 5_000n)]);
    const holdId = await appLedger.hold(db, {
      transactionId: crypto.randomUUID(),
      profileId: alice,
      currency: 'EUR',
      amountMinor: 2_000n,
    });
    await appLedger.voidHold(db, holdId);
    const row = await db
      .selectFrom('ledger_holds')
      .select('settled_at')
      .where('id', '=', holdId)
      .executeTakeFirstOrThrow();
    expect(row.settled_at?.toISOString()).toBe('2032-06-07T08:09:10.000Z');
  });
});
