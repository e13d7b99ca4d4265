import { createWithdrawal } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import { createSandboxPayouts } from '../../providers/payouts/sandbox-payouts';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { cardEndingIn } from '../../test-support/withdrawals.test-kit';
import { createPayoutWorker, MAX_ATTEMPTS } from './payout-worker';
import { balancesOf, expectBalancedLedger, fundedUser, withdraw } from './withdrawals.test-kit';

const LEASE_MS = 60_000;
let nowMs = Date.now();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => nowMs });
});
afterAll(() => testApp.dispose());

function workerWith(provider: PayoutProvider) {
  const { db, ledger, transactions, sealing, logger } = testApp.context;
  return createPayoutWorker({
    db,
    ledger,
    transactions,
    provider,
    sealing,
    logger,
    nowMs: () => nowMs,
    leaseMs: LEASE_MS,
  });
}

async function newPayout(card = cardEndingIn('4242')) {
  const { login, profileId } = await fundedUser(testApp, { EUR: 100_000n });
  const response = await withdraw(testApp, login, {
    payway: 'card',
    currency: 'EUR',
    amount: '100',
    requisite: { value: card },
  });
  const { transaction } = createWithdrawal.response.parse(response.body);
  const row = await testApp.context.db
    .selectFrom('transactions')
    .select(['id', 'status', 'provider_ref'])
    .where('external_id', '=', transaction.id)
    .executeTakeFirstOrThrow();
  return { profileId, id: row.id };
}

async function statusOf(id: string) {
  return testApp.context.db
    .selectFrom('transactions')
    .select(['status', 'provider_ref'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('the payout worker after a crash', () => {
  it('resumes a payout left PROCESSING once its lease runs out, and books it once', async () => {
    const { profileId, id } = await newPayout();
    const sandbox = createSandboxPayouts();
    // The provider paid, then the server died before it could book the answer.
    const dyingAfterPaying: PayoutProvider = {
      name: sandbox.name,
      async send(request) {
        await sandbox.send(request);
        throw new Error('process killed');
      },
    };
    await workerWith(dyingAfterPaying).runOnce();
    expect((await statusOf(id)).status).toBe('PROCESSING');
    expect((await balancesOf(testApp, profileId)).EUR).toEqual(['89850', '10150']);

    // Another instance leaves a leased order alone…
    expect(await workerWith(sandbox).runOnce()).toBe(0);
    expect(sandbox.callsOf(id)).toBe(1);
    // …and resumes it when the lease is over: the provider answers the same payout again.
    nowMs += LEASE_MS + 1;
    await workerWith(sandbox).runOnce();
    expect(sandbox.callsOf(id)).toBe(2);
    const done = await statusOf(id);
    expect(done.status).toBe('DONE');
    expect(done.provider_ref).toBe(
      (
        await createSandboxPayouts().send({
          transactionId: id,
          requestId: id,
          kind: 'card',
          destination: '',
          network: null,
          memo: null,
          currency: 'EUR',
          amountMinor: 1n,
        })
      ).providerRef,
    );
    expect((await balancesOf(testApp, profileId)).EUR).toEqual(['89850', '0']);
    const history = await testApp.context.db
      .selectFrom('transaction_status_history')
      .select('to_status')
      .where('transaction_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.to_status)).toEqual(['NEW', 'PROCESSING', 'DONE']);
    await expectBalancedLedger(testApp);
  });

  it('books an answer once even when two workers run at the same time', async () => {
    const payouts = await Promise.all(Array.from({ length: 4 }, () => newPayout()));
    const sandbox = createSandboxPayouts();
    const handled = await Promise.all([workerWith(sandbox).runOnce(), workerWith(sandbox).runOnce()]);
    expect(handled[0] + handled[1]).toBeGreaterThanOrEqual(4);
    for (const payout of payouts) {
      expect((await statusOf(payout.id)).status).toBe('DONE');
      expect((await balancesOf(testApp, payout.profileId)).EUR).toEqual(['89850', '0']);
    }
    await expectBalancedLedger(testApp);
  });
});

describe('a payout provider that never answers', () => {
  it('is asked MAX_ATTEMPTS times, then the payout goes to support with its money still held', async () => {
    const { profileId, id } = await newPayout();
    let calls = 0;
    const silent: PayoutProvider = {
      name: 'sandbox-payouts',
      async send() {
        calls += 1;
        throw new Error('timeout');
      },
    };
    const worker = workerWith(silent);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      await worker.runOnce();
      nowMs += LEASE_MS + 1;
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect((await statusOf(id)).status).toBe('PROCESSING');
    await worker.runOnce();
    expect(calls).toBe(MAX_ATTEMPTS);
    expect((await statusOf(id)).status).toBe('MANUAL');
    expect((await balancesOf(testApp, profileId)).EUR).toEqual(['89850', '10150']);
    await expectBalancedLedger(testApp);
  });
});
