import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveStatus } from '../../../shell/live/live-status';
import { createNativeTestPlatform } from '../../../test/fake-platform';
import { makeTransaction, SEPA_BANK_DETAILS, TX_ID } from '../../../test/transaction.test-kit';
import { open, serverWith } from './transaction-page.test-kit';

afterEach(() => {
  vi.useRealTimers();
  useLiveStatus.setState({ status: 'idle' });
});

describe('going back before the money is sent', () => {
  it('says the order stays open; Stay keeps the page; Go back leaves and the order waits on Balances', async () => {
    const waiting = makeTransaction({ status: 'WAIT', bank_details: SEPA_BANK_DETAILS });
    const server = serverWith(waiting);
    server.handlers.listBalances = () => ({ balances: [] });
    server.handlers.listTransactions = (request) => ({
      transactions: [request.query.get('status'), null].includes(waiting.status) ? [waiting] : [],
      next_cursor: null,
    });
    const { platform, backButton } = createNativeTestPlatform();
    const { router } = open(`/balances/PAYIN/${TX_ID}`, server, platform);
    // Not credited yet: the amount asked, without the sign of money received.
    await screen.findByText('€250.00', {}, { timeout: 5000 });
    act(() => backButton.press());
    const dialog = await screen.findByRole('alertdialog', { name: 'This order stays open' });
    expect(dialog.textContent).toContain('Going back doesn’t cancel it.');
    expect(dialog.textContent).toContain('on Balances under “In progress”');
    expect(dialog.textContent).not.toMatch(/will cancel/i);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/balances/PAYIN/${TX_ID}`);
    act(() => backButton.press());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Go back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/balances'));
    // What the dialog said happens: nothing was cancelled, and the order is there, open.
    const inProgress = await screen.findByRole('region', { name: 'In progress' }, { timeout: 5000 });
    const row = within(inProgress).getByRole('link');
    expect(row.getAttribute('href')).toBe(`/balances/PAYIN/${TX_ID}`);
    expect(row.textContent).toContain('In progress');
    const sent = server.requests.filter(
      (request) => !request.id.startsWith('get') && !request.id.startsWith('list'),
    );
    expect(sent.map((request) => request.id)).toEqual([]);
  });

  it('does not ask once the money has arrived', async () => {
    const server = serverWith(makeTransaction({ status: 'PROCESSING' }));
    const { platform, backButton } = createNativeTestPlatform();
    const { router } = open(`/balances/PAYIN/${TX_ID}`, server, platform);
    // Not credited yet: the amount asked, without the sign of money received.
    await screen.findByText('€250.00', {}, { timeout: 5000 });
    act(() => backButton.press());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/balances'));
  });
});
