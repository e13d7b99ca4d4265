import { describe, expect, it } from 'vitest';
import { debitWithOverdraft, type Overdraft, repayOverdraftsFromTopUp, type TopUp } from './overdraft';

describe('debitWithOverdraft', () => {
  it.each([
    ['a debit within the balance opens nothing', 1000n, 400n, 600n, 0n],
    ['a debit to exactly zero opens nothing', 1000n, 1000n, 0n, 0n],
    ['a capture above the balance opens the difference', 1000n, 1240n, -240n, 240n],
    ['a debit on a balance already negative adds only the new part', -100n, 50n, -150n, 50n],
  ])('%s', (_name, balance, debit, after, opened) => {
    expect(debitWithOverdraft(balance, debit)).toEqual({
      balanceAfterMinor: after,
      overdraftOpenedMinor: opened,
    });
  });
});

const EUR_DEBT = (owedMinor: bigint): Overdraft => ({ currency: 'EUR', scale: 2, owedMinor });
// A USDT top-up repays a EUR debt: 1 USDT = 0.92 EUR.
const EUR_DEBT_FROM_USDT = (owedMinor: bigint): Overdraft => ({
  currency: 'EUR',
  scale: 2,
  owedMinor,
  rateFromTopUp: '0.92',
});
const eurTopUp = (amountMinor: bigint): TopUp => ({ currency: 'EUR', scale: 2, amountMinor });
const usdtTopUp = (amountMinor: bigint): TopUp => ({ currency: 'USDT', scale: 6, amountMinor });

describe('repayOverdraftsFromTopUp', () => {
  it.each([
    [
      'a top-up larger than the debt repays it and credits the rest',
      eurTopUp(5000n),
      [EUR_DEBT(240n)],
      {
        repayments: [
          { type: 'OVERDRAFT_REPAY', paidMinor: 240n, repaidMinor: 240n, overdraftCurrency: 'EUR' },
        ],
        creditedMinor: 4760n,
        overdraftsLeft: [],
      },
    ],
    [
      'a top-up smaller than the debt all goes to it',
      eurTopUp(100n),
      [EUR_DEBT(240n)],
      {
        repayments: [
          { type: 'OVERDRAFT_REPAY', paidMinor: 100n, repaidMinor: 100n, overdraftCurrency: 'EUR' },
        ],
        creditedMinor: 0n,
        overdraftsLeft: [EUR_DEBT(140n)],
      },
    ],
    [
      'no debt credits the whole top-up',
      eurTopUp(100n),
      [],
      { repayments: [], creditedMinor: 100n, overdraftsLeft: [] },
    ],
    [
      'a top-up in another currency converts to repay (the smallest amount that covers it)',
      usdtTopUp(10_000_000n),
      [EUR_DEBT_FROM_USDT(240n)],
      {
        repayments: [
          {
            type: 'OVERDRAFT_CONVERT_REPAY',
            paidMinor: 2_608_696n,
            repaidMinor: 240n,
            overdraftCurrency: 'EUR',
          },
        ],
        creditedMinor: 7_391_304n,
        overdraftsLeft: [],
      },
    ],
    [
      'a converted top-up too small repays what it converts to, rounded down',
      usdtTopUp(1_000_000n),
      [EUR_DEBT_FROM_USDT(240n)],
      {
        repayments: [
          {
            type: 'OVERDRAFT_CONVERT_REPAY',
            paidMinor: 1_000_000n,
            repaidMinor: 92n,
            overdraftCurrency: 'EUR',
          },
        ],
        creditedMinor: 0n,
        overdraftsLeft: [EUR_DEBT_FROM_USDT(148n)],
      },
    ],
    [
      'a debt in another currency without a quote waits',
      usdtTopUp(1_000_000n),
      [EUR_DEBT(240n)],
      { repayments: [], creditedMinor: 1_000_000n, overdraftsLeft: [EUR_DEBT(240n)] },
    ],
    [
      'the debt in the top-up currency is repaid before the converted one',
      eurTopUp(300n),
      [{ currency: 'USD', scale: 2, owedMinor: 500n, rateFromTopUp: '1.08' }, EUR_DEBT(240n)],
      {
        repayments: [
          { type: 'OVERDRAFT_REPAY', paidMinor: 240n, repaidMinor: 240n, overdraftCurrency: 'EUR' },
          { type: 'OVERDRAFT_CONVERT_REPAY', paidMinor: 60n, repaidMinor: 64n, overdraftCurrency: 'USD' },
        ],
        creditedMinor: 0n,
        overdraftsLeft: [{ currency: 'USD', scale: 2, owedMinor: 436n, rateFromTopUp: '1.08' }],
      },
    ],
  ] as const)('%s', (_name, topUp, overdrafts, expected) => {
    expect(repayOverdraftsFromTopUp(topUp, overdrafts)).toEqual(expected);
  });
});
