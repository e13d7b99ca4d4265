import type { TransactionView } from '@ferry/shared/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveStatus } from '../../../shell/live/live-status';
import { createAccountServer, STORED_SESSION } from '../../../test/account-fixtures';
import { createNativeTestPlatform, pressMainButton } from '../../../test/fake-platform';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { makeTransaction, SEPA_BANK_DETAILS, TX_ID } from '../../../test/transaction-fixtures';

afterEach(() => {
  vi.useRealTimers();
  useLiveStatus.setState({ status: 'idle' });
});

/** A signed-in account whose server answers `getTransaction` from `transactions` by id. */
function serverWith(...transactions: TransactionView[]) {
  const server = createAccountServer();
  const byId = new Map(transactions.map((transaction) => [transaction.id, transaction]));
  server.handlers.getTransaction = (request) =>
    byId.get(request.params.externalId ?? '') ?? failure(404, 'NOT_FOUND');
  return Object.assign(server, { byId });
}

function open(
  path: string,
  server: ReturnType<typeof serverWith>,
  platform = createNativeTestPlatform().platform,
) {
  return renderApp({ path, session: STORED_SESSION, fetch: server.fetch, platform });
}

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
    expect(await screen.findByText('+€250.00', {}, { timeout: 5000 })).toBeTruthy();
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
    await screen.findByText('+€250.00', {}, { timeout: 5000 });
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
    await screen.findByText('+€250.00', {}, { timeout: 5000 });
    server.byId.set(TX_ID, makeTransaction({ status: 'DONE' }));
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(await screen.findByText('Completed')).toBeTruthy();
    expect(haptic).toHaveBeenCalledWith('success');
    // The Toaster is loaded with the first toast; the toast waits for it and still shows.
    expect(await screen.findByText('Transaction completed', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('a transaction that needs the user’s action', () => {
  const parked = makeTransaction({
    type: 'PAYIN_CONVERT',
    status: 'ACTION_REQUIRED',
    amount: '250',
    paid_amount: '1',
    to_currency: 'USDT',
    failure_code: 'PAYIN_MIN_TECH_LIMIT_VIOLATION',
    action_choices: ['REFUND', 'DEPOSIT'],
  });
  const refund = makeTransaction({
    id: 'tx_refund',
    type: 'PAYOUT',
    direction: 'PAYOUT',
    status: 'PROCESSING',
    amount: '1',
  });

  it('offers exactly the API’s choices with the spec labels, and Contact support', async () => {
    open(`/balances/PAYIN_CONVERT/${TX_ID}`, serverWith(parked));
    const section = await screen.findByRole('region', { name: 'Your action is needed' });
    expect(within(section).getByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Top up' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Update amount and continue' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Contact support' })).toBeTruthy();
  });

  it('asks first, posts the choice once with one idempotency key, then follows the new transaction', async () => {
    const server = serverWith(parked, refund);
    let release: () => void = () => undefined;
    server.handlers.chooseTransactionAction = () =>
      new Promise((resolve) => {
        release = () =>
          resolve({ transaction: { ...parked, status: 'RESOLVED', action_choices: [] }, linked: refund });
      });
    const { router } = open(`/balances/PAYIN_CONVERT/${TX_ID}`, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Send the money back?' });
    const confirm = within(dialog).getByRole('button', { name: 'Refund' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(server.requestsTo('chooseTransactionAction')).toHaveLength(1));
    release();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/balances/PAYOUT/tx_refund'));
    const [request] = server.requestsTo('chooseTransactionAction');
    expect(request?.body).toEqual({ choice: 'REFUND' });
    expect(request?.params).toEqual({ externalId: TX_ID });
    expect(request?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('–€1.00')).toBeTruthy();
  });

  it('a refused choice stays in the dialog with the spec message; trying again reuses the key', async () => {
    const server = serverWith(parked, refund);
    let calls = 0;
    server.handlers.chooseTransactionAction = () => {
      calls += 1;
      if (calls === 1) return failure(503, 'TECH_LIMIT_VIOLATION');
      return { transaction: { ...parked, status: 'RESOLVED', action_choices: [] }, linked: refund };
    };
    open(`/balances/PAYIN_CONVERT/${TX_ID}`, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Top up' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await vi.waitFor(() => expect(server.requestsTo('chooseTransactionAction')).toHaveLength(2));
    const keys = server
      .requestsTo('chooseTransactionAction')
      .map((request) => request.headers['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('a payout that failed', () => {
  it('says why, offers no choice the API did not give, and points to support', async () => {
    const failed = makeTransaction({
      type: 'PAYOUT',
      direction: 'PAYOUT',
      status: 'FAIL',
      failure_code: 'ORDER_CARD_DECLINED',
    });
    open(`/balances/PAYOUT/${TX_ID}`, serverWith(failed));
    expect(await screen.findByText('The transaction was declined')).toBeTruthy();
    expect(screen.getByText('Failed', { selector: '.ferry-status' })).toBeTruthy();
    const help = screen.getByRole('region', { name: 'Need help?' });
    expect(within(help).queryAllByRole('button')).toHaveLength(0);
    expect(within(help).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    const steps = screen.getByRole('list', { name: 'Progress' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-status')),
    ).toEqual(['FAILED', 'NEW']);
  });
});

describe('a payout the provider refused, its money held', () => {
  const refused = makeTransaction({
    type: 'PAYOUT',
    direction: 'PAYOUT',
    status: 'ACTION_REQUIRED',
    amount: '100',
    fee: '1',
    requisite: { kind: 'iban', value: 'DE02370400445555550002' },
    failure_code: 'PAYOUT_VERIFICATION_ERROR',
    action_choices: ['REFUND', 'RETRY'],
  });

  it('RETRY sends it again to the typed-in details and stays on the payout', async () => {
    const server = serverWith(refused);
    server.handlers.chooseTransactionAction = () => ({
      transaction: { ...refused, status: 'PROCESSING', action_choices: [] },
      linked: null,
    });
    const { router } = open(`/balances/PAYOUT/${TX_ID}`, server);
    const section = await screen.findByRole('region', { name: 'Your action is needed' });
    expect(within(section).getByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Top up' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Send again' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Send the payout again?' });
    expect(within(dialog).getByText('Now: DE02370400445555550002')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Send to (leave empty for the same details)'), {
      target: { value: ' DE89370400440532013000 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await vi.waitFor(() => expect(server.requestsTo('chooseTransactionAction')).toHaveLength(1));
    expect(server.requestsTo('chooseTransactionAction')[0]?.body).toEqual({
      choice: 'RETRY',
      requisite: { value: 'DE89370400440532013000' },
    });
    expect(await screen.findByText('Sent again. We’ll tell you how it goes.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/balances/PAYOUT/${TX_ID}`);
  });

  it('REFUND posts the bare choice and says the money is back', async () => {
    const server = serverWith(refused);
    server.handlers.chooseTransactionAction = () => ({
      transaction: { ...refused, status: 'RESOLVED', action_choices: [] },
      linked: null,
    });
    open(`/balances/PAYOUT/${TX_ID}`, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Put the money back on your balance?' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(server.requestsTo('chooseTransactionAction')).toHaveLength(1));
    expect(server.requestsTo('chooseTransactionAction')[0]?.body).toEqual({ choice: 'REFUND' });
    expect(await screen.findByText('The money is back on your balance.')).toBeTruthy();
  });
});

describe('going back before the money is sent', () => {
  it('says the order stays open (issue 24 item 17); Stay keeps the page; Go back leaves and the order waits on Balances', async () => {
    const waiting = makeTransaction({ status: 'WAIT', bank_details: SEPA_BANK_DETAILS });
    const server = serverWith(waiting);
    server.handlers.listBalances = () => ({ balances: [] });
    server.handlers.listTransactions = (request) => ({
      transactions: [request.query.get('status'), null].includes(waiting.status) ? [waiting] : [],
      next_cursor: null,
    });
    const { platform, backButton } = createNativeTestPlatform();
    const { router } = open(`/balances/PAYIN/${TX_ID}`, server, platform);
    await screen.findByText('+€250.00', {}, { timeout: 5000 });
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
    await screen.findByText('+€250.00', {}, { timeout: 5000 });
    act(() => backButton.press());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/balances'));
  });
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
    // Done: its time to pay is over and means nothing now (issue 24 item 16).
    expect(within(details).queryByText('Expires', { selector: 'dt' })).toBeNull();
    expect(within(details).getByText('Paid 50.00 USDT of 100.00 USDT')).toBeTruthy();
    expect(within(details).getByText('1 USDT = 0.92 EUR')).toBeTruthy();
    expect(within(details).getByText('Crypto')).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Copy Transaction ID' })).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Copy Hash' })).toBeTruthy();
    const link = await within(details).findByRole('link', { name: /Exchange/ });
    expect(link.getAttribute('href')).toBe('/transaction-details/EXCHANGE/tx_parent');
  });
});
