import { REQUISITE_KIND_OF_PAYWAY } from '@ferry/shared/contracts';
import {
  calculateFeeMinor,
  decimalToMinor,
  type Fee,
  type FeeType,
  findCurrency,
  minorToDecimal,
} from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../db/test-database';
import { toMinor } from '../../ledger/minor';
import { SANDBOX_3DS_CODE, SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
import { SANDBOX_BLIK } from '../../providers/blik/sandbox-blik';
import {
  type Answer,
  callSandbox,
  countTransactions,
  createDepositsClient,
  expectLedgerBalanced,
} from '../../test-support/deposits.test-kit';
import { availableOf, fundedUser } from '../../test-support/money.test-kit';
import { asksToConfirmDetails, confirmDetailsOf } from '../../test-support/payout-details.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  cardEndingIn,
  evmAddressEndingIn,
  sepaIbanEndingIn,
  ukrainianIbanEndingIn,
} from '../../test-support/withdrawals.test-kit';

/**
 * Money shown is money charged. For every deposit payway × every withdraw payway
 * the catalogue offers, for a buy, a sell, a swap and a fiat convert, from either side: take a quote, confirm it
 * the way the app does (a deposit that converts, with 3-D Secure for the card; an exchange from
 * the balance, paid out to a requisite), and compare the confirmed quote with what the ledger
 * booked to the last digit — or see it refused with nothing booked.
 */

interface CatalogueRow {
  payway: string;
  currency: string;
  network: string | null;
  direction: 'deposit' | 'withdraw';
  min: string | null;
  step: string | null;
  fee: Fee;
}

interface Case {
  name: string;
  fromPayway: string;
  toPayway: string;
  from: CatalogueRow;
  to: CatalogueRow;
  side: 'from' | 'to';
  convertMin: string;
}

/** Pays in from outside; money lands on the balance (what the exchange screen offers). */
const EXTERNAL_PAYIN = new Set(['card', 'sepa', 'iban', 'uaiban', 'blik', 'monobank']);
/** EVM networks first: one address form pays out on all of them. */
const NETWORK_ORDER = ['ERC20', 'BEP20', 'ARBITRUM', 'BASE'];

/** The catalogue as the seed builds it, read once from a fresh database (the cases are made before the app). */
async function readCatalogue() {
  const database = await createTestDatabase();
  try {
    const { db } = database;
    const rows = await db
      .selectFrom('payway_currencies as pc')
      .innerJoin('payways as p', 'p.code', 'pc.payway')
      .innerJoin('currencies as c', 'c.code', 'pc.currency')
      .select([
        'pc.payway',
        'pc.currency',
        'pc.network',
        'pc.direction',
        'pc.min_amount',
        'pc.step',
        'pc.fee_type',
        'pc.fee_add',
        'pc.fee_mult',
      ])
      .where('p.is_active', '=', true)
      .where('pc.is_available', '=', true)
      .where('c.is_active', '=', true)
      .execute();
    const directions = await db
      .selectFrom('convert_directions')
      .select(['from_currency', 'to_currency', 'min_amount'])
      .where('is_available', '=', true)
      .execute();
    return {
      rows: rows.map(
        (row): CatalogueRow => ({
          payway: row.payway,
          currency: row.currency,
          network: row.network,
          direction: row.direction as CatalogueRow['direction'],
          min: row.min_amount === null ? null : String(row.min_amount),
          step: row.step === null ? null : String(row.step),
          fee: { type: row.fee_type as FeeType, add: String(row.fee_add), mult: String(row.fee_mult) },
        }),
      ),
      directions: new Map(
        directions.map((row) => [`${row.from_currency}>${row.to_currency}`, String(row.min_amount)]),
      ),
    };
  } finally {
    await database.dispose();
  }
}

const kindOf = (code: string) => findCurrency(code)?.kind;
const networkRank = (network: string | null) => {
  if (network === null) return -1;
  const index = NETWORK_ORDER.indexOf(network);
  return index === -1 ? NETWORK_ORDER.length : index;
};
/** Fiat rows (no network) as they are; crypto rows on an EVM network first, whatever the coin. */
const isEvmOrFiat = (row: CatalogueRow) =>
  row.network === null
    ? kindOf(row.currency) === 'fiat' || row.payway === 'balance'
    : NETWORK_ORDER.includes(row.network);
const byPreference = (a: CatalogueRow, b: CatalogueRow) =>
  Number(isEvmOrFiat(b)) - Number(isEvmOrFiat(a)) ||
  a.currency.localeCompare(b.currency) ||
  networkRank(a.network) - networkRank(b.network);

