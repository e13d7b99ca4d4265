import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWithdrawDraftStore } from '../../../features/withdraw/stores/withdraw-draft-store';
import { STORED_SESSION } from '../../../test/account-fixtures';
import { failure, fieldFailure, Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import {
  createWithdrawServer,
  HOLDER_NAME,
  makeTransaction,
  SAVED_IBAN,
} from '../../../test/withdraw-fixtures';

// Lazy pages load slowly on a busy machine; the default second is too short for their first render.
configure({ asyncUtilTimeout: 5000 });

const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';
const BRAZILIAN_IBAN = 'BR1800360305000010009795493C1';

afterEach(() => {
  act(() => useWithdrawDraftStore.getState().reset());
});

async function openForm(server = createWithdrawServer()) {
  const view = renderApp({
    path: '/balances/withdraw/sepa/EUR/form',
    fetch: server.fetch,
    session: STORED_SESSION,
  });
  await screen.findByLabelText('Amount, EUR', undefined, { timeout: 5000 });
  return { ...view, server };
}

function typeAmount(value: string) {
  fireEvent.change(screen.getByLabelText('Amount, EUR'), { target: { value } });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function toConfirm(server = createWithdrawServer(), amount = '5000') {
  const view = await openForm(server);
  typeAmount(amount);
  fireEvent.click(continueButton());
  fireEvent.change(await screen.findByLabelText('IBAN'), { target: { value: GERMAN_IBAN } });
  fireEvent.click(continueButton());
  await screen.findByRole('button', { name: 'Withdraw' });
  return view;
}

describe('withdraw: amount (spec 000 §5)', () => {
  it('asks the currency first when the address names only the payway', async () => {
    const server = createWithdrawServer();
    const { router } = renderApp({
      path: '/balances/withdraw/sepa/form',
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    fireEvent.click(await screen.findByRole('link', { name: /EUR/ }));
    await screen.findByLabelText('Amount, EUR');
    expect(router.state.location.pathname).toBe('/balances/withdraw/sepa/EUR/form');
  });

  it('lists the currency’s payways', async () => {
    const server = createWithdrawServer();
    renderApp({ path: '/balances/withdraw/EUR', fetch: server.fetch, session: STORED_SESSION });
    expect(await screen.findByRole('link', { name: /SEPA transfer \(IBAN\)/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Bank card/ })).toBeTruthy();
  });

  it('refuses bad amounts with the spec messages before any request', async () => {
    const { server } = await openForm(createWithdrawServer({ available: '100' }));
    typeAmount('abc');
    fireEvent.click(continueButton());
    expect(await screen.findByText('Enter an amount, for example 10.50')).toBeTruthy();
    typeAmount('5');
    fireEvent.click(continueButton());
    expect(await screen.findByText('Minimum is 10.00 EUR')).toBeTruthy();
    typeAmount('150');
    fireEvent.click(continueButton());
    expect(await screen.findByText('Not enough on balance')).toBeTruthy();
    // 99.60 + (1 + 0.5 %) = 101.10 > 100: the fee does not fit.
    typeAmount('99.6');
    fireEvent.click(continueButton());
    expect(await screen.findByText('Not enough balance to cover the amount and the fee')).toBeTruthy();
    expect(server.requestsTo('createWithdrawal')).toHaveLength(0);
  });

  it('"Max" fills the most that fits with its fee', async () => {
    await openForm(createWithdrawServer({ available: '100' }));
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    // 98.50 + 1 + 0.50 (0.5 % rounded up) = 100.
    expect((screen.getByLabelText('Amount, EUR') as HTMLInputElement).value).toBe('98.5');
  });
});

describe('withdraw: requisites', () => {
  it('checks a new IBAN by the currency’s rule (EUR only to SEPA)', async () => {
    await openForm();
    typeAmount('100');
    fireEvent.click(continueButton());
    fireEvent.change(await screen.findByLabelText('IBAN'), { target: { value: BRAZILIAN_IBAN } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('EUR can only be sent to an IBAN in the SEPA zone')).toBeTruthy();
  });

  it('offers saved details first and pays to the chosen one', async () => {
    const server = createWithdrawServer({ saved: [SAVED_IBAN] });
    await openForm(server);
    typeAmount('100');
    fireEvent.click(continueButton());
    const saved = await screen.findByRole('radio', { name: /My bank/ });
    expect((saved as HTMLInputElement).checked).toBe(true);
    fireEvent.click(continueButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(server.requestsTo('createWithdrawal')).toHaveLength(1));
    expect(server.requestsTo('createWithdrawal')[0]?.body).toMatchObject({
      payway: 'sepa',
      currency: 'EUR',
      amount: '100',
      requisite: { id: SAVED_IBAN.id },
    });
  });
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

describe('withdraw: leaving', () => {
  it('asks "Discard changes?" before leaving the flow with typed input, and keeps it on "Keep editing"', async () => {
    const { router } = await openForm();
    typeAmount('100');
    fireEvent.click(continueButton());
    await screen.findByLabelText('IBAN', undefined, { timeout: 5000 });
    // Back to the form is inside the flow: no question, the amount is still there.
    act(() => void router.navigate('/balances/withdraw/sepa/EUR/form'));
    expect(((await screen.findByLabelText('Amount, EUR')) as HTMLInputElement).value).toBe('100');
    act(() => void router.navigate('/exchange'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/balances/withdraw/sepa/EUR/form');
    act(() => void router.navigate('/exchange'));
    fireEvent.click(await screen.findByRole('button', { name: 'Close & Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange'));
    expect(useWithdrawDraftStore.getState().amount).toBe('');
  });
});

describe('withdraw: crypto', () => {
  it('asks the network, refuses a missing network fee and a bad address, offers a MEMO on TON', async () => {
    const server = createWithdrawServer();
    server.handlers.listBalances = () => ({ balances: [{ currency: 'TON', available: '100', held: '0' }] });
    server.handlers.listPwCurrencies = () => ({
      pwcurrencies: [
        {
          payway: 'crypto',
          currency: 'TON',
          network: 'TON',
          direction: 'withdraw',
          fee: { type: 'ADD', add: '0.05', mult: '0' },
          limits: { min: '1', max: '10000', mult: null, currency: 'TON' },
          network_fee: '0.05',
          confirmations: 1,
          is_available: true,
        },
      ],
    });
    const { router } = renderApp({
      path: '/balances/withdraw/crypto/TON/form',
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    const amount = await screen.findByLabelText('Amount, TON', undefined, { timeout: 5000 });
    expect((screen.getByLabelText('Network') as HTMLSelectElement).value).toBe('TON');
    // 99.98 + 0.05 > 100, and without the network fee it would fit.
    fireEvent.change(amount, { target: { value: '99.98' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Not enough TON for the network fee')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.click(continueButton());
    fireEvent.change(await screen.findByLabelText('Address'), { target: { value: 'not an address' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Address is not valid')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/balances/withdraw/crypto/TON/requisites');
    expect(screen.getByLabelText('MEMO (optional)')).toBeTruthy();
  });
});

describe('withdraw: the beneficiary and new details (issue 24 item 2)', () => {
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
