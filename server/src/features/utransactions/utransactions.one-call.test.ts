import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import { availableOf, fundedUser } from '../../test-support/money.test-kit';
import { operationStatements, statementsAroundTheCall } from '../../test-support/statements.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  bodyOf,
  confirmKit,
  READ_THEN_ONE_CALL,
  refusalOf,
  shapeOf,
} from './utransactions-one-call.test-kit';

// A unified transaction's confirmation between balances (a UPAYOUT to another Ferry profile, a
// UCONVERT) runs in one database call (issue 30): the draft is read without a lock, and money_apply
// confirms it only while it is still what was read; anything changed since sends the confirmation
// to the transaction path, which answers as it always has.
// Races, refusals and the way back to the transaction path: utransactions.one-call-races.test.ts.
let testApp: TestApp;
const NOW_MS = Date.parse('2026-11-22T10:00:00Z');
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => NOW_MS });
});
afterAll(() => testApp.dispose());

const { transferDraft, conversionDraft, quoteFor, confirm } = confirmKit(() => testApp);

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
});