/** One currency pair per payway pair and kind (buy, sell, swap, fiat convert), on both amount sides. */
function generateCases(catalogue: Awaited<ReturnType<typeof readCatalogue>>): Case[] {
  const deposits = catalogue.rows.filter((row) => row.direction === 'deposit').sort(byPreference);
  const withdraws = catalogue.rows.filter((row) => row.direction === 'withdraw').sort(byPreference);
  const payways = (rows: CatalogueRow[]) => [...new Set(rows.map((row) => row.payway))].sort();
  const kinds = [
    ['buy', 'fiat', 'crypto'],
    ['sell', 'crypto', 'fiat'],
    ['swap', 'crypto', 'crypto'],
    ['convert', 'fiat', 'fiat'],
  ] as const;
  const cases: Case[] = [];
  for (const fromPayway of payways(deposits))
    for (const toPayway of payways(withdraws))
      for (const [kind, fromKind, toKind] of kinds) {
        const pair = deposits
          .filter((row) => row.payway === fromPayway && kindOf(row.currency) === fromKind)
          .flatMap((from) =>
            withdraws
              .filter(
                (to) =>
                  to.payway === toPayway &&
                  kindOf(to.currency) === toKind &&
                  to.currency !== from.currency &&
                  catalogue.directions.has(`${from.currency}>${to.currency}`),
              )
              .map((to) => ({ from, to })),
          )[0];
        if (!pair) continue;
        const convertMin = catalogue.directions.get(`${pair.from.currency}>${pair.to.currency}`) ?? '0';
        for (const side of ['from', 'to'] as const)
          cases.push({
            name: `${kind} ${pair.from.currency} by ${fromPayway} → ${pair.to.currency} to ${toPayway}${
              pair.to.network ? ` (${pair.to.network})` : ''
            }, amount ${side}`,
            fromPayway,
            toPayway,
            ...pair,
            side,
            convertMin,
          });
      }
  return cases;
}

const catalogue = await readCatalogue();
const CASES = generateCases(catalogue);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

const scaleOf = (code: string) => findCurrency(code)?.scale ?? 2;
const minor = (text: string | null | undefined, code: string) =>
  decimalToMinor(String(text ?? '0'), scaleOf(code)) ?? 0n;

/** An amount well inside the limits: twenty times the larger minimum, on the step. */
function fromAmountOf(testCase: Case): string {
  const code = testCase.from.currency;
  const scale = scaleOf(code);
  // bigint: no Math.max.
  let min = 0n;
  for (const text of [testCase.from.min, testCase.convertMin]) {
    const value = minor(text, code);
    if (value > min) min = value;
  }
  const step = minor(testCase.from.step, code) || 1n;
  const amount = ((min * 20n + step - 1n) / step) * step;
  return minorToDecimal(amount > 0n ? amount : 100n * 10n ** BigInt(scale), scale);
}

/** Details a payout of this payway and currency accepts. */
function requisiteOf(testCase: Case): { value: string } {
  if (testCase.toPayway === 'crypto') return { value: evmAddressEndingIn('4242') };
  if (testCase.toPayway === 'uaiban') return { value: ukrainianIbanEndingIn('4242') };
  if (testCase.toPayway === 'sepa' || testCase.toPayway === 'iban')
    return { value: sepaIbanEndingIn('4242') };
  return { value: cardEndingIn('4242') };
}

interface QuoteAnswer {
  id: string;
  from_amount: string;
  to_amount: string;
  fee: string;
  payin_fee?: string;
  exchange_fee?: string;
  to_fee: string;
  network_fee: string;
  rate: string;
}

/** Ledger transfers of a transaction and of its children, by public id, in minor units. */
async function bookedOf(externalId: string) {
  const { db } = testApp.context;
  const row = await db
    .selectFrom('transactions')
    .select(['id'])
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
  const transfers = await db
    .selectFrom('ledger_transfers')
    .select(['kind', 'amount', 'currency', 'transaction_id'])
    .where('transaction_id', '=', row.id)
    .execute();
  const children = await db
    .selectFrom('transactions')
    .select(['amount', 'fee', 'currency', 'status'])
    .where('parent_id', '=', row.id)
    .execute();
  const sum = (kind: string, currency: string) =>
    transfers
      .filter((transfer) => transfer.kind === kind && transfer.currency === currency)
      .reduce((total, transfer) => total + toMinor(transfer.amount), 0n);
  return { sum, children };
}

async function heldOf(profileId: string, currency: string): Promise<bigint> {
  const balances = await testApp.context.ledger.balances(testApp.context.db, profileId);
  return balances.find((balance) => balance.currency === currency)?.heldMinor ?? 0n;
}

