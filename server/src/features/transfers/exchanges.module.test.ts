import { completeSandboxVerification, listBalances, transactionSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRequest } from '../../catalogue-model/catalogue-types';
import { auditLedger } from '../../ledger/ledger-audit';
import { toMinor } from '../../ledger/minor';
import {
  availableOf as availableOfProfile,
  fundedUser as fundedUserWith,
} from '../../test-support/money.test-kit';
import { asksToConfirmDetails, confirmDetailsOf } from '../../test-support/payout-details.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { sepaIbanEndingIn } from '../../test-support/withdrawals.test-kit';

let testApp: TestApp;
let nowMs = Date.parse('2026-11-22T10:00:00Z');
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => nowMs });
});
afterAll(() => testApp.dispose());

async function call(path: string, headers: Record<string, string>, body: unknown) {
  const response = await testApp.app.request(`/api/client/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}

/**
 * A funded user verified to the `verified` level: these exchanges (up to 1000 EUR) are above the
 * starter level's 200 a day, and the level's limits are not what these tests are about.
 */
async function fundedUser(currency: string, amountMinor: bigint) {
  const user = await fundedUserWith(testApp, { [currency]: amountMinor });
  await testApp.client.ok(completeSandboxVerification, {
    params: { profileId: user.profileId },
    body: { level: 'verified' },
  });
  return user;
}

const quote = (request: QuoteRequest) => testApp.context.quotes.create(testApp.context.db, request);

const availableOf = (profileId: string) => availableOfProfile(testApp, profileId);

describe.each([
  ['exchanges', 'exchange', 'EXCHANGE'],
  ['conversions', 'convert', 'CONVERT'],
] as const)('POST %s', (path, kind, type) => {
  const payways = kind === 'exchange' ? { fromPayway: 'balance', toPayway: 'balance' } : {};

  it('moves exactly the quote’s amounts: two legs through liquidity and a separate fee', async () => {
    const user = await fundedUser('EUR', 100_000n);
    const priced = await quote({
      profileId: user.profileId,
      kind,
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
      fromAmountMinor: 50_000n,
      ...payways,
    });
    const { status, body } = await call(path, bearer(user.login), { quote_id: priced.id });
    expect(status).toBe(200);
    const done = transactionSchema.parse(body);
    expect(done).toMatchObject({
      type,
      status: 'DONE',
      currency: 'EUR',
      to_currency: 'USDT',
      rate: priced.rate,
    });
    if (kind === 'exchange') expect(done.exchange_kind).toBe('BUY');
    expect(await availableOf(user.profileId)).toEqual({
      EUR: 100_000n - priced.fromAmountMinor,
      USDT: priced.toAmountMinor,
    });
    const { db } = testApp.context;
    const entries = await db
      .selectFrom('ledger_transfers')
      .select(['kind', 'amount'])
      .where(
        'transaction_id',
        '=',
        (await testApp.context.transactions.findByExternalId(db, user.profileId, done.id))?.id ?? '',
      )
      .orderBy('kind')
      .execute();
    expect(entries.map((entry) => [entry.kind, toMinor(entry.amount)])).toEqual(
      [
        ['fee', priced.feeMinor],
        ['swap_in', priced.fromAmountMinor - priced.feeMinor],
        ['swap_out', priced.toAmountMinor],
      ].filter(([, amount]) => (amount as bigint) > 0n),
    );
    expect((await auditLedger(db)).isBalanced).toBe(true);
  });

  it('uses a quote once, even when two requests race for it', async () => {
    const user = await fundedUser('EUR', 100_000n);
    const priced = await quote({
      profileId: user.profileId,
      kind,
      fromCurrency: 'EUR',
      toCurrency: 'BTC',
      fromAmountMinor: 10_000n,
      ...payways,
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(path, bearer(user.login), { quote_id: priced.id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await availableOf(user.profileId)).EUR).toBe(100_000n - priced.fromAmountMinor);
  });

  it('refuses someone else’s quote, an unknown one, an expired one and one beyond the balance, moving nothing', async () => {
    const owner = await fundedUser('EUR', 100_000n);
    const other = await fundedUser('EUR', 100_000n);
    const theirs = await quote({
      profileId: owner.profileId,
      kind,
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
      fromAmountMinor: 5_000n,
      ...payways,
    });
    const stranger = await call(path, bearer(other.login), { quote_id: theirs.id });
    expect([stranger.status, stranger.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    const unknown = await call(path, bearer(other.login), { quote_id: crypto.randomUUID() });
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    const malformed = await call(path, bearer(other.login), { quote_id: 'abc' });
    expect([malformed.status, malformed.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);

    const tooMuch = await quote({
      profileId: other.profileId,
      kind,
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
      fromAmountMinor: 100_001n,
      ...payways,
    }).catch(() => undefined);
    if (tooMuch) {
      const short = await call(path, bearer(other.login), { quote_id: tooMuch.id });
      expect([short.status, short.body.error?.code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
    }

    const stale = await quote({
      profileId: other.profileId,
      kind,
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
      fromAmountMinor: 5_000n,
      ...payways,
    });
    nowMs = stale.expiresAt.getTime() + 1;
    const expired = await call(path, bearer(other.login), { quote_id: stale.id });
    expect(expired.status).toBeGreaterThanOrEqual(400);
    expect(expired.status).toBeLessThan(500);
    expect(await availableOf(other.profileId)).toEqual({ EUR: 100_000n });
    expect(await availableOf(owner.profileId)).toEqual({ EUR: 100_000n });
  });

  it('refuses a quote of the other kind', async () => {
    const user = await fundedUser('EUR', 100_000n);
    const otherKind = kind === 'exchange' ? 'convert' : 'exchange';
    const priced = await quote({
      profileId: user.profileId,
      kind: otherKind,
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
      fromAmountMinor: 5_000n,
      ...(otherKind === 'exchange' ? { fromPayway: 'balance', toPayway: 'balance' } : {}),
    });
    const answer = await call(path, bearer(user.login), { quote_id: priced.id });
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await availableOf(user.profileId)).toEqual({ EUR: 100_000n });
  });
});

it('shows exchange results in the balances list', async () => {
  const user = await fundedUser('USDT', 100_000_000n);
  const priced = await quote({
    profileId: user.profileId,
    kind: 'exchange',
    fromCurrency: 'USDT',
    toCurrency: 'EUR',
    toAmountMinor: 1_000n,
    fromPayway: 'balance',
    toPayway: 'balance',
  });
  const sold = await call('exchanges', bearer(user.login), { quote_id: priced.id });
  expect(transactionSchema.parse(sold.body)).toMatchObject({ exchange_kind: 'SELL', to_amount: '10' });
  const response = await testApp.app.request('/api/client/v1/balances', { headers: bearer(user.login) });
  const { balances } = listBalances.response.parse(await response.json());
  expect(balances.find((balance) => balance.currency === 'EUR')?.available).toBe('10');
});

describe('POST exchanges to a card, a bank account or an address', () => {
  it('converts, then orders the payout of exactly the quote’s amount as a CONVERT_PAYOUT child', async () => {
    const user = await fundedUser('USDT', 500_000_000n);
    const priced = await quote({
      profileId: user.profileId,
      kind: 'exchange',
      fromCurrency: 'USDT',
      toCurrency: 'EUR',
      fromAmountMinor: 200_000_000n,
      fromPayway: 'balance',
      toPayway: 'sepa',
    });
    const missing = await call('exchanges', bearer(user.login), { quote_id: priced.id });
    expect([missing.status, missing.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    const order = { quote_id: priced.id, requisite: { value: sepaIbanEndingIn('4242') } };
    // A payout to details never used before waits for their one-time confirmation.
    const unconfirmed = await call('exchanges', bearer(user.login), order);
    expect([unconfirmed.status, asksToConfirmDetails(unconfirmed)]).toEqual([403, true]);
    await confirmDetailsOf(testApp, user.login, unconfirmed);
    const { status, body } = await call('exchanges', bearer(user.login), order);
    expect(status).toBe(200);
    const exchange = transactionSchema.parse(body);
    expect(exchange).toMatchObject({ type: 'EXCHANGE', status: 'DONE', exchange_kind: 'SELL' });
    const children = await testApp.app.request('/api/client/v1/transactions?type=CONVERT_PAYOUT', {
      headers: bearer(user.login),
    });
    const [payout] = (
      (await children.json()) as {
        transactions: { id: string; parent_id: string; amount: string; status: string }[];
      }
    ).transactions;
    expect(payout).toMatchObject({ parent_id: exchange.id, status: 'NEW' });
    const eur = (await testApp.context.ledger.balances(testApp.context.db, user.profileId)).find(
      (balance) => balance.currency === 'EUR',
    );
    // Everything converted is either held for the payout or was the quote's fee: nothing is left over.
    expect(eur?.availableMinor).toBe(0n);
    expect((eur?.heldMinor ?? 0n) <= priced.toAmountMinor + priced.toFeeMinor).toBe(true);
    expect(await testApp.worker('payouts').runOnce()).toBe(1);
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
  });

  it('refuses an exchange paid from outside (that starts as a deposit)', async () => {
    const user = await fundedUser('EUR', 100_000n);
    const priced = await quote({
      profileId: user.profileId,
      kind: 'exchange',
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
      fromAmountMinor: 50_000n,
      fromPayway: 'card',
      toPayway: 'balance',
    });
    const answer = await call('exchanges', bearer(user.login), { quote_id: priced.id });
    expect([answer.status, answer.body.error?.code]).toEqual([422, 'UNAVAILABLE_PWCU']);
    expect(await availableOf(user.profileId)).toEqual({ EUR: 100_000n });
  });
});
