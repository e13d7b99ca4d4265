import { depositAddressSchema, type LoginResponse } from '@ferry/shared/contracts';
import { findCurrency, limitPeriodsAt, minorToDecimal, requiredFromMinor } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../providers/acquiring/sandbox-acquirer';
import { SANDBOX_BLIK } from '../providers/blik/sandbox-blik';
import {
  type Answer,
  callSandbox,
  countTransactions,
  createDepositsClient,
  expectLedgerBalanced,
} from '../test-support/deposits.test-kit';
import { fundedUser } from '../test-support/money.test-kit';
import { givenConfirmedDetails } from '../test-support/payout-details.test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { sepaIbanEndingIn } from '../test-support/withdrawals.test-kit';

// One instant for the whole file: the sandbox rates drift with time, and the edges below are
// computed at the rate the check values them at. The database stamps rows with its own clock,
// which stays in the same UTC day and month as NOW while the file runs.
const NOW = Date.now();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => NOW });
});
afterAll(() => testApp.dispose());

type User = Awaited<ReturnType<typeof fundedUser>>;

/** The starter level (nothing verified): 200 EUR a day and 500 a month, in and out. */
const DAY_LIMIT_EUR = 200n;

/**
 * The largest amount of `currency` (in its minor units) whose mid value in EUR is at most
 * `eur`: one minor unit more is worth more. EUR itself is exact.
 */
async function edgeMinor(currency: string, eur: bigint): Promise<bigint> {
  const scale = findCurrency(currency)?.scale as number;
  if (currency === 'EUR') return eur * 10n ** BigInt(scale);
  const rate = await testApp.context.rates.price(currency, 'EUR', NOW, 'mid');
  return requiredFromMinor(eur * 10n ** 18n + 1n, { fromScale: scale, toScale: 18, rate }) - 1n;
}

const text = (currency: string, minor: bigint) =>
  minorToDecimal(minor, findCurrency(currency)?.scale as number);

const client = (login: LoginResponse) => createDepositsClient(testApp, login);

interface MovementKind {
  name: string;
  /** The currency the user names the amount in. */
  currency: string;
  /** What the user holds first (minor units), for kinds paid from the balance. */
  funds?: Record<string, bigint>;
  /** A small amount the payway takes (its catalogue minimum or more). */
  small: string;
  start(user: User, amount: string): Promise<Answer>;
}

/** Every movement the user starts that brings money in: each counts against the day's 'in'. */
const MONEY_IN: MovementKind[] = [
  {
    name: 'a card deposit (EUR)',
    small: '10',
    currency: 'EUR',
    start: (user, amount) =>
      client(user.login).post('deposits', {
        payway: 'card',
        currency: 'EUR',
        amount,
        card: { number: SANDBOX_CARDS.success, expiry: '12 / 39', cvv: '123', holder_name: 'Alice Example' },
      }),
  },
  {
    name: 'a SEPA bank transfer deposit (EUR)',
    small: '10',
    currency: 'EUR',
    start: (user, amount) => client(user.login).post('deposits', { payway: 'sepa', currency: 'EUR', amount }),
  },
  {
    name: 'a Blik deposit (PLN, valued in EUR)',
    small: '20',
    currency: 'PLN',
    start: (user, amount) =>
      client(user.login).post('deposits', {
        payway: 'blik',
        currency: 'PLN',
        amount,
        blik_code: SANDBOX_BLIK.approved,
      }),
  },
  {
    name: 'a monobank deposit (UAH, valued in EUR)',
    small: '100',
    currency: 'UAH',
    start: (user, amount) =>
      client(user.login).post('deposits', { payway: 'monobank', currency: 'UAH', amount }),
  },
  {
    name: 'a unified deposit (UDEPOSIT by SEPA): counted through the deposit it confirms',
    small: '10',
    currency: 'EUR',
    start: async (user, amount) => {
      const draft = await client(user.login).post('utransactions', {
        type: 'UDEPOSIT',
        currency: 'EUR',
        amount,
        payway: 'sepa',
      });
      expect(draft.status).toBe(200);
      return client(user.login).post(`utransactions/${draft.body.id as string}/confirm`, {});
    },
  },
  {
    name: 'an exchange from the balance (EUR to USDT): its paid side counts in',
    small: '10',
    currency: 'EUR',
    funds: { EUR: 100_000n },
    start: (user, amount) => exchange(user, 'EUR', 'USDT', amount),
  },
];

