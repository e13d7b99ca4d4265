import { utransactionSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import { availableOf, fundedUser } from '../../test-support/money.test-kit';
import { operationStatements, statementsAroundTheCall } from '../../test-support/statements.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

// A unified transaction's confirmation between balances (a UPAYOUT to another Ferry profile, a
// UCONVERT) runs in one database call (issue 30): the draft is read without a lock, and money_apply
// confirms it only while it is still what was read; anything changed since sends the confirmation
// to the transaction path, which answers as it always has.
let testApp: TestApp;
const NOW_MS = Date.parse('2026-11-22T10:00:00Z');
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => NOW_MS });
});
afterAll(() => testApp.dispose());

type Funded = Awaited<ReturnType<typeof fundedUser>>;

async function call(user: Funded, method: string, path: string, body: unknown, idempotencyKey?: string) {
  const response = await testApp.app.request(`/api/client/v1/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...bearer(user.login, { 'Idempotency-Key': idempotencyKey ?? crypto.randomUUID() }),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('Idempotent-Replayed'),
    text: await response.text(),
  };
}

const bodyOf = (answer: { text: string }) => JSON.parse(answer.text);
const refusalOf = (answer: { status: number; text: string }) => {
  const { error } = bodyOf(answer);
  return [answer.status, error?.code, error?.details?.reason];
};

/** A UPAYOUT of 12.5 USDT to `recipient`'s balance, at its confirm step. */
async function transferDraft(sender: Funded, recipient: Funded): Promise<string> {
  const order = await call(sender, 'POST', 'utransactions', {
    type: 'UPAYOUT',
    currency: 'USDT',
    amount: '12.5',
    payway: 'balance',
  });
  const { id } = utransactionSchema.parse(bodyOf(order));
  const chosen = await call(sender, 'PUT', `utransactions/${id}/requisites`, {
    requisite: { profile_id: recipient.profileId },
  });
  expect(chosen.status).toBe(200);
  return id;
}

/** A UCONVERT of 250 EUR to USDT, and a quote for exactly that order. */
async function conversionDraft(user: Funded) {
  const order = await call(user, 'POST', 'utransactions', {
    type: 'UCONVERT',
    currency: 'EUR',
    to_currency: 'USDT',
    amount: '250',
  });
  const { id } = utransactionSchema.parse(bodyOf(order));
  return { id, quote: await quoteFor(user) };
}

const quoteFor = (user: Funded, fromAmountMinor = 25_000n) =>
  testApp.context.quotes.create(testApp.context.db, {
    profileId: user.profileId,
    kind: 'convert',
    fromCurrency: 'EUR',
    toCurrency: 'USDT',
    fromAmountMinor,
  });

const confirm = (user: Funded, draftId: string, body: unknown = {}, idempotencyKey?: string) =>
  call(user, 'POST', `utransactions/${draftId}/confirm`, body, idempotencyKey);

/** An answer with what differs between two confirmations (ids, times) named, not valued. */
function shapeOf(text: string) {
  const { utransaction, transaction } = JSON.parse(text);
  expect(utransaction.transaction_id).toBe(transaction.id);
  const blank = (record: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [
        key,
        key === 'id' || key.endsWith('_id') || key.endsWith('_at') ? typeof value : value,
      ]),
    );
  return { utransaction: blank(utransaction), transaction: blank(transaction) };
}

/** The route guard's ownership check, the draft's read without a lock, and the one call. */
const READ_THEN_ONE_CALL = [
  'select "id" from "utransaction_drafts" where "id" = $1 and "profile_id" = $2',
  'select * from "utransaction_drafts" where "id" = $1 and "profile_id" = $2',
  '/* prepared */ SELECT money_apply($1::jsonb) AS outcome',
];

describe('POST utransaction/:id/confirm in one database call', () => {
  it('sends a UPAYOUT to another profile in one call after reading the draft, answering as the transaction path', async () => {
    const sender = await fundedUser(testApp, { USDT: 50_000_000n });
    const recipient = await fundedUser(testApp, { USDT: 1n });
    // The first confirmation fills the caller's caches (token, session, profile ids).
    expect((await confirm(sender, await transferDraft(sender, recipient))).status).toBe(200);
    const draftId = await transferDraft(sender, recipient);
    let answer = { status: 0, text: '' };
    const statements = await operationStatements(testApp.context.db, async () => {
      answer = await confirm(sender, draftId);
    });
    expect(answer.status).toBe(200);
    expect(statements).toEqual(READ_THEN_ONE_CALL);

    const twin = await transferDraft(sender, recipient);
    let fallback = { status: 0, text: '' };
    await statementsAroundTheCall(
      testApp.context.db,
      async () => 'stale',
      async () => {
        fallback = await confirm(sender, twin);
      },
    );
    expect(fallback.status).toBe(200);
    expect(shapeOf(answer.text)).toEqual(shapeOf(fallback.text));
    expect(bodyOf(answer).utransaction).toMatchObject({ id: draftId, step: 'done' });
    expect(await availableOf(testApp, recipient.profileId)).toEqual({ USDT: 37_500_001n });
    expect(await availableOf(testApp, sender.profileId)).toEqual({ USDT: 12_500_000n });
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
  });

  it('converts a UCONVERT at its quote in one call after reading the draft, answering as the transaction path', async () => {
    const user = await fundedUser(testApp, { EUR: 100_000n });
    const first = await conversionDraft(user);
    expect((await confirm(user, first.id, { quote_id: first.quote.id })).status).toBe(200);
    const { id, quote } = await conversionDraft(user);
    let answer = { status: 0, text: '' };
    const statements = await operationStatements(testApp.context.db, async () => {
      answer = await confirm(user, id, { quote_id: quote.id });
    });
    expect(answer.status).toBe(200);
    expect(statements).toEqual(READ_THEN_ONE_CALL);

    const twin = await conversionDraft(user);
    let fallback = { status: 0, text: '' };
    await statementsAroundTheCall(
      testApp.context.db,
      async () => 'stale',
      async () => {
        fallback = await confirm(user, twin.id, { quote_id: twin.quote.id });
      },
    );
    expect(fallback.status).toBe(200);
    expect(shapeOf(answer.text)).toEqual(shapeOf(fallback.text));
    expect(bodyOf(answer).transaction).toMatchObject({ type: 'UCONVERT', status: 'DONE' });
    expect(await availableOf(testApp, user.profileId)).toEqual({
      EUR: 100_000n - 3n * quote.fromAmountMinor,
      USDT: 3n * quote.toAmountMinor,
    });
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
  });

  it('refuses a quote for another order as the transaction path does, and leaves the draft open', async () => {
    const user = await fundedUser(testApp, { EUR: 100_000n });
    const { id } = await conversionDraft(user);
    const wrong = await quoteFor(user, 20_000n);
    const refused = await confirm(user, id, { quote_id: wrong.id });
    expect(refusalOf(refused)).toEqual([400, 'VALIDATION_ERROR', 'quote_for_another_order']);
    const missing = await confirm(user, id, {});
    expect(refusalOf(missing)).toEqual([400, 'VALIDATION_ERROR', 'required']);
    const right = await quoteFor(user);
    expect((await confirm(user, id, { quote_id: right.id })).status).toBe(200);
  });

  it('replays a repeated key byte for byte and moves the money once', async () => {
    const sender = await fundedUser(testApp, { USDT: 50_000_000n });
    const recipient = await fundedUser(testApp, { USDT: 1n });
    const draftId = await transferDraft(sender, recipient);
    const key = crypto.randomUUID();
    const first = await confirm(sender, draftId, {}, key);
    const again = await confirm(sender, draftId, {}, key);
    expect(first.status).toBe(200);
    expect([again.status, again.replayed, again.text]).toEqual([200, 'true', first.text]);
    expect(await availableOf(testApp, recipient.profileId)).toEqual({ USDT: 12_500_001n });

    const user = await fundedUser(testApp, { EUR: 100_000n });
    const { id, quote } = await conversionDraft(user);
    const converted = await confirm(user, id, { quote_id: quote.id }, key);
    const repeated = await confirm(user, id, { quote_id: quote.id }, key);
    expect([repeated.status, repeated.replayed, repeated.text]).toEqual([200, 'true', converted.text]);
    expect(await availableOf(testApp, user.profileId)).toEqual({
      EUR: 100_000n - quote.fromAmountMinor,
      USDT: quote.toAmountMinor,
    });
  });

  it('moves the money once when a draft is confirmed twice at once, refusing the other as already confirmed', async () => {
    const sender = await fundedUser(testApp, { USDT: 50_000_000n });
    const recipient = await fundedUser(testApp, { USDT: 1n });
    const draftId = await transferDraft(sender, recipient);
    const answers = await Promise.all([confirm(sender, draftId), confirm(sender, draftId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409) as { status: number; text: string };
    expect(refusalOf(refused)).toEqual([409, 'CONFLICT_ERROR', 'utransaction_already_confirmed']);
    expect(await availableOf(testApp, recipient.profileId)).toEqual({ USDT: 12_500_001n });

    // Two quotes for one conversion: the draft, not the quote, decides.
    const user = await fundedUser(testApp, { EUR: 100_000n });
    const { id, quote } = await conversionDraft(user);
    const other = await quoteFor(user);
    const converted = await Promise.all([
      confirm(user, id, { quote_id: quote.id }),
      confirm(user, id, { quote_id: other.id }),
    ]);
    expect(converted.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const late = converted.find((answer) => answer.status === 409) as { status: number; text: string };
    expect(refusalOf(late)).toEqual([409, 'CONFLICT_ERROR', 'utransaction_already_confirmed']);
    expect(await availableOf(testApp, user.profileId)).toEqual({
      EUR: 100_000n - quote.fromAmountMinor,
      USDT: quote.toAmountMinor,
    });
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
  });

  it('answers the second of two confirmations with one quote at once as already confirmed, not as a used quote', async () => {
    const user = await fundedUser(testApp, { EUR: 100_000n });
    const { id, quote } = await conversionDraft(user);
    const answers = await Promise.all([
      confirm(user, id, { quote_id: quote.id }),
      confirm(user, id, { quote_id: quote.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const late = answers.find((answer) => answer.status === 409) as { status: number; text: string };
    expect(refusalOf(late)).toEqual([409, 'CONFLICT_ERROR', 'utransaction_already_confirmed']);
    expect(await availableOf(testApp, user.profileId)).toEqual({
      EUR: 100_000n - quote.fromAmountMinor,
      USDT: quote.toAmountMinor,
    });

    // The other confirmation lands between this one's plan and its call: the call finds the quote
    // taken and hands over to the transaction path, which finds the draft confirmed.
    const next = await conversionDraft(user);
    let winner = { status: 0, text: '' };
    let loser = { status: 0, text: '' };
    await statementsAroundTheCall(
      testApp.context.db,
      async () => {
        winner = await confirm(user, next.id, { quote_id: next.quote.id });
        return undefined;
      },
      async () => {
        loser = await confirm(user, next.id, { quote_id: next.quote.id });
      },
    );
    expect(winner.status).toBe(200);
    expect(refusalOf(loser)).toEqual([409, 'CONFLICT_ERROR', 'utransaction_already_confirmed']);
    expect(await availableOf(testApp, user.profileId)).toEqual({
      EUR: 100_000n - 2n * quote.fromAmountMinor,
      USDT: 2n * quote.toAmountMinor,
    });
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
  });

  it('refuses an expired draft with 409 utransaction_expired, as before, and moves nothing', async () => {
    const sender = await fundedUser(testApp, { USDT: 50_000_000n });
    const recipient = await fundedUser(testApp, { USDT: 1n });
    const draftId = await transferDraft(sender, recipient);
    await testApp.context.db
      .updateTable('utransaction_drafts')
      .set({ expires_at: new Date(NOW_MS - 1) })
      .where('id', '=', draftId)
      .execute();
    const refused = await confirm(sender, draftId);
    expect(refusalOf(refused)).toEqual([409, 'CONFLICT_ERROR', 'utransaction_expired']);
    expect(await availableOf(testApp, recipient.profileId)).toEqual({ USDT: 1n });
  });

  it('falls back to the transaction path when the draft changed between its read and the call', async () => {
    const { db } = testApp.context;
    const sender = await fundedUser(testApp, { USDT: 50_000_000n });
    const first = await fundedUser(testApp, { USDT: 1n });
    const second = await fundedUser(testApp, { USDT: 1n });
    const draftId = await transferDraft(sender, first);
    let answer = { status: 0, text: '' };
    const statements = await statementsAroundTheCall(
      db,
      async () => {
        // The sender picks another recipient meanwhile: the transaction path sends to that one.
        await db
          .updateTable('utransaction_drafts')
          .set({ requisite: JSON.stringify({ profile_id: second.profileId }) })
          .where('id', '=', draftId)
          .execute();
        return undefined;
      },
      async () => {
        answer = await confirm(sender, draftId);
      },
    );
    expect(answer.status).toBe(200);
    expect(statements.filter((text) => text.includes('money_apply'))).toHaveLength(1);
    expect(statements.some((text) => /for update/i.test(text))).toBe(true);
    expect(bodyOf(answer).transaction.requisite).toMatchObject({ profile_id: second.profileId });
    expect(await availableOf(testApp, first.profileId)).toEqual({ USDT: 1n });
    expect(await availableOf(testApp, second.profileId)).toEqual({ USDT: 12_500_001n });

    // A conversion's draft that expired meanwhile: the quote is given back, the draft refused.
    const user = await fundedUser(testApp, { EUR: 100_000n });
    const { id, quote } = await conversionDraft(user);
    let late = { status: 0, text: '' };
    await statementsAroundTheCall(
      db,
      async () => {
        await db
          .updateTable('utransaction_drafts')
          .set({ expires_at: new Date(NOW_MS - 1) })
          .where('id', '=', id)
          .execute();
        return undefined;
      },
      async () => {
        late = await confirm(user, id, { quote_id: quote.id });
      },
    );
    expect(refusalOf(late)).toEqual([409, 'CONFLICT_ERROR', 'utransaction_expired']);
    const row = await db
      .selectFrom('quotes')
      .select('used_at')
      .where('id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    expect(await availableOf(testApp, user.profileId)).toEqual({ EUR: 100_000n });
    expect((await auditLedger(db)).isBalanced).toBe(true);
  });
});
