import { utransactionSchema } from '@ferry/shared/contracts';
import { expect } from 'vitest';
import type { fundedUser } from '../../test-support/money.test-kit';
import { bearer, type TestApp } from '../../test-support/test-app';

// What the one-call confirmation tests share (utransactions.one-call*.test.ts): requests as the
// client sends them, drafts at their confirm step, and the answers read back.

export type Funded = Awaited<ReturnType<typeof fundedUser>>;

export const bodyOf = (answer: { text: string }) => JSON.parse(answer.text);
export const refusalOf = (answer: { status: number; text: string }) => {
  const { error } = bodyOf(answer);
  return [answer.status, error?.code, error?.details?.reason];
};

/** An answer with what differs between two confirmations (ids, times) named, not valued. */
export function shapeOf(text: string) {
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
export const READ_THEN_ONE_CALL = [
  'select "id" from "utransaction_drafts" where "id" = $1 and "profile_id" = $2',
  'select * from "utransaction_drafts" where "id" = $1 and "profile_id" = $2',
  '/* prepared */ SELECT money_apply($1::jsonb) AS outcome',
];

/** The requests and drafts of a test file, against its app (made in its beforeAll). */
export function confirmKit(appOf: () => TestApp) {
  async function call(user: Funded, method: string, path: string, body: unknown, idempotencyKey?: string) {
    const response = await appOf().app.request(`/api/client/v1/${path}`, {
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
    appOf().context.quotes.create(appOf().context.db, {
      profileId: user.profileId,
      kind: 'convert',
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
      fromAmountMinor,
    });

  const confirm = (user: Funded, draftId: string, body: unknown = {}, idempotencyKey?: string) =>
    call(user, 'POST', `utransactions/${draftId}/confirm`, body, idempotencyKey);

  return { transferDraft, conversionDraft, quoteFor, confirm };
}
