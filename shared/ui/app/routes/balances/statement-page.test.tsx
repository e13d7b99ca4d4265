import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTransaction } from '../../../features/balances/utils/balances.test-kit';
import { moneyServer, open } from './balances-page.test-kit';

vi.mock('uplot', () => ({ default: class {} }));

// Each visit loads its page lazily and starts a session first; a busy machine needs more than 1 s.

describe('statement', () => {
  it('sends the filters from the address and writes a new choice back into it', async () => {
    const server = moneyServer({ transactions: [makeTransaction({ type: 'PAYOUT', currency: 'EUR' })] });
    const { router } = open('/balances/statement?type=PAYOUT&currency=EUR', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement' })).toBeTruthy();
    await screen.findByRole('link', { name: /Withdrawal/ });
    const first = server.requestsTo('listTransactions')[0]?.query;
    expect([first?.get('type'), first?.get('currency'), first?.get('status')]).toEqual([
      'PAYOUT',
      'EUR',
      null,
    ]);
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('PAYOUT');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'FAIL' } });
    await waitFor(() =>
      expect(server.requestsTo('listTransactions').at(-1)?.query.get('status')).toBe('FAIL'),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('FAIL');
    expect(server.requestsTo('listTransactions').at(-1)?.query.get('type')).toBe('PAYOUT');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters (3)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('folds the filters behind a toggle that counts the ones set (a phone hides them until opened)', async () => {
    const server = moneyServer({ transactions: [makeTransaction({ type: 'PAYOUT', currency: 'EUR' })] });
    open('/balances/statement?type=PAYOUT&currency=EUR', server);
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    const grid = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(grid?.contains(screen.getByLabelText('Type'))).toBe(true);
    expect([toggle.getAttribute('aria-expanded'), grid?.getAttribute('data-open')]).toEqual([
      'false',
      'false',
    ]);
    fireEvent.click(toggle);
    expect([toggle.getAttribute('aria-expanded'), grid?.getAttribute('data-open')]).toEqual(['true', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters (2)' }));
    expect(await screen.findByRole('button', { name: 'Filters' })).toBe(toggle);
  });

  it('pages through the cursor with Load more and says when all is shown', async () => {
    const transactions = Array.from({ length: 25 }, (_, index) =>
      makeTransaction({
        id: `T${index}`,
        amount: String(index + 1),
        created_at: new Date(2026, 2, 5, 12, 59 - index).toISOString(),
      }),
    );
    const server = moneyServer({ transactions });
    open('/balances/statement', server);
    const feed = await screen.findByRole('button', { name: 'Load more' });
    expect(document.querySelectorAll('[data-transaction-id]')).toHaveLength(20);
    fireEvent.click(feed);
    await waitFor(() => expect(document.querySelectorAll('[data-transaction-id]')).toHaveLength(25));
    expect(server.requestsTo('listTransactions').map((request) => request.query.get('cursor'))).toEqual([
      null,
      '20',
    ]);
    expect(screen.getByText('That’s all your transactions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // One day, one heading: the second page continues the first page's day.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    class FakeObserver {
      constructor(readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push({ callback: this.callback, target });
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const transactions = Array.from({ length: 30 }, (_, index) => makeTransaction({ id: `S${index}` }));
      const server = moneyServer({ transactions });
      open('/balances/statement', server);
      await screen.findByRole('button', { name: 'Load more' });
      const last = observed.at(-1);
      last?.callback(
        [{ isIntersecting: true, target: last.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
      await waitFor(() => expect(document.querySelectorAll('[data-transaction-id]')).toHaveLength(30));
      expect(server.requestsTo('listTransactions').at(-1)?.query.get('cursor')).toBe('20');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an empty filtered statement offers to clear the filters', async () => {
    const server = moneyServer();
    open('/balances/statement?status=FAIL', server);
    expect(await screen.findByRole('heading', { name: 'Nothing matches these filters' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeTruthy();
  });

  it('rows lead to the transaction page', async () => {
    const server = moneyServer({
      transactions: [makeTransaction({ id: 'EX123', type: 'CONVERT', to_currency: 'EUR' })],
    });
    open('/balances/statement', server);
    const row = await screen.findByRole('link', { name: /Conversion/ });
    expect(row.getAttribute('href')).toBe('/balances/CONVERT/EX123');
    expect(row.textContent).toContain('USDT → EUR');
  });
});
