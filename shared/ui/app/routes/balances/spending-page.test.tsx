import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTransaction } from '../../../features/balances/utils/balances.test-kit';
import { createMemoryStorage } from '../../../test/fake-platform';
import { moneyServer, open } from './balances-page.test-kit';

vi.mock('uplot', () => ({ default: class {} }));

// Each visit loads its page lazily and starts a session first; a busy machine needs more than 1 s.

describe('spending', () => {
  it('sums what went out in the chosen currency and period, with a table of the numbers', async () => {
    const now = new Date();
    const server = moneyServer({
      balances: [{ currency: 'EUR', available: '50', held: '0' }],
      transactions: [
        makeTransaction({
          type: 'PAYOUT',
          currency: 'EUR',
          amount: '10',
          fee: '0.5',
          created_at: now.toISOString(),
        }),
        makeTransaction({
          type: 'CARD_DEBIT',
          currency: 'EUR',
          amount: '4.5',
          created_at: now.toISOString(),
        }),
      ],
    });
    open('/balances/06a02819-1231-4781-9547-14d780919b8c/spending?period=week', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spending' })).toBeTruthy();
    expect(
      await screen.findByText('€15.00', { selector: '.ferry-spending-total .ferry-money' }),
    ).toBeTruthy();
    const request = server
      .requestsTo('listTransactions')
      .find((candidate) => candidate.query.get('currency'))?.query;
    expect([request?.get('direction'), request?.get('status'), request?.get('currency')]).toEqual([
      'PAYOUT',
      'DONE',
      'EUR',
    ]);
    const table = screen.getByRole('table', { name: 'Spending by period and category' });
    const footer = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€10.50', '€4.50', '€15.00']);
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveProperty('checked', true);
  });

  it('opens on the display currency when it is held, not on the first by name', async () => {
    const server = moneyServer({
      balances: [
        { currency: 'BTC', available: '0.1', held: '0' },
        { currency: 'EUR', available: '50', held: '0' },
      ],
    });
    const storage = createMemoryStorage();
    storage.setItem('ferry.balances-total-currency', 'EUR');
    open('/balances/06a02819-1231-4781-9547-14d780919b8c/spending', server, storage);
    await screen.findByRole('heading', { name: 'Nothing spent in this period' }, { timeout: 5000 });
    // One look over every currency (nothing spent anywhere), then the display currency's own.
    expect(server.requestsTo('listTransactions').map((request) => request.query.get('currency'))).toEqual([
      null,
      'EUR',
    ]);
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
  });

  it('opens on the currency something was spent in, not on the biggest holding with nothing spent', async () => {
    const now = new Date();
    const server = moneyServer({
      // The euros were all paid out: only USDT is held, and it is worth the most.
      balances: [{ currency: 'USDT', available: '104.68', held: '0' }],
      transactions: [
        makeTransaction({
          type: 'PAYOUT',
          currency: 'EUR',
          amount: '20',
          fee: '1',
          created_at: now.toISOString(),
        }),
        // A conversion keeps the value with the user: not spending.
        makeTransaction({ type: 'CONVERT', currency: 'USDT', amount: '5', created_at: now.toISOString() }),
      ],
    });
    open('/balances/06a02819-1231-4781-9547-14d780919b8c/spending', server);
    expect(
      await screen.findByText(
        '€21.00',
        { selector: '.ferry-spending-total .ferry-money' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    expect(screen.queryByText('Nothing spent in this period')).toBeNull();
  });

  it('says so when nothing was spent', async () => {
    const server = moneyServer({ balances: [{ currency: 'EUR', available: '50', held: '0' }] });
    open('/balances/06a02819-1231-4781-9547-14d780919b8c/spending', server);
    expect(await screen.findByRole('heading', { name: 'Nothing spent in this period' })).toBeTruthy();
  });
});
