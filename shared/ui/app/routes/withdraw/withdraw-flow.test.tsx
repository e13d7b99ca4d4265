import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWithdrawDraftStore } from '../../../features/withdraw/stores/withdraw-draft-store';
import { STORED_SESSION } from '../../../test/account.test-kit';
import { renderApp } from '../../../test/render-app';
import { createWithdrawServer, SAVED_IBAN, withdrawRow } from '../../../test/withdraw.test-kit';
import { BRAZILIAN_IBAN, continueButton, openForm, typeAmount } from './withdraw-flow.test-kit';

// Lazy pages load slowly on a busy machine; the default second is too short for their first render.

afterEach(() => {
  act(() => useWithdrawDraftStore.getState().reset());
});

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
        withdrawRow('crypto', 'TON', {
          network: 'TON',
          fee: { type: 'ADD', add: '0.05', mult: '0' },
          limits: { min: '1', max: '10000', mult: null, currency: 'TON' },
          network_fee: '0.05',
          confirmations: 1,
        }),
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
