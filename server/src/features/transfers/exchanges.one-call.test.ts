import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import { availableOf, fundedUser } from '../../test-support/money.test-kit';
import { operationStatements } from '../../test-support/statements.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

// POST exchanges between balances runs in one database call (issue 30): the level's limits are
// checked on what the server read of the profile's month, and money_apply compares that read under
// the profile's lock; anything changed since sends the exchange to the transaction path, whose
// check then decides.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

type Funded = Awaited<ReturnType<typeof fundedUser>>;

/** A BUY of `amountMinor` EUR cents of USDT, paid from and delivered to the balance. */
const quoteFor = (user: Funded, amountMinor: bigint) =>
  testApp.context.quotes.create(testApp.context.db, {
    profileId: user.profileId,
    kind: 'exchange',
    fromCurrency: 'EUR',
    toCurrency: 'USDT',
    fromAmountMinor: amountMinor,
    fromPayway: 'balance',
    toPayway: 'balance',
  });

async function exchange(user: Funded, quoteId: string) {
  const response = await testApp.app.request('/api/client/v1/exchanges', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...bearer(user.login, { 'Idempotency-Key': crypto.randomUUID() }),
    },
    body: JSON.stringify({ quote_id: quoteId }),
  });
  return { status: response.status, body: JSON.parse(await response.text()) };
}

describe('POST exchanges in one database call', () => {
  it('writes in one call, with no transaction of its own: the limits are read before it', async () => {
    const user = await fundedUser(testApp, { EUR: 100_000n });
    const first = await quoteFor(user, 2_000n);
    expect((await exchange(user, first.id)).status).toBe(200);
    const quote = await quoteFor(user, 2_000n);
    const statements = await operationStatements(testApp.context.db, async () => {
      expect((await exchange(user, quote.id)).status).toBe(200);
    });
    // The level and the month's counted rows, read; then the one call.
    expect(statements.at(-1)).toBe('/* prepared */ SELECT money_apply($1::jsonb) AS outcome');
    expect(statements.filter((text) => /^\s*(begin|savepoint|commit)/i.test(text))).toEqual([]);
    expect(statements.some((text) => /for update/i.test(text))).toBe(false);
    expect(await availableOf(testApp, user.profileId)).toEqual({
      EUR: 100_000n - first.fromAmountMinor - quote.fromAmountMinor,
      USDT: first.toAmountMinor + quote.toAmountMinor,
    });
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
  });

  it('sends the exchange to the transaction path when the month changed under the plan, and that check refuses it', async () => {
    // The starter level lets 200 EUR a day in: 150 fits alone, not beside another 100.
    const user = await fundedUser(testApp, { EUR: 100_000n });
    const quote = await quoteFor(user, 15_000n);
    const { db } = testApp.context;
    let isInserted = false;
    const statements = await operationStatements(db, async () => {
      const executor = Object.getPrototypeOf(db.getExecutor()) as {
        executeQuery: (query: { sql: string }, ...rest: unknown[]) => Promise<unknown>;
      };
      const original = executor.executeQuery;
      executor.executeQuery = async function (this: unknown, query, ...rest) {
        if (!isInserted && query.sql.includes('money_apply')) {
          isInserted = true;
          // Another exchange of the profile lands between the check and the call.
          await testApp.context.transactions.create(db, {
            profileId: user.profileId,
            type: 'EXCHANGE',
            status: 'DONE',
            exchangeKind: 'BUY',
            amountMinor: 10_000n,
            currency: 'EUR',
            toAmountMinor: 10_000_000n,
            toCurrency: 'USDT',
            payway: 'balance',
          });
        }
        return original.call(this, query, ...rest);
      };
      try {
        const refused = await exchange(user, quote.id);
        expect([refused.status, refused.body.error?.details?.limit_kind]).toEqual([
          422,
          'verification_level',
        ]);
      } finally {
        executor.executeQuery = original;
      }
    });
    // The one call came back stale, and the transaction path ran and refused.
    expect(statements.filter((text) => text.includes('money_apply'))).toHaveLength(1);
    expect(statements.some((text) => /for update/i.test(text))).toBe(true);
    const row = await db
      .selectFrom('quotes')
      .select('used_at')
      .where('id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    expect(await availableOf(testApp, user.profileId)).toEqual({ EUR: 100_000n });
  });

  it('refuses past the limit before the call when the month already holds it, keeping the answer', async () => {
    const user = await fundedUser(testApp, { EUR: 100_000n });
    expect((await exchange(user, (await quoteFor(user, 15_000n)).id)).status).toBe(200);
    const refused = await exchange(user, (await quoteFor(user, 10_000n)).id);
    expect([refused.status, refused.body.error?.details?.limit_kind]).toEqual([422, 'verification_level']);
  });
});
