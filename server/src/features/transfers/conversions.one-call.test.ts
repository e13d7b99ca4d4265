import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import { availableOf, fundedUser } from '../../test-support/money.test-kit';
import { operationStatements } from '../../test-support/statements.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

// POST conversions runs in one database call (money_apply with the quote to take, issue 30): the
// quote this instance gave is planned from memory, and the database alone decides whether it is
// still there to take, as quotes.take did under its row lock.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

type Funded = Awaited<ReturnType<typeof fundedUser>>;

const quoteFor = (user: Funded) =>
  testApp.context.quotes.create(testApp.context.db, {
    profileId: user.profileId,
    kind: 'convert',
    fromCurrency: 'EUR',
    toCurrency: 'USDT',
    fromAmountMinor: 10_000n,
  });

async function convert(user: Funded, quoteId: string, idempotencyKey: string = crypto.randomUUID()) {
  const response = await testApp.app.request('/api/client/v1/conversions', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...bearer(user.login, { 'Idempotency-Key': idempotencyKey }),
    },
    body: JSON.stringify({ quote_id: quoteId }),
  });
  return {
    status: response.status,
    replayed: response.headers.get('Idempotent-Replayed'),
    text: await response.text(),
  };
}

const codeOf = (answer: { text: string }) => JSON.parse(answer.text).error?.code;

describe('POST conversions in one database call', () => {
  it('takes one call: money_apply with the quote, the CONVERT, the swap and the event', async () => {
    const user = await fundedUser(testApp, { EUR: 100_000n });
    // The first conversion fills the caller's caches (token, session, profile ids).
    const first = await quoteFor(user);
    expect((await convert(user, first.id)).status).toBe(200);
    const quote = await quoteFor(user);
    const statements = await operationStatements(testApp.context.db, async () => {
      expect((await convert(user, quote.id)).status).toBe(200);
    });
    expect(statements, statements.join('\n')).toEqual([
      '/* prepared */ SELECT money_apply($1::jsonb) AS outcome',
    ]);
    expect(await availableOf(testApp, user.profileId)).toEqual({
      EUR: 100_000n - first.fromAmountMinor - quote.fromAmountMinor,
      USDT: first.toAmountMinor + quote.toAmountMinor,
    });
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
  });

  it('refuses a quote another instance used meanwhile with 409, kept for the key, and converts nothing', async () => {
    const user = await fundedUser(testApp, { EUR: 100_000n });
    const quote = await quoteFor(user);
    await testApp.context.db
      .updateTable('quotes')
      .set({ used_at: new Date() })
      .where('id', '=', quote.id)
      .execute();
    const idempotencyKey = crypto.randomUUID();
    const refused = await convert(user, quote.id, idempotencyKey);
    expect([refused.status, codeOf(refused), JSON.parse(refused.text).error.details.reason]).toEqual([
      409,
      'CONFLICT_ERROR',
      'quote_used',
    ]);
    const again = await convert(user, quote.id, idempotencyKey);
    expect([again.status, again.replayed, again.text]).toEqual([409, 'true', refused.text]);
    expect(await availableOf(testApp, user.profileId)).toEqual({ EUR: 100_000n });
  });

  it('refuses a quote that expired after it was planned with 422 quote_expired, and converts nothing', async () => {
    const user = await fundedUser(testApp, { EUR: 100_000n });
    const quote = await quoteFor(user);
    // The instance remembers the quote as valid; the database's row is what counts.
    await testApp.context.db
      .updateTable('quotes')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', quote.id)
      .execute();
    const refused = await convert(user, quote.id);
    expect([refused.status, codeOf(refused), JSON.parse(refused.text).error.details.reason]).toEqual([
      422,
      'UNPROCESSABLE_ENTITY',
      'quote_expired',
    ]);
    expect(await availableOf(testApp, user.profileId)).toEqual({ EUR: 100_000n });
  });

  it('refuses a conversion beyond the balance with INSUFFICIENT_BALANCE and leaves the quote to take', async () => {
    const user = await fundedUser(testApp, { EUR: 5_000n });
    const quote = await quoteFor(user);
    const refused = await convert(user, quote.id);
    expect([refused.status, codeOf(refused)]).toEqual([422, 'INSUFFICIENT_BALANCE']);
    const row = await testApp.context.db
      .selectFrom('quotes')
      .select('used_at')
      .where('id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    expect(await availableOf(testApp, user.profileId)).toEqual({ EUR: 5_000n });
  });

  it('tells the owner once, on their event stream, what was converted', async () => {
    const user = await fundedUser(testApp, { EUR: 100_000n });
    const done = await convert(user, (await quoteFor(user)).id);
    const { id } = JSON.parse(done.text);
    const events = await testApp.context.db
      .selectFrom('outbox_events')
      .innerJoin('profiles', 'profiles.user_id', 'outbox_events.user_id')
      .select(['outbox_events.topic', 'outbox_events.payload'])
      .where('profiles.id', '=', user.profileId)
      .where('outbox_events.topic', '=', 'transaction.changed')
      .execute();
    const converted = events.filter(
      (event) => (event.payload as { transaction: { id: string } }).transaction.id === id,
    );
    expect(converted.map((event) => (event.payload as { transaction: unknown }).transaction)).toEqual([
      JSON.parse(done.text),
    ]);
  });
});