async function exchange(user: User, from: string, to: string, amount: string): Promise<Answer> {
  const quote = await testApp.context.quotes.create(testApp.context.db, {
    profileId: user.profileId,
    kind: 'exchange',
    fromCurrency: from,
    toCurrency: to,
    fromAmountMinor:
      BigInt(amount.replace('.', '').replace(/^0+/, '') || '0') *
      10n ** BigInt((findCurrency(from)?.scale as number) - (amount.split('.')[1]?.length ?? 0)),
    fromPayway: 'balance',
    toPayway: 'balance',
  });
  return client(user.login).post('exchanges', { quote_id: quote.id });
}

const isDone = (answer: Answer) => answer.status === 200;

describe('the level’s daily money-in limit on every movement that brings money in', () => {
  it.each(MONEY_IN)('$name: reaching the limit exactly passes, and then nothing more does', async (kind) => {
    const user = await fundedUser(testApp, kind.funds ?? {});
    const edge = await edgeMinor(kind.currency, DAY_LIMIT_EUR);
    const atLimit = await kind.start(user, text(kind.currency, edge));
    expect([atLimit.status, atLimit.body.error]).toEqual([200, undefined]);
    // A movement is valued at the rate of its moment: stamp it at the file's clock, the moment
    // the edge was computed at (the database stamped it with its own, a little later).
    await testApp.context.db
      .updateTable('transactions')
      .set({ created_at: new Date(NOW) })
      .where('profile_id', '=', user.profileId)
      .execute();

    const more = await kind.start(user, kind.small);
    expect(more.status).toBe(422);
    expect(more.body.error).toMatchObject({
      code: 'DAILY_LIMIT_EXCEEDED',
      details: {
        limit_kind: 'verification_level',
        direction: 'in',
        limit: '200',
        // What the edge left: nothing in EUR; at a rate, less than one minor unit's worth.
        left: kind.currency === 'EUR' ? '0' : expect.stringMatching(/^0\.00\d*$/),
        currency: 'EUR',
      },
    });
  });

  it.each(MONEY_IN)(
    '$name: a minor unit over the limit is refused with the amounts, and nothing moves',
    async (kind) => {
      const user = await fundedUser(testApp, kind.funds ?? {});
      const before = await testApp.context.ledger.balances(testApp.context.db, user.profileId);
      const over = await kind.start(
        user,
        text(kind.currency, (await edgeMinor(kind.currency, DAY_LIMIT_EUR)) + 1n),
      );
      expect(over.status).toBe(422);
      expect(over.body.error).toMatchObject({
        code: 'DAILY_LIMIT_EXCEEDED',
        details: {
          limit_kind: 'verification_level',
          level: 'starter',
          direction: 'in',
          period: 'day',
          currency: 'EUR',
          limit: '200',
          used: '0',
          left: '200',
          amount: expect.stringMatching(/^200\.0*[1-9]\d*$/),
          message_key: 'errors.messages.dailyLimitExceeded',
          message_params: { currency: 'EUR', amount: expect.stringMatching(/^200(\.00)?$/) },
        },
      });
      expect(await countTransactions(testApp, user.profileId)).toBe(0);
      expect(await testApp.context.ledger.balances(testApp.context.db, user.profileId)).toEqual(before);
    },
  );
});

