import type { TransactionView } from '@ferry/shared/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTransaction } from '../../../test/transaction.test-kit';
import { detailFields, open, textOf } from './transaction-kinds.test-kit';

/**
 * A SEPA deposit converted EUR→USDT on arrival: €250 asked, 266.751826 USDT quoted. Parked, only €1
 * of it arrived (below the minimum) and nothing is credited; completed, the coins are on the balance.
 */
const SEPA_CONVERT: Partial<TransactionView> = {
  type: 'PAYIN_CONVERT',
  direction: 'PAYIN',
  payway: 'sepa',
  amount: '250',
  currency: 'EUR',
  fee: '2.48',
  rate: '1.077698',
  to_amount: '266.751826',
  to_currency: 'USDT',
};
const PARKED = makeTransaction({
  ...SEPA_CONVERT,
  status: 'ACTION_REQUIRED',
  paid_amount: '1',
  failure_code: 'PAYIN_MIN_TECH_LIMIT_VIOLATION',
  action_choices: ['REFUND', 'DEPOSIT', 'RETRY'],
});
const COMPLETED = makeTransaction({ ...SEPA_CONVERT, status: 'DONE', paid_amount: '250' });

async function summaryLines(transaction: TransactionView) {
  open(`/transaction-details/${transaction.type}/${transaction.id}`, transaction);
  const summary = await screen.findByRole('region', { name: 'Summary' });
  await screen.findByRole('region', { name: /^Details$/ });
  return {
    headline: textOf(screen.getByTestId('tx-headline')),
    lines: [...summary.querySelectorAll('.ferry-tx-converted')].map(textOf),
    fields: detailFields(),
  };
}

describe('a transaction shows money received only once it is credited', () => {
  it('a parked deposit says what was asked, quoted and arrived, and that nothing is credited', async () => {
    const { headline, lines, fields } = await summaryLines(PARKED);
    expect(headline).toBe('€250.00');
    expect(lines).toEqual([
      'Quoted: 266.751826 USDT',
      'Arrived €1.00 of €250.00',
      'Nothing has been credited to your balance yet',
    ]);
    expect(Object.fromEntries(fields)).toMatchObject({
      'Amount asked': '€250.00',
      Arrived: '€1.00 of €250.00',
      'Quoted amount': '266.751826 USDT',
      Credited: 'Nothing yet',
    });
    for (const label of ['You got', 'You paid', 'Converted amount'])
      expect(fields.has(label), label).toBe(false);
    expect(document.body.textContent).not.toMatch(/\+266|\+€250/);
  });

  it('a completed deposit says what was paid and what was got', async () => {
    const { headline, lines, fields } = await summaryLines(COMPLETED);
    expect(headline).toBe('+266.751826 USDT');
    expect(lines).toEqual(['You paid €250.00']);
    expect(Object.fromEntries(fields)).toMatchObject({
      'You paid': '€250.00',
      'You got': '+266.751826 USDT',
      // The whole amount arrived: said once, never "€250.00 of €250.00".
      Arrived: '€250.00',
    });
    for (const label of ['Credited', 'Quoted amount', 'Amount asked'])
      expect(fields.has(label), label).toBe(false);
  });

  it('a payout paid in full says the amount once', async () => {
    const payout: Partial<TransactionView> = {
      type: 'PAYOUT',
      direction: 'PAYOUT',
      payway: 'sepa',
      amount: '100',
      currency: 'EUR',
    };
    const whole = await summaryLines(makeTransaction({ ...payout, status: 'DONE', paid_amount: '100.00' }));
    // The row is labelled "Paid": its value is the amount alone, never "Paid: Paid €100.00".
    expect(whole.fields.get('Paid')).toBe('€100.00');
    expect(whole.lines).toEqual([]);
  });

  it('a payout paid in part says the sentence under the amount and the figures in its row', async () => {
    const part = await summaryLines(
      makeTransaction({
        type: 'PAYOUT',
        direction: 'PAYOUT',
        payway: 'crypto',
        network: 'TRC20',
        status: 'DONE',
        amount: '100',
        currency: 'USDT',
        paid_amount: '50',
      }),
    );
    expect(part.lines).toEqual(['Paid 50.00 USDT of 100.00 USDT']);
    expect(part.fields.get('Paid')).toBe('50.00 USDT of 100.00 USDT');
  });
});
