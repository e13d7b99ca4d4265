import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../ledger/minor';
import { SANDBOX_CARDS } from '../providers/acquiring/sandbox-acquirer';
import { createDepositsClient, expectLedgerBalanced } from '../test-support/deposits.test-kit';
import { fundedUser } from '../test-support/money.test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The real clock: the database stamps each movement with its own, and the sums read those stamps.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

const cardDeposit = (amount: string) => ({
  payway: 'card',
  currency: 'EUR',
  amount,
  card: { number: SANDBOX_CARDS.success, expiry: '12 / 39', cvv: '123', holder_name: 'Alice Example' },
});

/** What the profile's counted transactions of `type` moved, in EUR minor units. */
async function movedMinor(profileId: string, type: string): Promise<bigint> {
  const rows = await testApp.context.db
    .selectFrom('transactions')
    .select(['amount', 'status'])
    .where('profile_id', '=', profileId)
    .where('type', '=', type)
    .execute();
  return rows.reduce((sum, row) => sum + toMinor(row.amount), 0n);
}

const refusalOfTheDay = {
  status: 422,
  body: {
    error: {
      code: 'DAILY_LIMIT_EXCEEDED',
      details: expect.objectContaining({
        limit_kind: 'verification_level',
        direction: 'in',
        period: 'day',
        limit: '200',
        left: '0',
        amount: '10',
        currency: 'EUR',
      }),
    },
  },
};

describe('money in racing at the edge of the level’s daily limit', () => {
  it('20 concurrent card deposits: exactly what fits is credited, the sum never passes 200 EUR', async () => {
    // Starter: 200 EUR in a day. 110 already in leaves room for 9 of the 20 deposits of 10.
    const { login, profileId } = await fundedUser(testApp, {});
    const client = createDepositsClient(testApp, login);
    expect((await client.post('deposits', cardDeposit('110'))).status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post('deposits', cardDeposit('10'))),
    );

    const passed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(passed).toHaveLength(9);
    for (const answer of passed) expect(answer.body.transaction).toMatchObject({ status: 'DONE' });
    for (const answer of refused) expect(answer).toMatchObject(refusalOfTheDay);
    expect(await movedMinor(profileId, 'PAYIN')).toBe(20_000n);
    await expectLedgerBalanced(testApp);
  });

  it('20 concurrent exchanges from the balance: the paid side counted in never passes 200 EUR', async () => {
    const { login, profileId } = await fundedUser(testApp, { EUR: 100_000n });
    const client = createDepositsClient(testApp, login);
    const exchange = async (amountMinor: bigint) => {
      const quote = await testApp.context.quotes.create(testApp.context.db, {
        profileId,
        kind: 'exchange',
        fromCurrency: 'EUR',
        toCurrency: 'USDT',
        fromAmountMinor: amountMinor,
        fromPayway: 'balance',
        toPayway: 'balance',
      });
      return client.post('exchanges', { quote_id: quote.id });
    };
    expect((await exchange(11_000n)).status).toBe(200);

    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange(1_000n)));

    const passed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(passed).toHaveLength(9);
    for (const answer of refused) expect(answer).toMatchObject(refusalOfTheDay);
    expect(await movedMinor(profileId, 'EXCHANGE')).toBe(20_000n);
    const eur = await testApp.context.ledger.balances(testApp.context.db, profileId);
    expect(eur.find((balance) => balance.currency === 'EUR')?.availableMinor).toBe(80_000n);
    await expectLedgerBalanced(testApp);
  });
});
