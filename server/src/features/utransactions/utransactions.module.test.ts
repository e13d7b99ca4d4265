import {
  completeSandboxVerification,
  confirmUtransaction,
  transactionSchema,
  utransactionSchema,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import {
  availableOf as availableOfProfile,
  fundedUser as fundedUserWith,
} from '../../test-support/money.test-kit';
import { asksToConfirmDetails, confirmDetailsOf } from '../../test-support/payout-details.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { sepaIbanEndingIn } from '../../test-support/withdrawals.test-kit';

let testApp: TestApp;
const nowMs = Date.parse('2026-11-22T10:00:00Z');
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => nowMs });
});
afterAll(() => testApp.dispose());

async function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await testApp.app.request(`/api/client/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & {
      error?: { code: string; details?: unknown };
    },
  };
}

async function fundedUser(currency: string, amountMinor: bigint) {
  const user = await fundedUserWith(testApp, { [currency]: amountMinor });
  return { ...user, headers: bearer(user.login) };
}

const availableOf = (profileId: string) => availableOfProfile(testApp, profileId);

describe('unified transactions', () => {
  it('UCONVERT: order, then confirm at a quote for exactly that order', async () => {
    const user = await fundedUser('EUR', 100_000n);
    const order = await call('POST', 'utransactions', user.headers, {
      type: 'UCONVERT',
      currency: 'EUR',
      to_currency: 'USDT',
      amount: '250',
    });
    expect(order.status).toBe(200);
    const draft = utransactionSchema.parse(order.body);
    expect(draft).toMatchObject({ step: 'confirm', amount: '250', transaction_id: null });
    expect(await availableOf(user.profileId)).toEqual({ EUR: 100_000n });

    const { db, quotes } = testApp.context;
    const request = {
      profileId: user.profileId,
      kind: 'convert',
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
    } as const;
    const wrong = await quotes.create(db, { ...request, fromAmountMinor: 20_000n });
    const refused = await call('POST', `utransactions/${draft.id}/confirm`, user.headers, {
      quote_id: wrong.id,
    });
    expect([refused.status, refused.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);

    const priced = await quotes.create(db, { ...request, fromAmountMinor: 25_000n });
    const confirmed = await call('POST', `utransactions/${draft.id}/confirm`, user.headers, {
      quote_id: priced.id,
    });
    expect(confirmed.status).toBe(200);
    const result = confirmUtransaction.response.parse(confirmed.body);
    expect(result.transaction).toMatchObject({
      type: 'UCONVERT',
      status: 'DONE',
      amount: '250',
      to_currency: 'USDT',
    });
    expect(result.utransaction).toMatchObject({ step: 'done', transaction_id: result.transaction.id });
    expect(await availableOf(user.profileId)).toEqual({ EUR: 75_000n, USDT: priced.toAmountMinor });

    const again = await quotes.create(db, { ...request, fromAmountMinor: 25_000n });
    const twice = await call('POST', `utransactions/${draft.id}/confirm`, user.headers, {
      quote_id: again.id,
    });
    expect([twice.status, twice.body.error?.code]).toEqual([409, 'CONFLICT_ERROR']);
    expect((await auditLedger(db)).isBalanced).toBe(true);
  });

  it('UPAYOUT to another Ferry profile: requisites step, then confirm sends it at once', async () => {
    const sender = await fundedUser('USDT', 50_000_000n);
    const recipient = await fundedUser('USDT', 1n);
    const order = await call('POST', 'utransactions', sender.headers, {
      type: 'UPAYOUT',
      currency: 'USDT',
      amount: '12.5',
      payway: 'balance',
    });
    const draft = utransactionSchema.parse(order.body);
    expect(draft.step).toBe('requisites');
    const early = await call('POST', `utransactions/${draft.id}/confirm`, sender.headers, {});
    expect([early.status, early.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    const self = await call('PUT', `utransactions/${draft.id}/requisites`, sender.headers, {
      requisite: { profile_id: sender.profileId },
    });
    expect([self.status, self.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    const chosen = await call('PUT', `utransactions/${draft.id}/requisites`, sender.headers, {
      requisite: { profile_id: recipient.profileId },
    });
    expect(utransactionSchema.parse(chosen.body).step).toBe('confirm');
    const confirmed = await call('POST', `utransactions/${draft.id}/confirm`, sender.headers, {});
    expect(transactionSchema.parse((confirmed.body as { transaction: unknown }).transaction)).toMatchObject({
      type: 'UPAYOUT',
      status: 'DONE',
      amount: '12.5',
    });
    expect(await availableOf(recipient.profileId)).toEqual({ USDT: 12_500_001n });
  });

  it('UCONVERT_PAYOUT: converts, then pays out what the conversion produced less the payout fee', async () => {
    const user = await fundedUser('USDT', 500_000_000n);
    // About €275 out: above the starter level's daily limit.
    await testApp.client.ok(completeSandboxVerification, {
      params: { profileId: user.profileId },
      body: { level: 'verified' },
    });
    const order = await call('POST', 'utransactions', user.headers, {
      type: 'UCONVERT_PAYOUT',
      currency: 'USDT',
      to_currency: 'EUR',
      amount: '300',
      payway: 'sepa',
    });
    const draft = utransactionSchema.parse(order.body);
    const chosen = await call('PUT', `utransactions/${draft.id}/requisites`, user.headers, {
      requisite: { value: sepaIbanEndingIn('4242') },
    });
    expect(utransactionSchema.parse(chosen.body).step).toBe('confirm');
    const { db, quotes } = testApp.context;
    const priced = await quotes.create(db, {
      profileId: user.profileId,
      kind: 'convert',
      fromCurrency: 'USDT',
      toCurrency: 'EUR',
      fromAmountMinor: 300_000_000n,
    });
    // A new IBAN: refused until confirmed, and the conversion does not happen either.
    const before = await availableOf(user.profileId);
    const key = { ...user.headers, 'Idempotency-Key': crypto.randomUUID() };
    const unconfirmed = await call('POST', `utransactions/${draft.id}/confirm`, key, { quote_id: priced.id });
    expect(asksToConfirmDetails(unconfirmed)).toBe(true);
    expect(await availableOf(user.profileId)).toEqual(before);
    await confirmDetailsOf(testApp, user.login, unconfirmed);
    const confirmed = await call('POST', `utransactions/${draft.id}/confirm`, key, {
      quote_id: priced.id,
    });
    expect(confirmed.status).toBe(200);
    const payout = transactionSchema.parse((confirmed.body as { transaction: unknown }).transaction);
    expect(payout).toMatchObject({ type: 'UCONVERT_PAYOUT', status: 'NEW', currency: 'EUR', payway: 'sepa' });
    expect(payout.parent_id).not.toBeNull();
    const balances = await testApp.context.ledger.balances(db, user.profileId);
    const eur = balances.find((balance) => balance.currency === 'EUR');
    // Everything converted is held for the payout but the rounding left-over of its fee.
    expect((eur?.heldMinor ?? 0n) + (eur?.availableMinor ?? 0n)).toBe(priced.toAmountMinor);
    expect(eur?.availableMinor).toBeLessThan(100n);
    expect(await testApp.worker('payouts').runOnce()).toBe(1);
    const settled = await testApp.context.transactions.findByExternalId(db, user.profileId, payout.id);
    expect(settled?.status).toBe('DONE');
    expect((await auditLedger(db)).isBalanced).toBe(true);
  });

  it('UDEPOSIT by bank transfer: the deposit flow under the unified type, with bank details', async () => {
    const user = await fundedUser('EUR', 1n);
    const order = await call('POST', 'utransactions', user.headers, {
      type: 'UDEPOSIT',
      currency: 'EUR',
      amount: '120',
      payway: 'sepa',
    });
    const draft = utransactionSchema.parse(order.body);
    expect(draft.step).toBe('confirm');
    const confirmed = await call('POST', `utransactions/${draft.id}/confirm`, user.headers, {});
    const deposit = transactionSchema.parse((confirmed.body as { transaction: unknown }).transaction);
    expect(deposit).toMatchObject({ type: 'UDEPOSIT', status: 'WAIT', amount: '120' });
    expect(deposit.bank_details?.reference).toBeTruthy();
  });

  it.each([
    [
      'a convert without a target',
      { type: 'UCONVERT', currency: 'EUR', amount: '1' },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a convert into itself',
      { type: 'UCONVERT', currency: 'EUR', to_currency: 'EUR', amount: '1' },
      400,
      'VALIDATION_ERROR',
    ],
    ['a payout without a payway', { type: 'UPAYOUT', currency: 'EUR', amount: '1' }, 400, 'VALIDATION_ERROR'],
    [
      'a payout by an unknown payway',
      { type: 'UPAYOUT', currency: 'EUR', amount: '1', payway: 'pigeon' },
      422,
      'UNAVAILABLE_PWCU',
    ],
    [
      'an unknown currency',
      { type: 'UPAYOUT', currency: 'XYZ', amount: '1', payway: 'card' },
      404,
      'NOT_FOUND',
    ],
    [
      'a zero amount',
      { type: 'UCONVERT', currency: 'EUR', to_currency: 'USDT', amount: '0' },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'an unknown type',
      { type: 'PAYOUT', currency: 'EUR', amount: '1', payway: 'card' },
      400,
      'VALIDATION_ERROR',
    ],
  ])('refuses %s', async (_name, body, status, code) => {
    const user = await fundedUser('EUR', 10_000n);
    const answer = await call('POST', 'utransactions', user.headers, body);
    expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
  });

  it('expires an order that waited too long, and nobody else can see it', async () => {
    const user = await fundedUser('EUR', 10_000n);
    const stranger = await fundedUser('EUR', 10_000n);
    const order = await call('POST', 'utransactions', user.headers, {
      type: 'UPAYOUT',
      currency: 'EUR',
      amount: '1',
      payway: 'balance',
    });
    const draft = utransactionSchema.parse(order.body);
    const peek = await call('GET', `utransactions/${draft.id}`, stranger.headers);
    expect(peek.status).toBe(404);
    await testApp.context.db
      .updateTable('utransaction_drafts')
      .set({ expires_at: new Date(nowMs - 1) })
      .where('id', '=', draft.id)
      .execute();
    const late = await call('PUT', `utransactions/${draft.id}/requisites`, user.headers, {
      requisite: { profile_id: stranger.profileId },
    });
    expect([late.status, late.body.error?.code]).toEqual([409, 'CONFLICT_ERROR']);
    const seen = await call('GET', `utransactions/${draft.id}`, user.headers);
    expect(utransactionSchema.parse(seen.body).step).toBe('expired');
  });
});
