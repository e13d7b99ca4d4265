import { listBalances, listTransactions, transactionSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

async function get(path: string, headers: Record<string, string>) {
  const response = await testApp.app.request(`/api/client/v1/${path}`, { headers });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}

async function seed(profileId: string) {
  const { db, transactions } = testApp.context;
  const specs = [
    ...Array.from({ length: 12 }, (_, index) => ({
      type: 'PAYIN' as const,
      currency: 'EUR',
      amountMinor: BigInt(100 + index),
    })),
    ...Array.from({ length: 6 }, () => ({
      type: 'PAYOUT' as const,
      currency: 'USDT',
      amountMinor: 5_000_000n,
    })),
    {
      type: 'EXCHANGE' as const,
      currency: 'EUR',
      amountMinor: 10_000n,
      exchangeKind: 'BUY' as const,
      toCurrency: 'USDT',
      toAmountMinor: 9_000_000n,
    },
    {
      type: 'EXCHANGE' as const,
      currency: 'BTC',
      amountMinor: 1_000n,
      exchangeKind: 'SWAP' as const,
      toCurrency: 'ETH',
      toAmountMinor: 10n ** 15n,
    },
  ];
  for (const spec of specs)
    await db.transaction().execute((trx) => transactions.create(trx, { profileId, ...spec }));
}

describe('GET transactions', () => {
  it('pages newest first by cursor, each row once, and filters', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    await seed(profileId);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = listTransactions.response.parse(
        (await get(`transactions?limit=7${cursor ? `&cursor=${cursor}` : ''}`, bearer(login))).body,
      );
      seen.push(...page.transactions.map((transaction) => transaction.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(20);
    expect(new Set(seen).size).toBe(20);

    const filtered = async (query: string) =>
      listTransactions.response.parse((await get(`transactions?limit=100&${query}`, bearer(login))).body)
        .transactions;
    expect(await filtered('type=PAYOUT')).toHaveLength(6);
    expect(await filtered('direction=PAYIN')).toHaveLength(12);
    expect(await filtered('currency=USDT')).toHaveLength(7);
    expect((await filtered('kind=CRYPTO_TO_FIAT')).map((transaction) => transaction.exchange_kind)).toEqual([
      'BUY',
    ]);
    expect((await filtered('kind=CRYPTO_TO_CRYPTO')).map((transaction) => transaction.exchange_kind)).toEqual(
      ['SWAP'],
    );
    const swap = (await filtered('kind=CRYPTO_TO_CRYPTO'))[0];
    expect(transactionSchema.parse(swap)).toMatchObject({
      amount: '0.00001',
      to_amount: '0.001',
      to_currency: 'ETH',
    });
  });

  it.each([
    ['limit=0'],
    ['limit=101'],
    ['type=LOAN'],
    ['status=DONEISH'],
    ['kind=FIAT_TO_FIAT'],
    ['cursor=not-a-cursor'],
  ])('refuses %s with VALIDATION_ERROR', async (query) => {
    const login = await testApp.signIn();
    const { status, body } = await get(`transactions?${query}`, bearer(login));
    expect([status, body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('shows one transaction to its owner and NOT_FOUND to anyone else', async () => {
    const alice = await testApp.signIn();
    const bob = await testApp.signIn();
    await seed(alice.profiles_id[0] as string);
    const [first] = listTransactions.response.parse(
      (await get('transactions?limit=1', bearer(alice))).body,
    ).transactions;
    expect((await get(`transactions/${first?.id}`, bearer(alice))).status).toBe(200);
    expect((await get(`transactions/${first?.id}`, bearer(bob))).status).toBe(404);
  });
});

describe('GET balances', () => {
  it('answers available and held per currency in whole units', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    const { db, ledger } = testApp.context;
    await ledger.post(db, [fund(profileId, 'EUR', 1_050n), fund(profileId, 'BTC', 150_000_000n)]);
    await db.transaction().execute((trx) =>
      ledger.hold(trx, {
        transactionId: crypto.randomUUID(),
        profileId,
        currency: 'EUR',
        amountMinor: 50n,
      }),
    );
    const { status, body } = await get('balances', bearer(login));
    expect(status).toBe(200);
    expect(listBalances.response.parse(body).balances).toEqual([
      { currency: 'BTC', available: '1.5', held: '0' },
      { currency: 'EUR', available: '10', held: '0.5' },
    ]);
  });
});
