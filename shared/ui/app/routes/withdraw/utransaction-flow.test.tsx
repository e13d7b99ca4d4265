import type { UtransactionView } from '@ferry/shared/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { renderApp } from '../../../test/render-app';
import { makeTransaction } from '../../../test/withdraw.test-kit';

// Lazy pages load slowly on a busy machine; the default second is too short for their first render.

const ORDER_ID = 'a3c1e2d4-0000-4000-8000-000000000001';

function orderServer(initial: Partial<UtransactionView> = {}) {
  const server = createAccountServer();
  let order: UtransactionView = {
    id: ORDER_ID,
    type: 'UPAYOUT',
    step: 'requisites',
    currency: 'EUR',
    to_currency: null,
    amount: '50',
    payway: 'sepa',
    network: null,
    requisite: null,
    transaction_id: null,
    expires_at: '2099-01-01T00:00:00Z',
    ...initial,
  };
  server.handlers.getUtransaction = () => order;
  server.handlers.listRequisites = () => ({ requisites: [] });
  server.handlers.setUtransactionRequisites = (request) => {
    order = {
      ...order,
      step: 'confirm',
      requisite: (request.body as { requisite: Record<string, unknown> }).requisite,
    };
    return order;
  };
  server.handlers.confirmUtransaction = () => ({
    utransaction: { ...order, step: 'done', transaction_id: 'tx-u-1' },
    transaction: makeTransaction({ id: 'tx-u-1', type: 'UPAYOUT' }),
  });
  return server;
}

describe('unified transactions', () => {
  it('takes the requisites, then confirms once and opens the transaction (outside balances)', async () => {
    const server = orderServer();
    const { router } = renderApp({
      path: `/utransaction/requisites?id=${ORDER_ID}`,
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    const iban = await screen.findByLabelText('IBAN', undefined, { timeout: 5000 });
    fireEvent.change(iban, { target: { value: 'BR1800360305000010009795493C1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('EUR can only be sent to an IBAN in the SEPA zone')).toBeTruthy();
    expect(server.requestsTo('setUtransactionRequisites')).toHaveLength(0);
    fireEvent.change(iban, { target: { value: 'DE89370400440532013000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(router.state.location.pathname).toBe('/utransaction/confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/UPAYOUT/tx-u-1'));
    expect(server.requestsTo('confirmUtransaction')).toHaveLength(1);
  });

  it('says so when the order has expired', async () => {
    const server = orderServer({ step: 'expired' });
    renderApp({
      path: `/balances/utransaction/confirm?id=${ORDER_ID}`,
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    expect(await screen.findByText('This order has expired')).toBeTruthy();
  });
});
