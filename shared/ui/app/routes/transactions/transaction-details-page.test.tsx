import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveStatus } from '../../../shell/live/live-status';
import { makeTransaction, TX_ID } from '../../../test/transaction.test-kit';
import { open, serverWith } from './transaction-page.test-kit';

afterEach(() => {
  vi.useRealTimers();
  useLiveStatus.setState({ status: 'idle' });
});

describe('the details page', () => {
  it('shows every field the transaction has, copyable id and hash, and links its parent', async () => {
    const parent = makeTransaction({ id: 'tx_parent', type: 'EXCHANGE', direction: 'EXCHANGE' });
    const payout = makeTransaction({
      type: 'CONVERT_PAYOUT',
      direction: 'PAYOUT',
      amount: '100',
      currency: 'USDT',
      fee: '1',
      fee_currency: 'USDT',
      rate: '0.92',
      to_amount: '92',
      to_currency: 'EUR',
      network: 'TRC20',
      payway: 'crypto',
      hash: '0xabc123',
      parent_id: 'tx_parent',
      paid_amount: '50',
      expires_at: '2026-03-05T10:07:00.000Z',
    });
    open(`/transaction-details/CONVERT_PAYOUT/${TX_ID}`, serverWith(payout, parent));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction details' })).toBeTruthy();
    const details = await screen.findByRole('region', { name: 'Details' });
    for (const label of [
      'Transaction ID',
      'Hash',
      'Type',
      'Status',
      'Amount',
      'Currency',
      'Paid',
      'Fee',
      'Rate',
      'Converted amount',
      'Network',
      'Payment method',
      'Parent transaction',
      'Created',
    ]) {
      expect(within(details).getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    // Done: its time to pay is over and means nothing now.
    expect(within(details).queryByText('Expires', { selector: 'dt' })).toBeNull();
    // The row is labelled "Paid", so its value is the figures alone.
    expect(within(details).getByText('50.00 USDT of 100.00 USDT')).toBeTruthy();
    expect(within(details).queryByText('Paid 50.00 USDT of 100.00 USDT')).toBeNull();
    expect(within(details).getByText('1 USDT = 0.92 EUR')).toBeTruthy();
    expect(within(details).getByText('Crypto')).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Copy Transaction ID' })).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Copy Hash' })).toBeTruthy();
    const link = await within(details).findByRole('link', { name: /Exchange/ });
    expect(link.getAttribute('href')).toBe('/transaction-details/EXCHANGE/tx_parent');
  });
});
