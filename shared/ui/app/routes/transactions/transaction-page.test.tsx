import type { TransactionView } from '@ferry/shared/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveStatus } from '../../../shell/live/live-status';
import { createNativeTestPlatform, pressMainButton } from '../../../test/fake-platform';
import { makeTransaction, SEPA_BANK_DETAILS, TX_ID } from '../../../test/transaction.test-kit';
import { open, serverWith } from './transaction-page.test-kit';

afterEach(() => {
  vi.useRealTimers();
  useLiveStatus.setState({ status: 'idle' });
});

describe('the live transaction page', () => {
  it('shows a SEPA deposit waiting for the transfer: amount, status, steps, bank details to copy', async () => {
    const server = serverWith(
      makeTransaction({
        status: 'WAIT',
        bank_details: SEPA_BANK_DETAILS,
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    open(`/balances/PAYIN/${TX_ID}`, server);
    expect(await screen.findByText('€250.00', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Progress' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['WAIT', 'NEW', 'NEW']);
    expect(items[0]?.textContent).toContain('Waiting for your transfer');
    expect(screen.getByText('LT121000011101001000')).toBeTruthy();
    expect(screen.getByText('FRY-8K2M-4Q')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Reference' })).toBeTruthy();
    expect(screen.getByText('Bank deposits are credited within a day.')).toBeTruthy();
    expect(screen.getByText(/Time left to pay:/).textContent).toMatch(/ (59:\d\d|1:00:00)$/);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('80');
  });

  it('a crypto deposit seen on the chain waits for confirmations; done shows every step checked', async () => {
    const server = serverWith(
      makeTransaction({
        status: 'PROCESSING',
        currency: 'USDT',
        amount: '15',
        network: 'TRC20',
        payway: null,
        requisite: { kind: 'address', value: 'TXYZ', confirmations: 4, required_confirmations: 19 },
      }),
    );
    open(`/balances/payin/${TX_ID}`, server);
    const steps = await screen.findByRole('list', { name: 'Progress' }, { timeout: 5000 });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-status')),
    ).toEqual(['DONE', 'DONE', 'WAIT', 'NEW']);
    expect(within(steps).getByText('Waiting for network confirmations')).toBeTruthy();
    expect(within(steps).getByTestId('tx-step-detail').textContent).toBe('Confirmations: 4 of 19');
  });

  it('an unknown transaction type is "Page not found", before any request', async () => {
    const server = serverWith();
    open('/balances/NOT_A_TYPE/abc', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(server.requestsTo('getTransaction')).toHaveLength(0);
  });

  it('a transaction the API does not know is "Page not found"', async () => {
    open('/balances/PAYIN/nope', serverWith());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('the main button leads back to balances', async () => {
    const server = serverWith(makeTransaction());
    const { router, platform } = open(`/balances/PAYIN/${TX_ID}`, server);
    await screen.findByText('+€250.00', {}, { timeout: 5000 });
    act(() => pressMainButton(platform));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/balances'));
  });
});

describe('following an in-flight transaction', () => {
  async function requestsAfter(status: TransactionView['status'], live: 'open' | 'closed') {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useLiveStatus.setState({ status: live });
    const server = serverWith(makeTransaction({ status }));
    open(`/balances/PAYIN/${TX_ID}`, server);
    // '+€250.00' once credited, the amount asked without a sign before.
    await screen.findByText(/^\+?€250\.00$/, {}, { timeout: 5000 });
    const before = server.requestsTo('getTransaction').length;
    await act(() => vi.advanceTimersByTimeAsync(3000 * 3 + 100));
    return server.requestsTo('getTransaction').length - before;
  }

  it('polls every 3000 ms while live events are off and it is in flight', async () => {
    expect(await requestsAfter('PROCESSING', 'closed')).toBeGreaterThanOrEqual(3);
  });

  it('does not poll while the live socket is open', async () => {
    expect(await requestsAfter('PROCESSING', 'open')).toBe(0);
  });

  it('does not poll a transaction waiting on the user (WAIT) or one that ended', async () => {
    expect(await requestsAfter('WAIT', 'closed')).toBe(0);
  });

  it('does not poll a finished transaction', async () => {
    expect(await requestsAfter('DONE', 'closed')).toBe(0);
  });

  it('reaching DONE gives the success haptic and a toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useLiveStatus.setState({ status: 'closed' });
    const server = serverWith(makeTransaction({ status: 'PROCESSING' }));
    const { platform } = createNativeTestPlatform();
    const haptic = vi.spyOn(platform.haptics, 'notificationOccurred');
    open(`/balances/PAYIN/${TX_ID}`, server, platform);
    await screen.findByText('€250.00', {}, { timeout: 5000 });
    server.byId.set(TX_ID, makeTransaction({ status: 'DONE' }));
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(await screen.findByText('Completed')).toBeTruthy();
    expect(haptic).toHaveBeenCalledWith('success');
    // The Toaster is loaded with the first toast; the toast waits for it and still shows.
    expect(await screen.findByText('Transaction completed', {}, { timeout: 5000 })).toBeTruthy();
  });
});
