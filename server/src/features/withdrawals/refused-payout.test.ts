import { chooseTransactionAction, createWithdrawal, transactionSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutProvider, PayoutRequest } from '../../providers/payouts/payout-provider';
import { createSandboxPayouts } from '../../providers/payouts/sandbox-payouts';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sepaIbanEndingIn } from '../../test-support/withdrawals.test-kit';
import { createPayoutWorker } from './payout-worker';
import {
  asksToConfirmDetails,
  balancesOf,
  callAs,
  confirmDetailsOf,
  expectBalancedLedger,
  fundedUser,
  houseBalance,
  withdraw,
} from './withdrawals.test-kit';

let testApp: TestApp;
/** Every request the provider saw, in order (the sandbox answers them). */
const requests: PayoutRequest[] = [];
const sandbox = createSandboxPayouts();
const recording: PayoutProvider = {
  name: sandbox.name,
  async send(request) {
    requests.push(request);
    return sandbox.send(request);
  },
};

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

function payouts() {
  const { db, ledger, transactions, sealing, logger, nowMs } = testApp.context;
  return createPayoutWorker({
    db,
    ledger,
    transactions,
    provider: recording,
    sealing,
    logger,
    nowMs,
  }).runOnce();
}

type Login = Awaited<ReturnType<typeof fundedUser>>['login'];

/** 100 EUR by SEPA (fee 1.00) to an IBAN ending in `ending`, sent to the provider. */
async function sepaPayout(ending: string) {
  const { login, profileId } = await fundedUser(testApp, { EUR: 100_000n });
  const response = await withdraw(testApp, login, {
    payway: 'sepa',
    currency: 'EUR',
    amount: '100',
    requisite: { value: sepaIbanEndingIn(ending) },
  });
  expect(response.status).toBe(200);
  const { transaction } = createWithdrawal.response.parse(response.body);
  await payouts();
  return { login, profileId, id: transaction.id, heldMinor: 10_000n + feeMinorOf(transaction.fee) };
}

