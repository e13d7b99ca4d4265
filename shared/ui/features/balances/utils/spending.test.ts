import type { TransactionView } from '@ferry/shared/contracts';
import type { TransactionType } from '@ferry/shared/domain';
import { describe, expect, it } from 'vitest';
import { makeTransaction } from './balances.test-kit';
import {
  aggregateSpending,
  type SpendingCategory,
  type SpendingPeriod,
  spendingCategoryOf,
  spendingWindow,
} from './spending';

/** Noon, local time, on 15 March 2026 (a Sunday). */
const NOW = new Date(2026, 2, 15, 12, 0);

/** An instant `daysAgo` days before NOW's day, at the given local hour. */
function at(daysAgo: number, hour = 10): string {
  return new Date(2026, 2, 15 - daysAgo, hour).toISOString();
}

const spend = (overrides: Partial<TransactionView>) =>
  makeTransaction({ type: 'PAYOUT', currency: 'EUR', amount: '10', created_at: at(0), ...overrides });

/** The owner's side of a top-up of their own payment card: a UPAYOUT whose requisite names the card. */
const CARD_TOP_UP_REQUISITE = { profile_id: 'P-CARD', payment_card_id: 'PC000001', last4: '4242' };

describe('spending categories', () => {
  it.each<[string, TransactionType, SpendingCategory | null, Record<string, unknown> | null]>([
    ['a payout', 'PAYOUT', 'withdrawals', null],
    ['a transfer to another profile', 'UPAYOUT', 'withdrawals', { profile_id: 'P2' }],
    ['a converting payout', 'CONVERT_PAYOUT', 'withdrawals', null],
    // Money moved onto the user's own card stays theirs: the card's purchases are the spending.
    ['a top-up of the user’s own payment card', 'UPAYOUT', null, CARD_TOP_UP_REQUISITE],
    ['a card purchase', 'CARD_DEBIT', 'card', null],
    ['cash from a card', 'CARD_WITHDRAWAL', 'card', null],
    ['a service payment', 'SERVICE_PAYMENT', 'services', null],
    ['an overdraft repaid', 'OVERDRAFT_REPAY', 'overdraft', null],
    ['a deposit', 'PAYIN', null, null],
    ['the card profile’s side of a top-up', 'UDEPOSIT', null, CARD_TOP_UP_REQUISITE],
    ['a conversion', 'CONVERT', null, null],
    ['an exchange', 'EXCHANGE', null, null],
    ['a converting deposit', 'PAYIN_CONVERT', null, null],
    // Ferry taking a referral reward back is no spend of the user's.
    ['a referral clawback', 'REF_CLAWBACK', null, null],
  ])('%s (%s) → %s', (_name, type, category, requisite) => {
    expect(spendingCategoryOf({ type, network: null, requisite })).toBe(category);
  });
});

describe('spending windows', () => {
  it.each<[SpendingPeriod, Date, Date]>([
    ['week', new Date(2026, 2, 9), new Date(2026, 2, 16)],
    ['month', new Date(2026, 1, 14), new Date(2026, 2, 16)],
    ['quarter', new Date(2025, 11, 15), new Date(2026, 2, 16)],
  ])('%s runs from %s up to the midnight after today', (period, start, end) => {
    expect(spendingWindow(period, NOW)).toEqual({ start, end });
  });
});