describe('the other limits and what counts', () => {
  it('an exchange is refused on its money-out side once payouts used the day’s out', async () => {
    const user = await fundedUser(testApp, { EUR: 100_000n });
    const iban = sepaIbanEndingIn('4242');
    await givenConfirmedDetails(testApp, user.profileId, { kind: 'iban', destination: iban });
    const paid = await client(user.login).post('withdrawals', {
      payway: 'sepa',
      currency: 'EUR',
      amount: '150',
      requisite: { value: iban },
    });
    expect([paid.status, paid.body.error]).toEqual([200, undefined]);
    // 60 EUR in fits (nothing came in today); the USDT it delivers is worth more than the 50 left out.
    const refused = await exchange(user, 'EUR', 'USDT', '60');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'PAYOUT_DAILY_LIMIT_VIOLATION',
      details: { limit_kind: 'verification_level', direction: 'out', used: '150', left: '50' },
    });
    expect(isDone(await exchange(user, 'EUR', 'USDT', '40'))).toBe(true);
    await expectLedgerBalanced(testApp);
  });

  it('an exchange delivered to a bank account counts its money out once, not again on its payout', async () => {
    const user = await fundedUser(testApp, { USDT: 1_000_000_000n });
    const iban = sepaIbanEndingIn('4242');
    await givenConfirmedDetails(testApp, user.profileId, { kind: 'iban', destination: iban });
    // Worth about 150 EUR: counted on the exchange and again on its CONVERT_PAYOUT it would be
    // about 300 out, past the day's 200.
    const usdt = await edgeMinor('USDT', 150n);
    const quote = await testApp.context.quotes.create(testApp.context.db, {
      profileId: user.profileId,
      kind: 'exchange',
      fromCurrency: 'USDT',
      toCurrency: 'EUR',
      fromAmountMinor: usdt,
      fromPayway: 'balance',
      toPayway: 'sepa',
    });
    const done = await client(user.login).post('exchanges', {
      quote_id: quote.id,
      requisite: { value: iban },
    });
    expect([done.status, done.body.error]).toEqual([200, undefined]);
    const usage = await testApp.context.levelLimits.usage(testApp.context.db, user.profileId, new Date(NOW));
    // The EUR delivered (the quote's amount, less than the 150 EUR paid in), once.
    expect(usage.out.todayMinor).toBe(quote.toAmountMinor * 10n ** 16n);
    expect(usage.in.todayMinor).toBeGreaterThan(149n * 10n ** 18n);
    await expectLedgerBalanced(testApp);
  });

  it.skipIf(new Date(NOW).getUTCDate() === 1)(
    'the month: 400 EUR in on earlier days leaves exactly 100, a cent more is PAYIN_MAX_ADMIN_LIMIT_VIOLATION',
    async () => {
      const user = await fundedUser(testApp, {});
      const { monthStart } = limitPeriodsAt(new Date(NOW));
      for (const hour of [1, 2]) {
        const answer = await client(user.login).post('deposits', {
          payway: 'sepa',
          currency: 'EUR',
          amount: '200',
        });
        expect(answer.status).toBe(200);
        await testApp.context.db
          .updateTable('transactions')
          .set({ created_at: new Date(monthStart.getTime() + hour * 3_600_000) })
          .where('external_id', '=', answer.body.transaction?.id as string)
          .execute();
      }
      const over = await client(user.login).post('deposits', {
        payway: 'sepa',
        currency: 'EUR',
        amount: '100.01',
      });
      expect([over.status, over.body.error?.code]).toEqual([422, 'PAYIN_MAX_ADMIN_LIMIT_VIOLATION']);
      expect(over.body.error?.details).toMatchObject({
        limit_kind: 'verification_level',
        period: 'month',
        limit: '500',
        used: '400',
        left: '100',
        amount: '100.01',
        message_key: 'errors.messages.monthlyLimitExceeded',
      });
      const atLimit = await client(user.login).post('deposits', {
        payway: 'sepa',
        currency: 'EUR',
        amount: '100',
      });
      expect(atLimit.status).toBe(200);
    },
  );

  it('crypto that arrives on chain is credited, not refused, and counts against what the user may start', async () => {
    const user = await fundedUser(testApp, {});
    const { body } = await client(user.login).get('deposit-address?currency=USDT&network=TON');
    const target = depositAddressSchema.parse(body);
    const arrived = await callSandbox(testApp, 'crypto-transfers', {
      network: 'TON',
      currency: 'USDT',
      address: target.address,
      memo: target.memo,
      amount: '300',
      tx_hash: `ton-tx-${crypto.randomUUID()}`,
    });
    expect(arrived.status).toBe(200);
    const refused = await client(user.login).post('deposits', {
      payway: 'sepa',
      currency: 'EUR',
      amount: '10',
    });
    expect(refused.body.error).toMatchObject({
      code: 'DAILY_LIMIT_EXCEEDED',
      details: { limit_kind: 'verification_level', left: '0' },
    });
  });

  it('a transfer to another Ferry profile counts nothing: it stays inside', async () => {
    const sender = await fundedUser(testApp, { EUR: 100_000n });
    const recipient = await fundedUser(testApp, {});
    const sent = await client(sender.login).post('transfers', {
      currency: 'EUR',
      amount: '300',
      to_profile_id: recipient.profileId,
    });
    expect(sent.status).toBe(200);
    for (const user of [sender, recipient]) {
      const deposit = await client(user.login).post('deposits', {
        payway: 'sepa',
        currency: 'EUR',
        amount: '200',
      });
      expect(deposit.status).toBe(200);
    }
  });
});
