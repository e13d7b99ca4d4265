import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../ledger/ledger-audit';
import { house } from '../ledger/ledger-types';
import { availableOf as availableOfProfile } from '../test-support/money.test-kit';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

/** A deposit whose money arrived outside the rules: parked in suspense, waiting for the user. */
async function parkedDeposit(
  type: 'PAYIN' | 'PAYIN_CONVERT',
  status: 'ACTION_REQUIRED' | 'FAIL' = 'ACTION_REQUIRED',
) {
  const login = await testApp.signIn();
  const profileId = login.profiles_id[0] as string;
  const { db, ledger, transactions } = testApp.context;
  const row = await db.transaction().execute(async (trx) => {
    const created = await transactions.create(trx, {
      profileId,
      type,
      status: 'WAIT',
      amountMinor: 50_000n,
      currency: 'EUR',
      payway: 'sepa',
      ...(type === 'PAYIN_CONVERT' ? { toCurrency: 'USDT' } : {}),
    });
    await ledger.post(trx, [
      {
        id: crypto.randomUUID(),
        kind: 'suspense',
        transactionId: created.id,
        debit: house('provider_clearing', 'EUR', 'sandbox-bank'),
        credit: house('suspense', 'EUR'),
        amountMinor: 20_000n,
      },
    ]);
    return transactions.transition(trx, created.id, status, {
      changes: { paid_amount: 20_000n, failure_code: 'PAYIN_MIN_TECH_LIMIT_VIOLATION' },
    });
  });
  return { login, profileId, externalId: row.external_id };
}

async function choose(login: Awaited<ReturnType<TestApp['signIn']>>, externalId: string, choice: string) {
  const response = await testApp.app.request(`/api/client/v1/transactions/${externalId}/action`, {
    method: 'POST',
    headers: bearer(login, { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }),
    body: JSON.stringify({ choice }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      transaction?: Record<string, unknown>;
      linked?: Record<string, unknown>;
      error?: { code: string };
    },
  };
}

const availableOf = (profileId: string) => availableOfProfile(testApp, profileId);

describe('the action-required choices', () => {
  it('DEPOSIT credits what arrived to the balance as a linked PAYIN and resolves the original', async () => {
    const parked = await parkedDeposit('PAYIN');
    const { status, body } = await choose(parked.login, parked.externalId, 'DEPOSIT');
    expect(status).toBe(200);
    expect(body.transaction).toMatchObject({ status: 'RESOLVED', action_choices: [] });
    expect(body.linked).toMatchObject({
      type: 'PAYIN',
      status: 'DONE',
      amount: '200',
      parent_id: parked.externalId,
    });
    expect(await availableOf(parked.profileId)).toEqual({ EUR: 20_000n });
    const again = await choose(parked.login, parked.externalId, 'REFUND');
    expect([again.status, again.body.error?.code]).toEqual([409, 'CONFLICT_ERROR']);
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
  });

  it('REFUND sends what arrived back as a linked PAYOUT, and nothing reaches the balance', async () => {
    const parked = await parkedDeposit('PAYIN', 'FAIL');
    const { body } = await choose(parked.login, parked.externalId, 'REFUND');
    expect(body.linked).toMatchObject({ type: 'PAYOUT', status: 'DONE', amount: '200', payway: 'sepa' });
    expect(await availableOf(parked.profileId)).toEqual({});
  });

  it('RETRY converts what arrived at today’s price and links the new transaction as reproduced', async () => {
    const parked = await parkedDeposit('PAYIN_CONVERT');
    const { status, body } = await choose(parked.login, parked.externalId, 'RETRY');
    expect(status).toBe(200);
    expect(body.linked).toMatchObject({
      type: 'PAYIN_CONVERT',
      status: 'DONE',
      amount: '200',
      to_currency: 'USDT',
    });
    expect(body.transaction).toMatchObject({ status: 'RESOLVED', reproduced_id: body.linked?.id });
    const balances = await availableOf(parked.profileId);
    expect(balances.EUR ?? 0n).toBe(0n);
    expect(balances.USDT).toBeGreaterThan(0n);
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
  });

  it('refuses RETRY of a plain deposit and any choice on a transaction that needs none', async () => {
    const parked = await parkedDeposit('PAYIN');
    const retry = await choose(parked.login, parked.externalId, 'RETRY');
    expect([retry.status, retry.body.error?.code]).toEqual([406, 'NOT_ACCEPTABLE']);
    const bogus = await choose(parked.login, parked.externalId, 'DONATE');
    expect([bogus.status, bogus.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    const stranger = await testApp.signIn();
    const foreign = await choose(stranger, parked.externalId, 'DEPOSIT');
    expect(foreign.status).toBe(404);
    expect(await availableOf(parked.profileId)).toEqual({});
  });
});