describe('aggregating spending', () => {
  it.each<[string, TransactionView[], SpendingPeriod, { total: bigint; count: number }]>([
    ['nothing at all', [], 'week', { total: 0n, count: 0 }],
    [
      'one withdrawal with its fee',
      [spend({ amount: '10.5', fee: '0.25' })],
      'week',
      { total: 1075n, count: 1 },
    ],
    [
      'a fee taken in another currency is not this currency’s spending',
      [spend({ amount: '10', fee: '1', fee_currency: 'USDT' })],
      'week',
      { total: 1000n, count: 1 },
    ],
    [
      'only what a partial payout paid',
      [spend({ amount: '100', paid_amount: '60' })],
      'week',
      { total: 6000n, count: 1 },
    ],
    ['deposits are not spending', [spend({ type: 'PAYIN' })], 'week', { total: 0n, count: 0 }],
    [
      'a top-up of the user’s own card is no withdrawal',
      [spend({ type: 'UPAYOUT', requisite: CARD_TOP_UP_REQUISITE }), spend({ type: 'UPAYOUT' })],
      'week',
      { total: 1000n, count: 1 },
    ],
    [
      'the activation fee inside a card top-up is the card’s cost; the rest stays the user’s',
      [
        spend({
          type: 'UPAYOUT',
          requisite: CARD_TOP_UP_REQUISITE,
          amount: '45',
          fee: '5',
          fee_currency: 'EUR',
        }),
      ],
      'week',
      { total: 500n, count: 1 },
    ],
    [
      'conversions are not spending',
      [spend({ type: 'CONVERT', to_currency: 'USDT' })],
      'week',
      { total: 0n, count: 0 },
    ],
    ['exchanges are not spending', [spend({ type: 'EXCHANGE' })], 'week', { total: 0n, count: 0 }],
    [
      'a payout still in flight is not spent yet',
      [spend({ status: 'PROCESSING' })],
      'week',
      { total: 0n, count: 0 },
    ],
    ['a failed payout gave the money back', [spend({ status: 'FAIL' })], 'week', { total: 0n, count: 0 }],
    ['another currency is left out', [spend({ currency: 'USD' })], 'week', { total: 0n, count: 0 }],
    ['older than the week', [spend({ created_at: at(7) })], 'week', { total: 0n, count: 0 }],
    ['the week’s first day counts', [spend({ created_at: at(6, 0) })], 'week', { total: 1000n, count: 1 }],
    ['inside the month', [spend({ created_at: at(29) })], 'month', { total: 1000n, count: 1 }],
    ['inside three months', [spend({ created_at: at(90) })], 'quarter', { total: 1000n, count: 1 }],
    ['past three months', [spend({ created_at: at(91) })], 'quarter', { total: 0n, count: 0 }],
  ])('%s', (_name, transactions, period, expected) => {
    const summary = aggregateSpending(transactions, { currency: 'EUR', period, now: NOW });
    expect({ total: summary.totalMinor, count: summary.count }).toEqual(expected);
  });

  it('puts each transaction in its day and category, in the currency’s minor units', () => {
    const summary = aggregateSpending(
      [
        spend({ amount: '10', created_at: at(0) }),
        spend({ type: 'CARD_DEBIT', amount: '2.5', created_at: at(0, 8) }),
        spend({ type: 'SERVICE_PAYMENT', amount: '4', created_at: at(2) }),
      ],
      { currency: 'EUR', period: 'week', now: NOW },
    );
    expect(summary.buckets).toHaveLength(7);
    expect(summary.buckets.map((bucket) => bucket.totalMinor)).toEqual([0n, 0n, 0n, 0n, 400n, 0n, 1250n]);
    expect(summary.buckets[6]?.byCategory).toEqual({
      withdrawals: 1000n,
      card: 250n,
      services: 0n,
      overdraft: 0n,
    });
    expect(summary.byCategory).toEqual({ withdrawals: 1000n, card: 250n, services: 400n, overdraft: 0n });
    expect(summary.scale).toBe(2);
  });

  it('counts three months by week: 13 buckets of 7 days', () => {
    const summary = aggregateSpending([spend({ created_at: at(8) }), spend({ created_at: at(13) })], {
      currency: 'EUR',
      period: 'quarter',
      now: NOW,
    });
    expect(summary.buckets).toHaveLength(13);
    expect(summary.buckets.at(-2)?.totalMinor).toBe(2000n);
    expect(summary.buckets.at(-2)?.start).toEqual(new Date(2026, 2, 2));
  });

  it('keeps a crypto currency’s own scale', () => {
    const summary = aggregateSpending([spend({ currency: 'BTC', amount: '0.00012345', fee: '0.00000001' })], {
      currency: 'BTC',
      period: 'week',
      now: NOW,
    });
    expect(summary.totalMinor).toBe(12346n);
    expect(summary.scale).toBe(8);
  });
});
