import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveStatus } from '../../../shell/live/live-status';
import { failure } from '../../../test/fake-server';
import { makeTransaction, TX_ID } from '../../../test/transaction.test-kit';
import { open, serverWith } from './transaction-page.test-kit';

afterEach(() => {
  vi.useRealTimers();
  useLiveStatus.setState({ status: 'idle' });
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
