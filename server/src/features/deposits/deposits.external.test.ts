import { completeSandboxVerification, depositResultSchema } from '@ferry/shared/contracts';
import { createIbanSchema } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_BLIK } from '../../providers/blik/sandbox-blik';
import {
  callSandbox,
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

/**
 * A signed-in user verified to the `verified` level: the bank transfers here (250 EUR) are above
 * the starter level's 200 a day, and the level's limits are not what these tests are about.
 */
async function newClient() {
  const login = await testApp.signIn();
  await testApp.client.ok(completeSandboxVerification, {
    params: { profileId: login.profiles_id[0] as string },
    body: { level: 'verified' },
  });
  return createDepositsClient(testApp, login);
}

async function startBankDeposit(client: ReturnType<typeof createDepositsClient>, amount = '250') {
  const { status, body } = await client.post('deposits', { payway: 'sepa', currency: 'EUR', amount });
  expect(status).toBe(200);
  return depositResultSchema.parse(body);
}

describe('bank transfer deposits', () => {
  it('waits with bank details and a reference made from the transaction id', async () => {
    const client = await newClient();
    const result = await startBankDeposit(client);
    expect(result.next_action).toEqual({ type: 'bank_transfer' });
    expect(result.transaction.status).toBe('WAIT');
    const details = result.transaction.bank_details;
    expect(details).toMatchObject({
      reference: `FERRY-${result.transaction.id}`,
      country: 'LT',
      recipient: expect.any(String),
      bank_name: expect.any(String),
      bank_address: expect.any(String),
      bank_code: expect.any(String),
    });
    expect(createIbanSchema({ currency: 'EUR' }).safeParse(details?.iban).success).toBe(true);
    expect(await client.balances()).toEqual({});
  });

  it('credits a transfer once even when the bank reports it twice', async () => {
    const client = await newClient();
    const result = await startBankDeposit(client);
    const reference = result.transaction.bank_details?.reference;
    const first = await callSandbox(testApp, 'bank-transfers', { reference });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ outcome: 'credited', transaction: { status: 'DONE' } });
    const second = await callSandbox(testApp, 'bank-transfers', { reference });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ outcome: 'already_settled', transaction: { status: 'DONE' } });
    // SEPA deposits are free in the seed catalogue.
    expect(await client.balances()).toEqual({ EUR: '250' });
    expect(await transfersOf(testApp, result.transaction.id)).toEqual([
      { kind: 'credit', amount: '25000', currency: 'EUR' },
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('credits once when the same transfer is reported twice at the same moment', async () => {
    const client = await newClient();
    const result = await startBankDeposit(client, '120');
    const reference = result.transaction.bank_details?.reference;
    const answers = await Promise.all([
      callSandbox(testApp, 'bank-transfers', { reference }),
      callSandbox(testApp, 'bank-transfers', { reference }),
    ]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(['already_settled', 'credited']);
    expect(await client.balances()).toEqual({ EUR: '120' });
    await expectLedgerBalanced(testApp);
  });

  it('credits what arrived when it differs from what was asked', async () => {
    const client = await newClient();
    const result = await startBankDeposit(client, '250');
    const reference = result.transaction.bank_details?.reference;
    const { body } = await callSandbox(testApp, 'bank-transfers', { reference, amount: '200.5' });
    expect(body.transaction).toMatchObject({
      status: 'DONE',
      amount: '250',
      paid_amount: '200.5',
      failure_code: 'AMOUNT_SENT_PARTIALLY',
    });
    expect(await client.balances()).toEqual({ EUR: '200.5' });
  });

  it('keeps money below the minimum in suspense until the user chooses', async () => {
    const client = await newClient();
    const result = await startBankDeposit(client, '250');
    const reference = result.transaction.bank_details?.reference;
    const { body } = await callSandbox(testApp, 'bank-transfers', { reference, amount: '1' });
    expect(body).toMatchObject({
      outcome: 'suspense',
      transaction: {
        status: 'ACTION_REQUIRED',
        failure_code: 'PAYIN_MIN_TECH_LIMIT_VIOLATION',
        paid_amount: '1',
      },
    });
    expect(await client.balances()).toEqual({});
    expect(await transfersOf(testApp, result.transaction.id)).toEqual([
      { kind: 'suspense', amount: '100', currency: 'EUR' },
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('keeps a transfer that arrives after the deposit expired, once, in suspense', async () => {
    const client = await newClient();
    const result = await startBankDeposit(client, '100');
    const { db, transactions } = testApp.context;
    const row = await db
      .selectFrom('transactions')
      .select('id')
      .where('external_id', '=', result.transaction.id)
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => transactions.transition(trx, row.id, 'EXPIRED'));
    const reference = result.transaction.bank_details?.reference;
    expect((await callSandbox(testApp, 'bank-transfers', { reference })).body.outcome).toBe('suspense');
    expect((await callSandbox(testApp, 'bank-transfers', { reference })).body.outcome).toBe(
      'already_settled',
    );
    expect(await client.balances()).toEqual({});
    expect(await transfersOf(testApp, result.transaction.id)).toHaveLength(1);
    await expectLedgerBalanced(testApp);
  });

  it('answers NOT_FOUND for an unknown reference and VALIDATION_ERROR for a bad amount', async () => {
    const unknown = await callSandbox(testApp, 'bank-transfers', { reference: 'FERRY-F000000000000' });
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    const client = await newClient();
    const result = await startBankDeposit(client);
    const reference = result.transaction.bank_details?.reference;
    for (const amount of ['-5', '0', '1.001', 'ten']) {
      const refused = await callSandbox(testApp, 'bank-transfers', { reference, amount });
      expect([refused.status, refused.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(await client.balances()).toEqual({});
  });

  it('serves UAH over Ukrainian IBAN and USD over IBAN with their own accounts', async () => {
    const client = await newClient();
    const uah = depositResultSchema.parse(
      (await client.post('deposits', { payway: 'uaiban', currency: 'UAH', amount: '1000' })).body,
    );
    expect(createIbanSchema({ currency: 'UAH' }).safeParse(uah.transaction.bank_details?.iban).success).toBe(
      true,
    );
    const usd = depositResultSchema.parse(
      (await client.post('deposits', { payway: 'iban', currency: 'USD', amount: '100' })).body,
    );
    expect(createIbanSchema({ currency: 'USD' }).safeParse(usd.transaction.bank_details?.iban).success).toBe(
      true,
    );
  });
});

describe('Blik and monobank deposits', () => {
  it('credits an approved Blik code at once, less the 1.2 % fee', async () => {
    const client = await newClient();
    const { body } = await client.post('deposits', {
      payway: 'blik',
      currency: 'PLN',
      amount: '100',
      blik_code: SANDBOX_BLIK.approved,
    });
    expect(depositResultSchema.parse(body)).toMatchObject({
      transaction: { status: 'DONE', fee: '1.2' },
      next_action: null,
    });
    expect(await client.balances()).toEqual({ PLN: '98.8' });
  });

  it('refuses a declined Blik code with UNABLE_DEPOSIT and records nothing', async () => {
    const client = await newClient();
    const { status, body } = await client.post('deposits', {
      payway: 'blik',
      currency: 'PLN',
      amount: '100',
      blik_code: SANDBOX_BLIK.declined,
    });
    expect([status, body.error?.code]).toEqual([422, 'UNABLE_DEPOSIT']);
    expect((await client.get('transactions')).body.transactions).toEqual([]);
  });

  it('waits for a pending Blik code until it is confirmed in the bank app, once', async () => {
    const client = await newClient();
    const { body } = await client.post('deposits', {
      payway: 'blik',
      currency: 'PLN',
      amount: '50',
      blik_code: SANDBOX_BLIK.pending,
    });
    const result = depositResultSchema.parse(body);
    expect(result.next_action).toEqual({ type: 'confirm_in_bank_app' });
    const reference = await providerRefOf(result.transaction.id);
    expect((await callSandbox(testApp, `payments/${reference}/confirm`)).body.outcome).toBe('credited');
    expect((await callSandbox(testApp, `payments/${reference}/confirm`)).body.outcome).toBe(
      'already_settled',
    );
    expect(await client.balances()).toEqual({ PLN: '49.4' });
  });

  it('sends monobank payers to an invoice page whose Pay button credits the deposit', async () => {
    const client = await newClient();
    const { body } = await client.post('deposits', { payway: 'monobank', currency: 'UAH', amount: '500' });
    const result = depositResultSchema.parse(body);
    expect(result.transaction.status).toBe('WAIT');
    const next = result.next_action;
    if (next?.type !== 'redirect') throw new Error('expected a redirect');
    const page = await testApp.app.request(new URL(next.url).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('500 UAH');
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmPath = new URL(action, next.url).pathname;
    const paid = await testApp.app.request(confirmPath, { method: 'POST' });
    expect(paid.status).toBe(200);
    expect(await client.balances()).toEqual({ UAH: '495' });
    // An expired invoice cannot be paid any more.
    const late = await client.post('deposits', { payway: 'monobank', currency: 'UAH', amount: '500' });
    const lateId = depositResultSchema.parse(late.body).transaction.id;
    const { db, transactions } = testApp.context;
    const row = await db
      .selectFrom('transactions')
      .select('id')
      .where('external_id', '=', lateId)
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => transactions.transition(trx, row.id, 'EXPIRED'));
    const refused = await callSandbox(testApp, `payments/${await providerRefOf(lateId)}/confirm`);
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'CONFLICT_ERROR']);
    expect(await client.balances()).toEqual({ UAH: '495' });
  });
});

async function providerRefOf(externalId: string): Promise<string> {
  const row = await testApp.context.db
    .selectFrom('transactions')
    .select('provider_ref')
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
  return row.provider_ref ?? '';
}
