import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWithdrawDraftStore } from '../../../features/withdraw/stores/withdraw-draft-store';
import { failure, fieldFailure } from '../../../test/fake-server';
import { createWithdrawServer, HOLDER_NAME, makeTransaction } from '../../../test/withdraw.test-kit';
import { continueButton, GERMAN_IBAN, openForm, toConfirm, typeAmount } from './withdraw-flow.test-kit';

// Lazy pages load slowly on a busy machine; the default second is too short for their first render.

afterEach(() => {
  act(() => useWithdrawDraftStore.getState().reset());
});

describe('withdraw: the beneficiary and new details', () => {
  const NEW_DETAILS = {
    scope: 'payout_details',
    channel: 'email',
    details_token: 'sealed-details-token-0001',
    requisite: 'DE89370400440532013000',
  };

  it('asks the account holder’s name, prefilled with the verified one, and sends it', async () => {
    const server = createWithdrawServer();
    await openForm(server);
    typeAmount('100');
    fireEvent.click(continueButton());
    const holder = await screen.findByLabelText('Account holder’s name');
    await waitFor(() => expect((holder as HTMLInputElement).value).toBe(HOLDER_NAME));
    fireEvent.change(holder, { target: { value: 'Kovalenko  Olena' } });
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: GERMAN_IBAN } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Kovalenko Olena')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(server.requestsTo('createWithdrawal')).toHaveLength(1));
    expect(server.requestsTo('createWithdrawal')[0]?.body).toMatchObject({
      beneficiary_name: 'Kovalenko Olena',
    });
  });

  it('refuses an empty or invalid name before any request, and shows the server’s refusal on the field', async () => {
    const server = createWithdrawServer();
    server.handlers.getPayoutBeneficiary = () => ({ name: null });
    server.handlers.createWithdrawal = () => fieldFailure('beneficiary_name', 'payoutCheck.accountNotOwn');
    await openForm(server);
    typeAmount('100');
    fireEvent.click(continueButton());
    fireEvent.change(await screen.findByLabelText('IBAN'), { target: { value: GERMAN_IBAN } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Field is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Account holder’s name'), { target: { value: 'Jan Nowak' } });
    fireEvent.click(continueButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Bank account name must match your name')).toBeTruthy();
    expect(screen.getByLabelText('Account holder’s name')).toBeTruthy();
  });

  it('confirms new details with the mailed code, then sends the same withdrawal again', async () => {
    const server = createWithdrawServer();
    let isConfirmed = false;
    server.handlers.createWithdrawal = () =>
      isConfirmed
        ? { transaction: makeTransaction({ id: 'tx-confirmed', amount: '100' }), requisite: null }
        : failure(403, 'AUTH_2FA_REQUIRED', NEW_DETAILS);
    server.handlers.requestPayoutConfirmation = () => ({
      status: 'code_sent',
      channel: 'email',
      sent_to: 'o***a@example.com',
    });
    server.handlers.confirmPayoutDetails = (request) => {
      const body = request.body as { code?: string };
      if (body.code !== '424242') return fieldFailure('code', 'validation.codeWrong', { count: 4 });
      isConfirmed = true;
      return { status: 'confirmed' };
    };
    const { router } = await toConfirm(server, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm new payout details' });
    // The details are named once the code is on its way (until then the dialog says it is sending).
    expect(await screen.findByText(/We sent a code to o\*\*\*a@example.com/)).toBeTruthy();
    expect(dialog.textContent).toContain('DE89370400440532013000');
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Wrong code/)).toBeTruthy();
    expect(server.requestsTo('createWithdrawal')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '424242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/PAYOUT/tx-confirmed'));
    const sent = server.requestsTo('createWithdrawal');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers['Idempotency-Key']).toBe(sent[0]?.headers['Idempotency-Key']);
    expect(screen.queryByRole('dialog', { name: 'Confirm new payout details' })).toBeNull();
  });

  it('sends nothing more when the confirmation is cancelled', async () => {
    const server = createWithdrawServer();
    server.handlers.createWithdrawal = () => failure(403, 'AUTH_2FA_REQUIRED', NEW_DETAILS);
    server.handlers.requestPayoutConfirmation = () => ({
      status: 'code_sent',
      channel: 'email',
      sent_to: 'o***a@example.com',
    });
    await toConfirm(server, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm new payout details' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo('createWithdrawal')).toHaveLength(1);
    expect(server.requestsTo('confirmPayoutDetails')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });
});
