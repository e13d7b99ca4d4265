import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTransaction } from '../../../features/balances/utils/balances.test-kit';
import { createMemoryStorage } from '../../../test/fake-platform';
import { failure } from '../../../test/fake-server';
import { moneyServer, open } from './balances-page.test-kit';

vi.mock('uplot', () => ({ default: class {} }));

// Each visit loads its page lazily and starts a session first; a busy machine needs more than 1 s.

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
