import type { TransactionView } from '@ferry/shared/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTransaction } from '../../../features/balances/utils/balances.test-kit';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import type { FakeRequest } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

vi.mock('uplot', () => ({ default: class {} }));

/** Balances and transactions as the API answers them: `status` filters as the API does. */
function moneyServer(
  balances: { currency: string; available: string; held: string }[],
  transactions: TransactionView[],
) {
  const server = createAccountServer();
  server.handlers.listBalances = () => ({ balances });
  server.handlers.getBalancesTotal = (request: FakeRequest) => ({
    currency: request.query.get('currency') ?? 'USD',
    total: '100',
    balances: balances.map((balance) => ({
      currency: balance.currency,
      amount: balance.available,
      value: '100',
      rate: '1',
    })),
    rated_at: '2026-03-05T10:00:00Z',
  });
  server.handlers.listTransactions = (request: FakeRequest) => {
    const status = request.query.get('status');
    const limit = Number(request.query.get('limit') ?? 20);
    const matching = status ? transactions.filter((item) => item.status === status) : transactions;
    return { transactions: matching.slice(0, limit), next_cursor: null };
  };
  return server;
}

const SEPA_WAITING = makeTransaction({
  id: 'TXSEPA',
  type: 'PAYIN',
  amount: '120',
  currency: 'EUR',
  status: 'WAIT',
  payway: 'sepa',
});
const PAYOUT_SENDING = makeTransaction({
  id: 'TXOUT',
  type: 'PAYOUT',
  amount: '5',
  currency: 'EUR',
  status: 'PROCESSING',
  payway: 'sepa',
});
/** Finished ones newer than the deposit: "Recent" alone would push the deposit off the screen. */
const FINISHED = Array.from({ length: 6 }, (_, index) =>
  makeTransaction({ type: 'CONVERT', status: 'DONE', created_at: `2026-03-06T10:0${index}:00.000Z` }),
);

function inFlightRows() {
  const section = screen.getByRole('region', { name: 'In progress' });
  return within(section).getAllByRole('link');
}

describe('balances show money on its way', () => {
  it('a first deposit awaiting the transfer: not "No money here yet" but the deposit, its status and its page', async () => {
    renderApp({ path: '/balances', session: STORED_SESSION, fetch: moneyServer([], [SEPA_WAITING]).fetch });
    expect(await screen.findByRole('heading', { name: 'Your money is on its way' })).toBeTruthy();
    expect(screen.queryByText('No money here yet')).toBeNull();
    const [row, ...rest] = await vi.waitFor(inFlightRows);
    expect(rest).toHaveLength(0);
    expect(row?.getAttribute('href')).toBe('/balances/PAYIN/TXSEPA');
    expect(row?.textContent).toContain('+€120.00');
    expect(row?.textContent).toContain('In progress');
  });

  it('beside the balances: every deposit and withdrawal in flight, however many finished since', async () => {
    const server = moneyServer(
      [{ currency: 'EUR', available: '90', held: '5' }],
      [...FINISHED, SEPA_WAITING, PAYOUT_SENDING],
    );
    renderApp({ path: '/balances', session: STORED_SESSION, fetch: server.fetch });
    await screen.findByRole('region', { name: 'Your currencies' });
    const rows = await vi.waitFor(inFlightRows);
    expect(rows.map((row) => row.getAttribute('href')).sort()).toEqual([
      '/balances/PAYIN/TXSEPA',
      '/balances/PAYOUT/TXOUT',
    ]);
    expect(rows.every((row) => row.textContent?.includes('In progress'))).toBe(true);
  });

  it('nothing in flight: the new user is told how to start', async () => {
    renderApp({ path: '/balances', session: STORED_SESSION, fetch: moneyServer([], FINISHED).fetch });
    expect(await screen.findByRole('heading', { name: 'No money here yet' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'In progress' })).toBeNull();
  });
});