function feeMinorOf(fee: string): bigint {
  const [whole = '0', fraction = ''] = fee.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

async function viewOf(login: Login, id: string) {
  return transactionSchema.parse((await callAs(testApp, login, 'GET', `transactions/${id}`)).body);
}

function choose(login: Login, id: string, body: Record<string, unknown>, key = crypto.randomUUID()) {
  return callAs(testApp, login, 'POST', `transactions/${id}/action`, {
    body,
    headers: { 'Idempotency-Key': key },
  });
}

/**
 * Two clicks with one key at once: the first runs; the second replays its answer or, on an engine
 * with real concurrency (PostgreSQL), is told the first is still running (409). A later replay
 * with that key answers the first answer either way.
 */
async function doubleClick(login: Login, id: string, body: Record<string, unknown>) {
  const key = crypto.randomUUID();
  const answers = await Promise.all([choose(login, id, body, key), choose(login, id, body, key)]);
  const ran = answers.filter((answer) => answer.status === 200);
  const busy = answers.filter((answer) => answer.status === 409);
  expect(ran.length).toBeGreaterThanOrEqual(1);
  expect(ran.length + busy.length).toBe(2);
  for (const answer of busy) expect(answer.body.error?.code).toBe('CONFLICT_ERROR');
  for (const answer of ran) expect(answer.body).toEqual(ran[0]?.body);
  const replay = await choose(login, id, body, key);
  expect(replay.status).toBe(200);
  expect(replay.body).toEqual(ran[0]?.body);
}

async function internalIdOf(externalId: string): Promise<string> {
  const row = await testApp.context.db
    .selectFrom('transactions')
    .select('id')
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The statuses the user's socket was told about this transaction, in order. */
async function announcedStatuses(login: Login, id: string): Promise<string[]> {
  const rows = await testApp.context.db
    .selectFrom('outbox_events')
    .select(['payload', 'seq'])
    .where('user_id', '=', login.uuid)
    .where('topic', '=', 'transaction.changed')
    .orderBy('seq')
    .execute();
  return rows
    .map((row) => (row.payload as { transaction: { id: string; status: string } }).transaction)
    .filter((transaction) => transaction.id === id)
    .map((transaction) => transaction.status);
}

describe('a payout the provider refused', () => {
  it('waits in ACTION_REQUIRED with amount + fee held, offering RETRY and REFUND', async () => {
    const { login, profileId, id, heldMinor } = await sepaPayout('0002');
    const view = await viewOf(login, id);
    expect(view).toMatchObject({
      status: 'ACTION_REQUIRED',
      failure_code: 'PAYOUT_VERIFICATION_ERROR',
      action_choices: ['REFUND', 'RETRY'],
    });
    expect((await balancesOf(testApp, profileId)).EUR).toEqual([
      String(100_000n - heldMinor),
      String(heldMinor),
    ]);
    expect(await payouts()).toBe(0);
    await expectBalancedLedger(testApp);
  });

  it('RETRY to a new IBAN sends it again as a new request and ends DONE', async () => {
    const { login, profileId, id, heldMinor } = await sepaPayout('0002');
    const clearingBefore = await houseBalance(testApp, 'provider_clearing', 'EUR', 'sandbox-payouts');
    const goodIban = sepaIbanEndingIn('4242');
    // New details are confirmed once first: until then nothing changes.
    const key = crypto.randomUUID();
    const unconfirmed = await choose(login, id, { choice: 'RETRY', requisite: { value: goodIban } }, key);
    expect(asksToConfirmDetails(unconfirmed)).toBe(true);
    expect(await viewOf(login, id)).toMatchObject({ status: 'ACTION_REQUIRED' });
    await confirmDetailsOf(testApp, login, unconfirmed);
    const answer = await choose(login, id, { choice: 'RETRY', requisite: { value: goodIban } }, key);
    expect(answer.status).toBe(200);
    const { transaction, linked } = chooseTransactionAction.response.parse(answer.body);
    expect(linked).toBeNull();
    expect(transaction).toMatchObject({
      status: 'PROCESSING',
      action_choices: [],
      requisite: { kind: 'iban', value: goodIban },
    });
    expect((await balancesOf(testApp, profileId)).EUR?.[1]).toBe(String(heldMinor));

    expect(await payouts()).toBe(1);
    expect(await viewOf(login, id)).toMatchObject({ status: 'DONE', action_choices: [] });
    expect((await balancesOf(testApp, profileId)).EUR).toEqual([String(100_000n - heldMinor), '0']);
    expect(await houseBalance(testApp, 'provider_clearing', 'EUR', 'sandbox-payouts')).toBe(
      clearingBefore + 10_000n,
    );
    const internalId = await internalIdOf(id);
    const forThis = requests.filter((request) => request.transactionId === internalId);
    expect(forThis.map((request) => request.destination)).toEqual([sepaIbanEndingIn('0002'), goodIban]);
    expect(new Set(forThis.map((request) => request.requestId)).size).toBe(2);
    expect(await announcedStatuses(login, id)).toEqual([
      'NEW',
      'PROCESSING',
      'ACTION_REQUIRED',
      'PROCESSING',
      'DONE',
    ]);
    await expectBalancedLedger(testApp);
  });

  it('RETRY to the same details is refused again and returns to ACTION_REQUIRED', async () => {
    const { login, profileId, id, heldMinor } = await sepaPayout('0002');
    expect((await choose(login, id, { choice: 'RETRY' })).status).toBe(200);
    expect(await payouts()).toBe(1);
    expect(await viewOf(login, id)).toMatchObject({
      status: 'ACTION_REQUIRED',
      action_choices: ['REFUND', 'RETRY'],
    });
    expect((await balancesOf(testApp, profileId)).EUR?.[1]).toBe(String(heldMinor));
    await expectBalancedLedger(testApp);
  });

  it('REFUND puts amount + fee back on the balance and ends RESOLVED', async () => {
    const { login, profileId, id } = await sepaPayout('0002');
    const answer = await choose(login, id, { choice: 'REFUND' });
    expect(answer.status).toBe(200);
    expect(chooseTransactionAction.response.parse(answer.body)).toMatchObject({
      transaction: { status: 'RESOLVED', action_choices: [] },
      linked: null,
    });
    expect((await balancesOf(testApp, profileId)).EUR).toEqual(['100000', '0']);
    expect(await payouts()).toBe(0);
    expect((await announcedStatuses(login, id)).at(-1)).toBe('RESOLVED');
    await expectBalancedLedger(testApp);
  });

  it('does one thing on a double click: the same key replays, another key is a conflict', async () => {
    const { login, profileId, id } = await sepaPayout('0002');
    await doubleClick(login, id, { choice: 'REFUND' });
    const late = await choose(login, id, { choice: 'RETRY' });
    expect([late.status, late.body.error?.code]).toEqual([409, 'CONFLICT_ERROR']);
    expect((await balancesOf(testApp, profileId)).EUR).toEqual(['100000', '0']);
    const voids = await testApp.context.db
      .selectFrom('ledger_holds')
      .select('status')
      .where('profile_id', '=', profileId)
      .execute();
    expect(voids.map((hold) => hold.status)).toEqual(['voided']);

    const retried = await sepaPayout('0002');
    await doubleClick(retried.login, retried.id, { choice: 'RETRY' });
    const round = await testApp.context.db
      .selectFrom('payout_orders as o')
      .innerJoin('transactions as t', 't.id', 'o.transaction_id')
      .select('o.round')
      .where('t.external_id', '=', retried.id)
      .executeTakeFirstOrThrow();
    expect(round.round).toBe(1);
    await expectBalancedLedger(testApp);
  });

  it('refuses bad new details, details with REFUND, and DEPOSIT, moving nothing', async () => {
    const { login, profileId, id, heldMinor } = await sepaPayout('0002');
    const nonSepa = await choose(login, id, {
      choice: 'RETRY',
      requisite: { value: 'SA0380000000608010167519' },
    });
    expect([nonSepa.status, nonSepa.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    const withRefund = await choose(login, id, {
      choice: 'REFUND',
      requisite: { value: sepaIbanEndingIn('4242') },
    });
    expect([withRefund.status, withRefund.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    const deposit = await choose(login, id, { choice: 'DEPOSIT' });
    expect([deposit.status, deposit.body.error?.code]).toEqual([406, 'NOT_ACCEPTABLE']);
    const unknownSaved = await choose(login, id, { choice: 'RETRY', requisite: { id: crypto.randomUUID() } });
    expect([unknownSaved.status, unknownSaved.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    expect(await viewOf(login, id)).toMatchObject({
      status: 'ACTION_REQUIRED',
      action_choices: ['REFUND', 'RETRY'],
    });
    expect((await balancesOf(testApp, profileId)).EUR?.[1]).toBe(String(heldMinor));
    await expectBalancedLedger(testApp);
  });

  it('RETRY to a saved requisite pays to it', async () => {
    const { login, id } = await sepaPayout('0002');
    const goodIban = sepaIbanEndingIn('7777');
    const saved = await callAs(testApp, login, 'POST', 'requisites', {
      body: { kind: 'iban', value: goodIban },
    });
    expect(saved.status).toBe(200);
    const key = crypto.randomUUID();
    const body = { choice: 'RETRY', requisite: { id: saved.body.id } };
    // Saved without a payout, the requisite is still new: its first payout confirms it.
    const unconfirmed = await choose(login, id, body, key);
    expect(asksToConfirmDetails(unconfirmed)).toBe(true);
    await confirmDetailsOf(testApp, login, unconfirmed);
    const answer = await choose(login, id, body, key);
    expect(answer.status).toBe(200);
    await payouts();
    expect(await viewOf(login, id)).toMatchObject({
      status: 'DONE',
      requisite: { value: goodIban, requisite_id: saved.body.id },
    });
    expect(requests.at(-1)?.destination).toBe(goodIban);
    await expectBalancedLedger(testApp);
  });
});
