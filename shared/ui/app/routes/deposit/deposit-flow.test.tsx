import type { TransactionView } from '@ferry/shared/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDepositDraftStore } from '../../../features/deposit/stores/deposit-draft-store';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { makePwCurrency } from '../../../test/currency.test-kit';
import { createTestBrowserPlatform } from '../../../test/fake-platform';
import { failure, fieldFailure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { makeTransaction as transactionView } from '../../../test/transaction.test-kit';

const FEE_FREE = { type: 'ADD', add: '0', mult: '0' } as const;

function row(payway: string, currency: string, overrides: Parameters<typeof makePwCurrency>[3] = {}) {
  return makePwCurrency(payway, currency, 'deposit', {
    fee: FEE_FREE,
    limits: { min: '5', max: '100000', mult: '0.01', currency },
    ...overrides,
  });
}

const ROWS = [
  row('sepa', 'EUR'),
  row('blik', 'PLN', {
    fee: { type: 'MULT', add: '0', mult: '0.012' },
    limits: { min: '20', max: '10000', mult: '0.01', currency: 'PLN' },
  }),
  row('card', 'EUR', {
    fee: { type: 'COOPERATE', add: '0.30', mult: '0.015' },
    limits: { min: '10', max: '5000', mult: '0.01', currency: 'EUR' },
  }),
];

function payway(code: string, sortOrder: number) {
  return { code, kind: code, method: 'POST', wallet_pay: [], is_active: true, sort_order: sortOrder };
}

function transaction(overrides: Partial<TransactionView> = {}): TransactionView {
  return transactionView({
    id: 'TX123',
    status: 'WAIT',
    amount: '150.5',
    fee: '0',
    bank_details: {
      recipient: 'Ferry Payments UAB (sandbox)',
      reference: 'FERRY-TX123',
      country: 'LT',
      bank_name: 'Sandbox Bank Lietuva',
      bank_address: 'Gedimino pr. 1, Vilnius',
      bank_code: 'SBXBLT21',
      iban: 'LT121000011101001000',
    },
    created_at: '2026-11-25T00:00:00Z',
    updated_at: '2026-11-25T00:00:00Z',
    ...overrides,
  });
}

function depositServer() {
  const server = createAccountServer();
  server.handlers.listPayways = () => ({
    payways: [payway('card', 10), payway('sepa', 20), payway('blik', 50)],
  });
  server.handlers.listPwCurrencies = (request) => ({
    pwcurrencies: ROWS.filter(
      (entry) =>
        (!request.query.get('payway') || entry.payway === request.query.get('payway')) &&
        (!request.query.get('currency') || entry.currency === request.query.get('currency')),
    ),
  });
  server.handlers.listConvertDirections = () => ({ convert_directions: [] });
  server.handlers.createDeposit = () => ({
    transaction: transaction(),
    next_action: { type: 'bank_transfer' },
  });
  return server;
}

async function openForm(path: string, server = depositServer()) {
  useDepositDraftStore.getState().clear();
  const view = renderApp({ path, fetch: server.fetch, session: STORED_SESSION });
  return { ...view, server };
}

const continueButton = () => screen.findByRole('button', { name: 'Continue' });

describe('deposit flow (spec 000 §2 Deposit)', () => {
  it('refuses an amount outside the limits with the spec message, before any request', async () => {
    const { server } = await openForm('/balances/deposit/sepa/EUR/form');
    const amount = await screen.findByLabelText('Amount, EUR');
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.click(await continueButton());
    expect(await screen.findByText('Minimum is 5.00 EUR')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '100 001' } });
    fireEvent.click(await continueButton());
    expect(await screen.findByText('Maximum is 100,000.00 EUR')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12,5' } });
    fireEvent.click(await continueButton());
    expect(await screen.findByText('Enter an amount, for example 10.50')).toBeTruthy();
    expect(server.requestsTo('createDeposit')).toHaveLength(0);
  });

  it('posts once with one idempotency key however often confirm is pressed, then shows the bank details', async () => {
    const server = depositServer();
    let release: () => void = () => undefined;
    server.handlers.createDeposit = () =>
      new Promise((resolve) => {
        release = () => resolve({ transaction: transaction(), next_action: { type: 'bank_transfer' } });
      });
    const { router } = await openForm('/balances/deposit/sepa/EUR/form', server);
    fireEvent.change(await screen.findByLabelText('Amount, EUR'), { target: { value: '150.50' } });
    fireEvent.click(await continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/deposit/sepa/EUR/confirm'));
    expect(await screen.findByText('Bank deposits are credited within a day.')).toBeTruthy();
    const deposit = await screen.findByRole('button', { name: 'Deposit' });
    fireEvent.click(deposit);
    fireEvent.click(deposit);
    fireEvent.click(deposit);
    await waitFor(() => expect(server.requestsTo('createDeposit')).toHaveLength(1));
    release();
    expect(await screen.findByRole('heading', { name: 'Bank transfer details' })).toBeTruthy();
    const [sent] = server.requestsTo('createDeposit');
    expect(sent?.body).toEqual({ payway: 'sepa', currency: 'EUR', amount: '150.5' });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('FERRY-TX123')).toBeTruthy();
    server.handlers.getTransaction = () => transaction();
    fireEvent.click(await screen.findByRole('button', { name: 'I’ve sent the transfer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/PAYIN/TX123'));
    // Asked once: the transaction page, still waiting for the money, does not
    // ask "I’ve sent the money" after "I’ve sent the transfer".
    expect(await screen.findByRole('button', { name: 'Back to balances' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I’ve sent the money' })).toBeNull();
  });

  it('puts the server’s limit refusal back on the amount field', async () => {
    const server = depositServer();
    server.handlers.createDeposit = () =>
      failure(400, 'PAYIN_MAX_TECH_LIMIT_VIOLATION', {
        field: 'amount',
        message: { key: 'money.limits.aboveMaximum', params: { amount: '100.00', currency: 'EUR' } },
      });
    const { router } = await openForm('/balances/deposit/sepa/EUR/form', server);
    fireEvent.change(await screen.findByLabelText('Amount, EUR'), { target: { value: '150' } });
    fireEvent.click(await continueButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/deposit/sepa/EUR/form'));
    expect(await screen.findByText('Maximum is 100.00 EUR')).toBeTruthy();
  });

  it('asks for the Blik code before posting, and shows the server’s word on it under the field', async () => {
    const server = depositServer();
    server.handlers.createDeposit = () => fieldFailure('blik_code', 'validation.code');
    await openForm('/balances/deposit/blik/PLN/form', server);
    fireEvent.change(await screen.findByLabelText('Amount, PLN'), { target: { value: '100' } });
    // 1.2 % of 100 PLN.
    expect(await screen.findByText(/1\.20/)).toBeTruthy();
    fireEvent.click(await continueButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    expect(server.requestsTo('createDeposit')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Blik code' }), { target: { value: '777123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(
      await screen.findByText('Invalid code. Check it and try again — it may have expired'),
    ).toBeTruthy();
    expect(server.requestsTo('createDeposit')[0]?.body).toMatchObject({ blik_code: '777123' });
  });

  it('checks a new card with Luhn and the expiry before any request', async () => {
    const server = depositServer();
    server.handlers.listCards = () => ({ cards: [] });
    const { router } = await openForm('/balances/deposit/card/EUR/form', server);
    fireEvent.change(await screen.findByLabelText('Amount, EUR'), { target: { value: '100' } });
    fireEvent.click(await continueButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/balances/deposit/card/EUR/insert-card'),
    );
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242424242424241' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM / YY)'), { target: { value: '0119' } });
    expect((screen.getByLabelText('Expiry (MM / YY)') as HTMLInputElement).value).toBe('01 / 19');
    fireEvent.click(await continueButton());
    expect(await screen.findByText('Invalid card number')).toBeTruthy();
    expect(screen.getByText('Invalid card expiry')).toBeTruthy();
    expect(server.requestsTo('createDeposit')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/balances/deposit/card/EUR/insert-card');
  });

  it('a new card needs no taps between its fields; the holder comes from Telegram', async () => {
    const server = depositServer();
    server.handlers.listCards = () => ({ cards: [] });
    useDepositDraftStore.getState().clear();
    const platform = {
      ...createTestBrowserPlatform(),
      messengerUser: { firstName: 'Nova', lastName: null },
    };
    const { router } = renderApp({
      path: '/balances/deposit/card/EUR/form',
      fetch: server.fetch,
      session: STORED_SESSION,
      platform,
    });
    fireEvent.change(await screen.findByLabelText('Amount, EUR'), { target: { value: '100' } });
    fireEvent.click(await continueButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/balances/deposit/card/EUR/insert-card'),
    );
    const number = await screen.findByLabelText('Card number');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect((screen.getByLabelText('Cardholder name') as HTMLInputElement).value).toBe('Nova');
    fireEvent.change(number, { target: { value: '4242424242424242' } });
    const expiry = screen.getByLabelText('Expiry (MM / YY)');
    await waitFor(() => expect(document.activeElement).toBe(expiry));
    fireEvent.change(expiry, { target: { value: '1239' } });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('CVV')));
  });

  it('pays with a saved card through the 3-D Secure code step, then follows the deposit', async () => {
    const server = depositServer();
    server.handlers.listCards = () => ({
      cards: [
        {
          id: '0b6f1a52-3c3e-4d59-9a1f-3c1f1f1f1f1f',
          brand: 'visa',
          masked_number: '400000******3220',
          last4: '3220',
          expiry: '12 / 34',
          holder_name: 'Ola Nordmann',
          created_at: '2026-11-01T00:00:00Z',
        },
      ],
    });
    server.handlers.createDeposit = () => ({
      transaction: transaction({ payway: 'card', bank_details: null }),
      next_action: { type: 'three_ds', code_length: 4 },
    });
    server.handlers.completeDeposit3ds = () => ({
      transaction: transaction({ payway: 'card', status: 'DONE', bank_details: null }),
      next_action: null,
    });
    const { router } = await openForm('/balances/deposit/card/EUR/form', server);
    fireEvent.change(await screen.findByLabelText('Amount, EUR'), { target: { value: '100' } });
    fireEvent.click(await continueButton());
    expect(await screen.findByText('Ola Nordmann · 12 / 34')).toBeTruthy();
    fireEvent.click(await continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/deposit/card/EUR/confirm'));
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    const code = await screen.findByLabelText('Confirmation code');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    expect(server.requestsTo('completeDeposit3ds')).toHaveLength(0);
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/PAYIN/TX123'));
    expect(server.requestsTo('createDeposit')[0]?.body).toMatchObject({
      card: { id: '0b6f1a52-3c3e-4d59-9a1f-3c1f1f1f1f1f' },
    });
    expect(server.requestsTo('completeDeposit3ds')[0]?.body).toEqual({ code: '1234' });
  });
});