/** Confirms a pay-in exchange the way the confirm screen does, through to the money's arrival. */
async function payIn(
  client: ReturnType<typeof createDepositsClient>,
  testCase: Case,
  quote: QuoteAnswer,
): Promise<Answer> {
  const placed = await client.post('deposits', {
    payway: testCase.fromPayway,
    currency: testCase.from.currency,
    amount: quote.from_amount,
    convert_to: testCase.to.currency,
    quote_id: quote.id,
    ...(testCase.from.network ? { network: testCase.from.network } : {}),
    ...(testCase.fromPayway === 'card'
      ? {
          card: {
            number: SANDBOX_CARDS.threeDs,
            expiry: '12 / 39',
            cvv: '123',
            holder_name: 'Alice Example',
          },
        }
      : {}),
    ...(testCase.fromPayway === 'blik' ? { blik_code: SANDBOX_BLIK.approved } : {}),
  });
  if (placed.status !== 200) return placed;
  const transaction = placed.body.transaction as NonNullable<Answer['body']['transaction']>;
  const next = placed.body.next_action as { type: string } | null;
  if (next?.type === 'three_ds')
    return client.post(`deposits/${transaction.id}/3ds`, { code: SANDBOX_3DS_CODE });
  if (next?.type === 'bank_transfer') {
    const details = transaction.bank_details as { reference: string };
    await callSandbox(testApp, 'bank-transfers', { reference: details.reference });
  } else if (next) {
    const row = await testApp.context.db
      .selectFrom('transactions')
      .select('provider_ref')
      .where('external_id', '=', transaction.id)
      .executeTakeFirstOrThrow();
    await callSandbox(testApp, `payments/${row.provider_ref}/confirm`);
  }
  return client.get(`transactions/${transaction.id}`).then((answer) => ({
    status: answer.status,
    body: { transaction: answer.body as NonNullable<Answer['body']['transaction']> },
  }));
}

/** Confirms an exchange from the balance; details never paid to are confirmed first (item 2), as a person would. */
async function exchangeFromBalance(
  client: ReturnType<typeof createDepositsClient>,
  login: Parameters<typeof confirmDetailsOf>[1],
  testCase: Case,
  quote: QuoteAnswer,
) {
  const body = {
    quote_id: quote.id,
    ...(testCase.toPayway === 'balance' ? {} : { requisite: requisiteOf(testCase) }),
  };
  const first = await client.post('exchanges', body);
  if (!asksToConfirmDetails(first)) return first;
  await confirmDetailsOf(testApp, login, first);
  return client.post('exchanges', body);
}

