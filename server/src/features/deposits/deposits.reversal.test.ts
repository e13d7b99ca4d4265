import { completeSandboxVerification, depositResultSchema, getVerification } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, house } from '../../ledger/ledger-types';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import {
  callSandbox,
  countTransactions,
  createDepositsClient,
  expectLedgerBalanced,
  transfersOf,
} from '../../test-support/deposits.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

/** A verified user with a credited 250 EUR bank transfer: answers the client and the deposit's id. */
async function creditedDeposit() {
  const login = await testApp.signIn();
  const profileId = login.profiles_id[0] as string;
  await testApp.client.ok(completeSandboxVerification, {
    params: { profileId },
    body: { level: 'verified' },
  });
  const client = createDepositsClient(testApp, login);
  const started = await client.post('deposits', { payway: 'sepa', currency: 'EUR', amount: '250' });
  const deposit = depositResultSchema.parse(started.body).transaction;
  const credited = await callSandbox(testApp, 'bank-transfers', {
    reference: deposit.bank_details?.reference,
  });
  expect(credited.body).toMatchObject({ outcome: 'credited' });
  return { client, login, profileId, depositId: deposit.id };
}

const reverse = (transactionId: string, reason = 'recall') =>
  callSandbox(testApp, 'deposit-reversals', { transaction_id: transactionId, reason });

describe('the sandbox provider’s chargeback or recall of a credited deposit', () => {
  it('counts against none of the person’s limits: the deposit stays money in, the reversal is not money out', async () => {
    const { login, depositId } = await creditedDeposit();
    const before = await testApp.client.ok(getVerification, { token: login });
    expect(before.limits.in.day.used).toBe('250');
    expect((await reverse(depositId)).status).toBe(200);
    const after = await testApp.client.ok(getVerification, { token: login });
    expect(after.limits.out.day.used).toBe(before.limits.out.day.used);
    expect(after.limits.out.month.used).toBe(before.limits.out.month.used);
    expect(after.limits.in.day.used).toBe('250');
  });

  it('takes the money back once, as a PAYOUT linked to the deposit, and a repeat answers the same reversal', async () => {
    const { client, profileId, depositId } = await creditedDeposit();
    const first = await reverse(depositId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      outcome: 'reversed',
      transaction: {
        type: 'PAYOUT',
        direction: 'PAYOUT',
        status: 'DONE',
        amount: '250',
        currency: 'EUR',
        payway: 'sepa',
        parent_id: depositId,
        requisite: { reversal_of: depositId, reason: 'recall' },
      },
    });
    const transactionsAfterFirst = await countTransactions(testApp, profileId);
    const second = await reverse(depositId, 'chargeback');
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ ...first.body, outcome: 'already_reversed' });
    expect(await countTransactions(testApp, profileId)).toBe(transactionsAfterFirst);
    expect(await client.balances()).toEqual({ EUR: '0' });
    const reversalId = first.body.transaction?.id as string;
    expect(await transfersOf(testApp, reversalId)).toEqual([
      { kind: 'recall', amount: '25000', currency: 'EUR' },
    ]);

    // The history shows the deposit, still DONE, and the money that left with it, linked to it.
    const history = await client.get('transactions?limit=10');
    const rows = history.body.transactions as {
      id: string;
      type: string;
      status: string;
      parent_id: string | null;
    }[];
    expect(rows.map((row) => [row.type, row.status, row.parent_id])).toEqual(
      expect.arrayContaining([
        ['PAYIN', 'DONE', null],
        ['PAYOUT', 'DONE', depositId],
      ]),
    );
    await expectLedgerBalanced(testApp);
  });

  it('books one reversal when the same deposit is reported twice at the same moment', async () => {
    const { client, depositId } = await creditedDeposit();
    const answers = await Promise.all([reverse(depositId, 'chargeback'), reverse(depositId, 'chargeback')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(['already_reversed', 'reversed']);
    expect(answers[0]?.body.transaction?.id).toBe(answers[1]?.body.transaction?.id);
    expect(await client.balances()).toEqual({ EUR: '0' });
    await expectLedgerBalanced(testApp);
  });

  it('answers spec error codes, never a 500, for what it cannot reverse', async () => {
    const { depositId } = await creditedDeposit();
    const unknown = await reverse('no-such-transaction');
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'NOT_FOUND']);

    const reversal = await reverse(depositId);
    const ofReversal = await reverse(reversal.body.transaction?.id as string);
    expect(ofReversal.body.error?.code).toBe('CONFLICT_ERROR');
    expect(ofReversal.body.error?.details).toMatchObject({ reason: 'not_a_credited_deposit' });
    expect(ofReversal.status).toBeLessThan(500);

    const login = await testApp.signIn();
    const waiting = await createDepositsClient(testApp, login).post('deposits', {
      payway: 'sepa',
      currency: 'EUR',
      amount: '20',
    });
    const notCredited = await reverse(waiting.body.transaction?.id as string);
    expect(notCredited.body.error?.code).toBe('CONFLICT_ERROR');

    for (const body of [{ transaction_id: depositId, reason: 'fraud' }, { reason: 'recall' }, {}]) {
      const refused = await callSandbox(testApp, 'deposit-reversals', body);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses with INSUFFICIENT_BALANCE when the user no longer holds the money, and books nothing', async () => {
    const { client, profileId, depositId } = await creditedDeposit();
    // The user has spent 200 of the 250 meanwhile.
    await runMoneyTransaction(testApp.context.db, (trx) =>
      testApp.context.ledger.post(trx, [
        {
          id: crypto.randomUUID(),
          kind: 'test_spend',
          transactionId: null,
          debit: available(profileId, 'EUR'),
          credit: house('fees', 'EUR', 'test_spend'),
          amountMinor: 20_000n,
        },
      ]),
    );
    const before = await countTransactions(testApp, profileId);
    const refused = await reverse(depositId, 'chargeback');
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
    expect(await countTransactions(testApp, profileId)).toBe(before);
    expect(await client.balances()).toEqual({ EUR: '50' });
  });
});
