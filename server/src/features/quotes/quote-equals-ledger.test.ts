import { completeSandboxVerification, REQUISITE_KIND_OF_PAYWAY } from '@ferry/shared/contracts';
import { calculateFeeMinor, minorToDecimal } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../ledger/minor';
import {
  countTransactions,
  createDepositsClient,
  expectLedgerBalanced,
} from '../../test-support/deposits.test-kit';
import { availableOf, fundedUser } from '../../test-support/money.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { EXTERNAL_PAYIN, generateCases, readCatalogue } from './quote-cases.test-kit';
import {
  bookedOf,
  exchangeFromBalance,
  fromAmountOf,
  heldOf,
  minor,
  payIn,
  type QuoteAnswer,
  requisiteOf,
  scaleOf,
} from './quote-confirmation.test-kit';

/**
 * Money shown is money charged. For every deposit payway × every withdraw payway
 * the catalogue offers, for a buy, a sell, a swap and a fiat convert, from either side: take a quote, confirm it
 * the way the app does (a deposit that converts, with 3-D Secure for the card; an exchange from
 * the balance, paid out to a requisite), and compare the confirmed quote with what the ledger
 * booked to the last digit — or see it refused with nothing booked.
 */

const catalogue = await readCatalogue();
const CASES = generateCases(catalogue);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

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
    // The sums here reach any payway's maximum: far above what an unverified level lets in or out.
    await testApp.client.ok(completeSandboxVerification, {
      params: { profileId: user.profileId },
      body: { level: 'full' },
    });
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
        ? await payIn(testApp, client, testCase, quote)
        : await exchangeFromBalance(testApp, client, user.login, testCase, quote);
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
    const booked = await bookedOf(testApp, transaction.id);
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
        expect(await heldOf(testApp, user.profileId, to.currency)).toBe(
          toAmount + toMinor(payout?.fee ?? 0n),
        );
      }
    }
    await expectLedgerBalanced(testApp);
  });
});
