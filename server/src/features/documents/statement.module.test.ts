import { getStatement } from '@ferry/shared/contracts';
import { decimalToMinor } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { dayFromToday, makeOldDeposits, makeTodaysMovements } from './statement.test-kit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

async function get(query: string, headers: Record<string, string>) {
  const response = await testApp.app.request(`/api/client/v1/statement?${query}`, { headers });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & {
      error?: { code: string; details?: { issues?: { path: string; key: string }[] } };
    },
  };
}

describe('GET statement', () => {
  it('matches the ledger: opening + in − out = closing = the cached balance, own moves left out', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    const stranger = await testApp.signIn();
    await makeOldDeposits(testApp.context, profileId);
    await makeTodaysMovements(testApp.context, stranger.profiles_id[0] as string);
    const { payin, payout, exchange } = await makeTodaysMovements(testApp.context, profileId);

    const { status, body } = await get(`from=${dayFromToday(-30)}&to=${dayFromToday(0)}`, bearer(login));
    expect(status).toBe(200);
    const statement = getStatement.response.parse(body);
    expect(statement.balances).toEqual([
      {
        currency: 'EUR',
        opening_balance: '500',
        total_in: '100',
        total_out: '49.5',
        closing_balance: '550.5',
      },
      { currency: 'USDT', opening_balance: '20', total_in: '21.5', total_out: '0', closing_balance: '41.5' },
    ]);
    const ledgerBalances = await testApp.context.ledger.balances(testApp.context.db, profileId);
    for (const balance of ledgerBalances) {
      const closing = statement.balances.find((candidate) => candidate.currency === balance.currency);
      const scale = balance.currency === 'EUR' ? 2 : 6;
      expect(decimalToMinor(closing?.closing_balance ?? '', scale)).toBe(
        balance.availableMinor + balance.heldMinor,
      );
    }
    expect(
      statement.lines.map((line) => [
        line.currency,
        line.amount,
        line.balance_after,
        line.kind,
        line.transaction?.id,
      ]),
    ).toEqual([
      ['EUR', '100', '600', 'credit', payin.external_id],
      ['EUR', '-29', '571', 'post', payout.external_id],
      ['EUR', '-0.5', '570.5', 'fee', payout.external_id],
      ['EUR', '-20', '550.5', 'exchange_out', exchange.external_id],
      ['USDT', '21.5', '41.5', 'exchange_in', exchange.external_id],
    ]);
    expect(statement.lines[0]?.transaction).toEqual({ id: payin.external_id, type: 'PAYIN', status: 'NEW' });

    const usdtOnly = getStatement.response.parse(
      (await get(`from=${dayFromToday(-30)}&to=${dayFromToday(0)}&currency=usdt`, bearer(login))).body,
    );
    expect(usdtOnly.balances.map((balance) => balance.currency)).toEqual(['USDT']);
    expect(usdtOnly.lines).toHaveLength(1);
  });

  it('splits history at the period bounds', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    await makeOldDeposits(testApp.context, profileId);
    await makeTodaysMovements(testApp.context, profileId);
    const around = getStatement.response.parse(
      (await get(`from=${dayFromToday(-41)}&to=${dayFromToday(-39)}`, bearer(login))).body,
    );
    expect(
      around.balances.map((balance) => [balance.currency, balance.opening_balance, balance.closing_balance]),
    ).toEqual([
      ['EUR', '0', '500'],
      ['USDT', '0', '20'],
    ]);
    expect(around.lines.map((line) => line.amount)).toEqual(['500', '20']);
    const between = getStatement.response.parse(
      (await get(`from=${dayFromToday(-38)}&to=${dayFromToday(-1)}`, bearer(login))).body,
    );
    expect(between.lines).toEqual([]);
    expect(
      between.balances.map((balance) => [balance.opening_balance, balance.total_in, balance.closing_balance]),
    ).toEqual([
      ['500', '0', '500'],
      ['20', '0', '20'],
    ]);
  });

  it('answers an empty statement for a profile that never held money', async () => {
    const login = await testApp.signIn();
    const statement = getStatement.response.parse(
      (await get(`from=${dayFromToday(-1)}&to=${dayFromToday(0)}`, bearer(login))).body,
    );
    expect(statement).toMatchObject({ balances: [], lines: [] });
    const asked = getStatement.response.parse(
      (await get(`from=${dayFromToday(-1)}&to=${dayFromToday(0)}&currency=EUR`, bearer(login))).body,
    );
    expect(asked.balances).toEqual([
      { currency: 'EUR', opening_balance: '0', total_in: '0', total_out: '0', closing_balance: '0' },
    ]);
  });

  it.each([
    ['no dates', '', 'from'],
    ['no end', `from=${dayFromToday(-1)}`, 'to'],
    ['not a date', `from=yesterday&to=${dayFromToday(0)}`, 'from'],
    ['a day that does not exist', `from=2024-02-30&to=2024-03-01`, 'from'],
    ['end before start', `from=${dayFromToday(-1)}&to=${dayFromToday(-2)}`, 'to'],
    ['longer than 3 months', `from=${dayFromToday(-100)}&to=${dayFromToday(0)}`, 'to'],
    ['ending in the future', `from=${dayFromToday(-1)}&to=${dayFromToday(1)}`, 'to'],
    ['an unknown currency', `from=${dayFromToday(-1)}&to=${dayFromToday(0)}&currency=XYZ`, 'currency'],
    [
      'a currency too long',
      `from=${dayFromToday(-1)}&to=${dayFromToday(0)}&currency=${'A'.repeat(17)}`,
      'currency',
    ],
  ])('refuses %s with VALIDATION_ERROR naming the field', async (_, query, field) => {
    const login = await testApp.signIn();
    const { status, body } = await get(query, bearer(login));
    expect([status, body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(body.error?.details?.issues?.map((issue) => issue.path)).toContain(field);
  });

  it('names the three-month rule and the future rule by their texts', async () => {
    const login = await testApp.signIn();
    const tooLong = await get(`from=${dayFromToday(-100)}&to=${dayFromToday(0)}`, bearer(login));
    expect(tooLong.body.error?.details?.issues?.[0]).toMatchObject({
      key: 'documents.validation.periodTooLong',
      params: { count: 3 },
    });
    const future = await get(`from=${dayFromToday(-1)}&to=${dayFromToday(1)}`, bearer(login));
    expect(future.body.error?.details?.issues?.[0]?.key).toBe('documents.validation.future');
  });

  it('needs a signed-in user', async () => {
    const { status } = await get(`from=${dayFromToday(-1)}&to=${dayFromToday(0)}`, {});
    expect(status).toBe(401);
  });
});
