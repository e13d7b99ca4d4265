import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import { availableOf, fundedUser } from '../../test-support/money.test-kit';
import { statementsAroundTheCall } from '../../test-support/statements.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bodyOf, confirmKit, refusalOf } from './utransactions-one-call.test-kit';

// A unified confirmation between balances in one database call (issue 30) when it races another,
// is refused, or finds its draft changed since it was read: it answers as the transaction path.
let testApp: TestApp;
const NOW_MS = Date.parse('2026-11-22T10:00:00Z');
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => NOW_MS });
});
afterAll(() => testApp.dispose());

const { transferDraft, conversionDraft, quoteFor, confirm } = confirmKit(() => testApp);

describe('POST utransaction/:id/confirm in one database call, raced or changed', () => {
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