describe('a confirmed quote is what the ledger books, for every payway pair', () => {
  it('covers every payway on both ends', () => {
    const used = (end: 'fromPayway' | 'toPayway') => new Set(CASES.map((testCase) => testCase[end]));
    const offered = (direction: string) =>
      new Set(catalogue.rows.filter((row) => row.direction === direction).map((row) => row.payway));
    expect(used('fromPayway')).toEqual(offered('deposit'));
    expect(used('toPayway')).toEqual(offered('withdraw'));
    expect(CASES.length).toBeGreaterThan(40);
  });

  it('covers every payway pair a quote can join: some currency of one converts to some of the other', () => {
    const joinable = new Set<string>();
    for (const from of catalogue.rows.filter((row) => row.direction === 'deposit'))
      for (const to of catalogue.rows.filter((row) => row.direction === 'withdraw'))
        if (from.currency !== to.currency && catalogue.directions.has(`${from.currency}>${to.currency}`))
          joinable.add(`${from.payway} → ${to.payway}`);
    const covered = new Set(CASES.map((testCase) => `${testCase.fromPayway} → ${testCase.toPayway}`));
    expect([...covered].sort()).toEqual([...joinable].sort());
  });

  it.each(CASES.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
    const { from, to } = testCase;
    const user = await fundedUser(testApp, { [from.currency]: 10n ** 30n });
    const client = createDepositsClient(testApp, user.login);
    const request = {
      kind: 'exchange',
      from_currency: from.currency,
      to_currency: to.currency,
      from_payway: testCase.fromPayway,
      to_payway: testCase.toPayway,
      ...(from.network ? { from_network: from.network } : {}),
      ...(to.network ? { to_network: to.network } : {}),
    };
    let amount: Record<string, string> = { from_amount: fromAmountOf(testCase) };
    if (to.min !== null) {
      // Enough to pay out three times the payout's minimum, whichever is more.
      const wanted = minorToDecimal(minor(to.min, to.currency) * 3n, scaleOf(to.currency));
      const floor = await client.post('quotes/preview', { ...request, to_amount: wanted });
      // Below the pay-in's own minimum: the pay-in's amount is the larger one already.
      if (
        floor.status === 200 &&
        minor(String(floor.body.from_amount), from.currency) > minor(amount.from_amount, from.currency)
      )
        amount = { from_amount: String(floor.body.from_amount) };
    }
    if (testCase.side === 'to') {
      const priced = await client.post('quotes/preview', { ...request, ...amount });
      expect(priced.status, JSON.stringify(priced.body)).toBe(200);
      // What that amount buys, on the payout's step: the user asks for a round figure.
      const wanted = minor(String(priced.body.to_amount), to.currency);
      const step = minor(to.step, to.currency) || 1n;
      amount = { to_amount: minorToDecimal((wanted / step) * step, scaleOf(to.currency)) };
    }
    const quoted = await client.post('quotes', { ...request, ...amount });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const quote = quoted.body as unknown as QuoteAnswer;
    // Every fee is shown, broken down: the payway's and the exchange's make the from-side fee.
    const fee = minor(quote.fee, from.currency);
    expect(minor(quote.payin_fee, from.currency) + minor(quote.exchange_fee, from.currency)).toBe(fee);
    // The pay-in payway's fee is the catalogue's, on the whole amount, as a deposit of it takes it.
    expect(minor(quote.payin_fee, from.currency)).toBe(
      calculateFeeMinor(from.fee, minor(quote.from_amount, from.currency), scaleOf(from.currency)),
    );
    const before = await availableOf(testApp, user.profileId);

    const isPayIn = EXTERNAL_PAYIN.has(testCase.fromPayway);
    // What the app can confirm: money paid in from outside lands on the balance; money from the
    // balance goes to the balance or out on a payway exchanges pay out to. Crypto arrives on a
    // deposit address, not through a quote.
    const isExecutable =
      (isPayIn && testCase.toPayway === 'balance') ||
      (testCase.fromPayway === 'balance' &&
        (testCase.toPayway === 'balance' || testCase.toPayway in REQUISITE_KIND_OF_PAYWAY));
    const answer = !isExecutable
      ? await client.post('exchanges', { quote_id: quote.id, requisite: requisiteOf(testCase) })
      : isPayIn
        ? await payIn(client, testCase, quote)
        : await exchangeFromBalance(client, user.login, testCase, quote);
    if (!isExecutable) {
      // Refused, with a spec code, and nothing moves.
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.error?.code).toMatch(/^(UNAVAILABLE_PWCU|VALIDATION_ERROR)$/);
      expect(await availableOf(testApp, user.profileId)).toEqual(before);
      expect(await countTransactions(testApp, user.profileId)).toBe(0);
      return;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const transaction = (answer.body.transaction ?? answer.body) as Record<string, string> & { id: string };
    // The transaction's page shows the quote's numbers.
    expect({
      status: transaction.status,
      amount: transaction.amount,
      fee: transaction.fee,
      to_amount: transaction.to_amount,
      rate: transaction.rate,
    }).toEqual({
      status: 'DONE',
      amount: quote.from_amount,
      fee: quote.fee,
      to_amount: testCase.toPayway === 'balance' ? quote.to_amount : transaction.to_amount,
      rate: quote.rate,
    });
    const fromAmount = minor(quote.from_amount, from.currency);
    const toAmount = minor(quote.to_amount, to.currency);
    const toFee = minor(quote.to_fee, to.currency);
    const booked = await bookedOf(transaction.id);
    const after = await availableOf(testApp, user.profileId);
    const change = (code: string) => (after[code] ?? 0n) - (before[code] ?? 0n);
    // The house took exactly the quote's from-side fee.
    expect(booked.sum('fee', from.currency)).toBe(fee);
    if (isPayIn) {
      // Paid from outside: the whole amount arrived, the fee and the converted part went to the house.
      expect(booked.sum('exchange_in', from.currency)).toBe(fromAmount - fee);
      expect(booked.sum('exchange_out', to.currency)).toBe(toAmount);
      expect(change(from.currency)).toBe(0n);
      expect(change(to.currency)).toBe(toAmount);
    } else {
      expect(booked.sum('swap_in', from.currency)).toBe(fromAmount - fee);
      expect(change(from.currency)).toBe(-fromAmount);
      if (testCase.toPayway === 'balance') {
        expect(booked.sum('swap_out', to.currency)).toBe(toAmount);
        expect(change(to.currency)).toBe(toAmount);
      } else {
        // Paid out: what was converted is the payout, its fee and the rest of the quote's to fee.
        expect(booked.sum('swap_out', to.currency)).toBe(toAmount + toFee);
        const [payout] = booked.children;
        expect(payout && toMinor(payout.amount)).toBe(toAmount);
        expect(booked.sum('fee', to.currency) + toMinor(payout?.fee ?? 0n)).toBe(toFee);
        expect(change(to.currency)).toBe(0n);
        expect(await heldOf(user.profileId, to.currency)).toBe(toAmount + toMinor(payout?.fee ?? 0n));
      }
    }
    await expectLedgerBalanced(testApp);
  });
});
