import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWithdrawDraftStore } from '../../../features/withdraw/stores/withdraw-draft-store';
import { failure, fieldFailure, Reply } from '../../../test/fake-server';
import { createWithdrawServer, makeTransaction } from '../../../test/withdraw.test-kit';
import { toConfirm } from './withdraw-flow.test-kit';

// Lazy pages load slowly on a busy machine; the default second is too short for their first render.

afterEach(() => {
  act(() => useWithdrawDraftStore.getState().reset());
});

describe('withdraw: confirm', () => {
  it('shows fee, total and what arrives, posts once on a double click and opens the transaction', async () => {
    const { server, router } = await toConfirm();
    expect(screen.getByText('Recipient gets')).toBeTruthy();
    expect(screen.getByText('€26.00')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Withdraw' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/PAYOUT/tx-payout-1'));
    expect(server.requestsTo('createWithdrawal')).toHaveLength(1);
    expect(server.requestsTo('createWithdrawal')[0]?.headers['Idempotency-Key']).toBeTruthy();
    expect(useWithdrawDraftStore.getState().amount).toBe('');
  });

  it('puts the server’s field error on the requisites field', async () => {
    const server = createWithdrawServer();
    server.handlers.createWithdrawal = () => fieldFailure('requisite.value', 'validation.iban.invalid');
    await toConfirm(server);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Invalid IBAN')).toBeTruthy();
    expect(screen.getByLabelText('IBAN')).toBeTruthy();
  });

  it('offers "We can pay out X of Y" past the daily cap and takes the partial amount under a new key', async () => {
    const server = createWithdrawServer();
    server.handlers.createWithdrawal = (request) => {
      const body = request.body as { amount: string };
      if (body.amount === '5000')
        return failure(422, 'PAYOUT_DAILY_LIMIT_VIOLATION', {
          currency: 'EUR',
          limit: '10000',
          used: '6000',
        });
      return { transaction: makeTransaction({ id: 'tx-partial', amount: body.amount }), requisite: null };
    };
    const { router } = await toConfirm(server);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('We can pay out €4,000.00 of €5,000.00')).toBeTruthy();
    expect(screen.getByText(/Amount exceeds daily maximum of €10,000.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay out €4,000.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/PAYOUT/tx-partial'));
    const [first, second] = server.requestsTo('createWithdrawal');
    expect(second?.body).toMatchObject({ amount: '4000' });
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it('cancelling the partial payout posts nothing more', async () => {
    const server = createWithdrawServer();
    server.handlers.createWithdrawal = () =>
      new Reply(422, {
        error: {
          code: 'PAYOUT_MONTHLY_LIMIT_VIOLATION',
          message: 'x',
          details: { currency: 'EUR', limit: '50000', used: '47000' },
        },
      });
    await toConfirm(server);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('We can pay out €3,000.00 of €5,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/We can pay out/)).toBeNull());
    expect(server.requestsTo('createWithdrawal')).toHaveLength(1);
  });
});
