import type { TransactionView } from '@ferry/shared/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTransaction } from '../../../features/balances/utils/balances-fixtures';
import { createAccountServer, STORED_SESSION } from '../../../test/account-fixtures';
import { createMemoryStorage } from '../../../test/fake-platform';
import { type FakeRequest, failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

vi.mock('uplot', () => ({ default: class {} }));

// Each visit loads its page lazily and starts a session first; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

interface MoneyServerOptions {
  balances?: { currency: string; available: string; held: string }[];
  /** The transactions, newest first; paged by the request's limit with a numeric cursor. */
  transactions?: TransactionView[];
}

function moneyServer({ balances = [], transactions = [] }: MoneyServerOptions = {}) {
  const server = createAccountServer();
  server.handlers.listBalances = () => ({ balances });
  server.handlers.getBalancesTotal = (request: FakeRequest) => {
    const currency = request.query.get('currency') ?? 'USD';
    return {
      currency,
      total: currency === 'EUR' ? '92.5' : '100.5',
      balances: balances.map((balance) => ({
        currency: balance.currency,
        amount: balance.available,
        value: currency === 'EUR' ? '92.5' : '100.5',
        rate: '1',
      })),
      rated_at: '2026-03-05T10:00:00Z',
    };
  };
  server.handlers.listTransactions = (request: FakeRequest) => {
    const limit = Number(request.query.get('limit') ?? 20);
    const from = Number(request.query.get('cursor') ?? 0);
    const currency = request.query.get('currency');
    const matching = currency ? transactions.filter((item) => item.currency === currency) : transactions;
    const page = matching.slice(from, from + limit);
    return {
      transactions: page,
      next_cursor: from + limit < matching.length ? String(from + limit) : null,
    };
  };
  return server;
}

function open(path: string, server: ReturnType<typeof moneyServer>, storage = createMemoryStorage()) {
  return renderApp({ path, fetch: server.fetch, session: STORED_SESSION, storage });
}

describe('balances (spec 000 §2)', () => {
  it('shows the total, each currency with its held part, the actions and recent transactions', async () => {
    const server = moneyServer({
      balances: [
        { currency: 'EUR', available: '90', held: '2.5' },
        { currency: 'USDT', available: '10.5', held: '0' },
      ],
      transactions: [makeTransaction({ type: 'PAYOUT', amount: '5', currency: 'EUR', status: 'PROCESSING' })],
    });
    open('/balances', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Balances' })).toBeTruthy();
    const total = await screen.findByRole('region', { name: 'Total balance' });
    await within(total).findByText('$100.50');
    const list = screen.getByRole('region', { name: 'Your currencies' });
    const eur = within(list).getByRole('link', { name: /EUR/ });
    expect(eur.getAttribute('href')).toBe('/balances/EUR');
    expect(eur.textContent).toContain('€90.00');
    expect(eur.textContent).toContain('On hold');
    expect(eur.textContent).toContain('€2.50');
    const usdt = within(list).getByRole('link', { name: /USDT/ });
    expect(usdt.textContent).toContain('10.50');
    expect(usdt.textContent).not.toContain('On hold');

    const actions = screen.getByRole('navigation', { name: 'Balance actions' });
    expect(within(actions).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/balances/deposit',
    );
    expect(within(actions).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/balances/withdraw',
    );
    expect(within(actions).getByRole('link', { name: 'Convert' }).getAttribute('href')).toBe(
      '/balances/convert/form',
    );

    const recent = await screen.findByRole('region', { name: 'Recent transactions' });
    const row = within(recent).getByRole('link', { name: /Withdrawal/ });
    expect(row.textContent).toContain('\u2013€5.00');
    expect(row.textContent).toContain('In progress');
    expect(within(recent).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(
      '/balances/statement',
    );
    // "Recent" asks for the newest five; the in-flight list asks by status.
    const recentAsk = server.requestsTo('listTransactions').find((request) => !request.query.get('status'));
    expect(recentAsk?.query.get('limit')).toBe('5');
  });

  it('a new user with no balances is told how to start and offered Deposit', async () => {
    const server = moneyServer();
    open('/balances', server);
    expect(await screen.findByRole('heading', { name: 'No money here yet' })).toBeTruthy();
    const deposit = screen.getAllByRole('link', { name: 'Deposit' })[0];
    expect(deposit?.getAttribute('href')).toBe('/balances/deposit');
    expect(screen.queryByRole('region', { name: 'Total balance' })).toBeNull();
  });

  it('values the total in the fiat the user picks and remembers it', async () => {
    const server = moneyServer({ balances: [{ currency: 'USDT', available: '100', held: '0' }] });
    const storage = createMemoryStorage();
    open('/balances', server, storage);
    const total = await screen.findByRole('region', { name: 'Total balance' });
    await within(total).findByText('$100.50');
    fireEvent.click(within(total).getByRole('radio', { name: 'EUR' }));
    await within(total).findByText('€92.50');
    expect(server.requestsTo('getBalancesTotal').at(-1)?.query.get('currency')).toBe('EUR');
    expect(storage.getItem('ferry.balances-total-currency')).toBe('EUR');
  });

  it('a failed load says so and retries', async () => {
    const server = moneyServer({ balances: [{ currency: 'EUR', available: '1', held: '0' }] });
    server.handlers.listBalances = () => failure(500, 'INTERNAL_ERROR');
    open('/balances', server);
    expect(await screen.findByRole('heading', { name: 'Couldn’t load your balances' })).toBeTruthy();
    server.handlers.listBalances = () => ({ balances: [{ currency: 'EUR', available: '1', held: '0' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /EUR/ })).toBeTruthy();
  });
});

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

describe('one currency', () => {
  it('shows the balance, its actions preset to the currency and its own history', async () => {
    const server = moneyServer({
      balances: [{ currency: 'USDT', available: '25.5', held: '0' }],
      transactions: [makeTransaction({ type: 'PAYIN', amount: '25.5', currency: 'USDT' })],
    });
    open('/balances/USDT', server);
    expect(await screen.findByText('25.50 USDT', { selector: '.ferry-total-amount' })).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: 'Balance actions' });
    expect(within(actions).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/balances/deposit/crypto/USDT',
    );
    expect(within(actions).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/balances/withdraw/USDT',
    );
    expect(within(actions).getByRole('link', { name: 'Convert' }).getAttribute('href')).toBe(
      '/balances/convert/USDT/form',
    );
    const history = screen.getByRole('region', { name: 'History' });
    const row = await within(history).findByRole('link', { name: /Deposit/ });
    expect(row.textContent).toContain('+25.50');
    expect(server.requestsTo('listTransactions')[0]?.query.get('currency')).toBe('USDT');
  });
});

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

  it('opens on the currency something was spent in, not on the biggest holding with nothing spent (issue 24 item 20)', async () => {
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
