import { completeSandboxVerification, depositResultSchema } from '@ferry/shared/contracts';
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
    // The quote is the whole purchase, so what is shown is what is charged: the card's 1.80 EUR
    // off the 100, then the exchange fee on what is converted; the transaction is exactly that quote.
    expect(quote).toMatchObject({ kind: 'exchange', from_payway: 'card', to_payway: 'balance' });
    expect(String(quote.from_amount)).toBe('10000');
    expect(String(quote.payin_fee)).toBe('180');
    expect(String(row.to_amount)).toBe(String(quote.to_amount));
    expect(String(row.fee)).toBe(String(quote.fee));
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

  describe('with the quote the user confirmed', () => {
    async function confirmedQuote(client: ReturnType<typeof createDepositsClient>, amount = '100') {
      const { body } = await client.post('quotes', {
        kind: 'exchange',
        from_currency: 'EUR',
        to_currency: 'USDT',
        from_amount: amount,
        from_payway: 'card',
        to_payway: 'balance',
      });
      return body as { id: string; to_amount: string; fee: string };
    }

    it('books exactly that quote', async () => {
      const client = createDepositsClient(testApp, await testApp.signIn());
      const quote = await confirmedQuote(client);
      const { body } = await client.post('deposits', {
        payway: 'card',
        currency: 'EUR',
        amount: '100',
        card: visa,
        convert_to: 'USDT',
        quote_id: quote.id,
      });
      const { transaction } = depositResultSchema.parse(body);
      expect([transaction.fee, transaction.to_amount]).toEqual([quote.fee, quote.to_amount]);
      expect(await client.balances()).toEqual({ USDT: quote.to_amount });
    });

    it.each([
      ['for another amount', { amount: '99' }, 400, 'VALIDATION_ERROR'],
      ['for another currency', { convert_to: 'USDC' }, 400, 'VALIDATION_ERROR'],
      ['without a conversion', { convert_to: undefined }, 400, 'VALIDATION_ERROR'],
      ['expired', { expired: true }, 422, 'UNPROCESSABLE_ENTITY'],
    ])('refuses a quote %s and charges nothing', async (_name, change, status, code) => {
      const client = createDepositsClient(testApp, await testApp.signIn());
      const quote = await confirmedQuote(client);
      const { expired, ...body } = { expired: false, ...change };
      if (expired)
        await testApp.context.db
          .updateTable('quotes')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('id', '=', quote.id)
          .execute();
      const answer = await client.post('deposits', {
        payway: 'card',
        currency: 'EUR',
        amount: '100',
        card: visa,
        convert_to: 'USDT',
        quote_id: quote.id,
        ...body,
      });
      expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
      expect(await client.balances()).toEqual({});
      expect((await client.get('transactions')).body.transactions).toEqual([]);
    });
  });

  it('prices a bank transfer that arrived short afresh and credits the new quote’s amount', async () => {
    const login = await testApp.signIn();
    // 500 EUR is above the starter level's 200 a day.
    await testApp.client.ok(completeSandboxVerification, {
      params: { profileId: login.profiles_id[0] as string },
      body: { level: 'verified' },
    });
    const client = createDepositsClient(testApp, login);
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
