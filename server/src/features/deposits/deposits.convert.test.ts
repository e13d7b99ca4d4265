import { depositResultSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
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

const visa = { number: SANDBOX_CARDS.success, expiry: '12 / 39', cvv: '123', holder_name: 'Alice Example' };

async function quoteRow(quoteId: string | null) {
  return testApp.context.db
    .selectFrom('quotes')
    .selectAll()
    .where('id', '=', quoteId ?? '')
    .executeTakeFirstOrThrow();
}

async function rowOf(externalId: string) {
  return testApp.context.db
    .selectFrom('transactions')
    .selectAll()
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
}

describe('PAYIN_CONVERT', () => {
  it('lands a card deposit in the target currency with the quote’s amount', async () => {
    const client = createDepositsClient(testApp, await testApp.signIn());
    const { status, body } = await client.post('deposits', {
      payway: 'card',
      currency: 'EUR',
      amount: '100',
      card: visa,
      convert_to: 'USDT',
    });
    expect(status).toBe(200);
    const { transaction } = depositResultSchema.parse(body);
    expect(transaction).toMatchObject({
      type: 'PAYIN_CONVERT',
      status: 'DONE',
      currency: 'EUR',
      to_currency: 'USDT',
    });
    const row = await rowOf(transaction.id);
    const quote = await quoteRow(row.quote_id);
    expect(quote.used_at).not.toBeNull();
    // The card fee (1.80 EUR) comes off first; the quote converts the rest.
    expect(String(quote.from_amount)).toBe('9820');
    expect(String(row.to_amount)).toBe(String(quote.to_amount));
    expect(BigInt(row.fee)).toBe(180n + BigInt(quote.fee));
    expect(await client.balances()).toEqual({ USDT: transaction.to_amount });
    const transfers = await transfersOf(testApp, transaction.id);
    expect(transfers).toEqual(
      expect.arrayContaining([
        { kind: 'exchange_out', amount: String(quote.to_amount), currency: 'USDT' },
        { kind: 'fee', amount: String(row.fee), currency: 'EUR' },
      ]),
    );
    await expectLedgerBalanced(testApp);
  });

  it('prices a bank transfer that arrived short afresh and credits the new quote’s amount', async () => {
    const client = createDepositsClient(testApp, await testApp.signIn());
    const { body } = await client.post('deposits', {
      payway: 'sepa',
      currency: 'EUR',
      amount: '500',
      convert_to: 'USDC',
    });
    const { transaction } = depositResultSchema.parse(body);
    expect(transaction).toMatchObject({ type: 'PAYIN_CONVERT', status: 'WAIT' });
    const firstQuote = (await rowOf(transaction.id)).quote_id;
    const credited = await callSandbox(testApp, 'bank-transfers', {
      reference: transaction.bank_details?.reference,
      amount: '400',
    });
    expect(credited.body).toMatchObject({
      outcome: 'credited',
      transaction: { status: 'DONE', paid_amount: '400' },
    });
    const row = await rowOf(transaction.id);
    expect(row.quote_id).not.toBe(firstQuote);
    const quote = await quoteRow(row.quote_id);
    expect(String(quote.from_amount)).toBe('40000');
    expect(await client.balances()).toEqual({
      USDC: credited.body.transaction?.to_amount,
    });
    await expectLedgerBalanced(testApp);
  });

  it.each([
    [{ convert_to: 'EUR' }, 400, 'VALIDATION_ERROR'],
    [{ convert_to: 'NOPE' }, 400, 'VALIDATION_ERROR'],
    [{ convert_to: 'BTC' }, 422, 'CONVERT_DIRECTION_UNAVAILABLE'],
  ])('refuses %j with %i %s and charges nothing', async (extra, status, code) => {
    await testApp.context.db
      .updateTable('convert_directions')
      .set({ is_available: false })
      .where('from_currency', '=', 'EUR')
      .where('to_currency', '=', 'BTC')
      .execute();
    const login = await testApp.signIn();
    const client = createDepositsClient(testApp, login);
    const answer = await client.post('deposits', {
      payway: 'card',
      currency: 'EUR',
      amount: '100',
      card: visa,
      ...extra,
    });
    expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
    expect(await client.balances()).toEqual({});
    expect((await client.get('transactions')).body.transactions).toEqual([]);
  });
});
