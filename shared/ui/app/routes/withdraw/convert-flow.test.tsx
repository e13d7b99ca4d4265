import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useConvertDraftStore } from '../../../features/convert/stores/convert-draft-store';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { renderApp } from '../../../test/render-app';
import { makeQuote, makeTransaction } from '../../../test/withdraw.test-kit';

// Lazy pages load slowly on a busy machine; the default second is too short for their first render.

afterEach(() => {
  act(() => useConvertDraftStore.getState().reset());
});

function convertServer() {
  const server = createAccountServer();
  server.handlers.listBalances = () => ({ balances: [{ currency: 'EUR', available: '500', held: '0' }] });
  server.handlers.listConvertDirections = () => ({
    convert_directions: [
      {
        from: 'EUR',
        to: 'USDT',
        fee: { type: 'MULT', add: '0', mult: '0.005' },
        limits: { min: '5', max: '10000', mult: null, currency: 'EUR' },
        is_available: true,
      },
    ],
  });
  server.handlers.createQuote = (request) => {
    const body = request.body as { from_amount?: string; to_amount?: string };
    return body.from_amount
      ? makeQuote({ from_amount: body.from_amount, to_amount: '107.5' })
      : makeQuote({ from_amount: '93.02', to_amount: body.to_amount ?? '0' });
  };
  server.handlers.createConversion = () =>
    makeTransaction({ id: 'tx-convert-1', type: 'CONVERT', direction: 'CONVERT', payway: null });
  return server;
}

async function openConvert(server = convertServer()) {
  const view = renderApp({
    path: '/balances/convert/EUR/form',
    fetch: server.fetch,
    session: STORED_SESSION,
  });
  await screen.findByLabelText('You convert, EUR', undefined, { timeout: 5000 });
  return { ...view, server };
}

describe('convert', () => {
  it('refuses an amount over the balance or under the minimum before asking a price', async () => {
    const { server } = await openConvert();
    fireEvent.change(screen.getByLabelText('You convert, EUR'), { target: { value: '600' } });
    expect(await screen.findByText('Not enough on balance')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('You convert, EUR'), { target: { value: '1' } });
    expect(await screen.findByText('Minimum is 5.00 EUR')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.requestsTo('createQuote')).toHaveLength(0);
  });

  it('prices the amount, shows the other side, rate and fee; confirm converts once and opens the transaction', async () => {
    const { server, router } = await openConvert();
    fireEvent.change(screen.getByLabelText('You convert, EUR'), { target: { value: '100' } });
    await waitFor(() =>
      expect((screen.getByLabelText('You get, USDT') as HTMLInputElement).value).toBe('107.5'),
    );
    expect(screen.getByText('1 EUR = 1.08 USDT')).toBeTruthy();
    expect(server.requestsTo('createQuote')[0]?.body).toMatchObject({
      kind: 'convert',
      from_currency: 'EUR',
      to_currency: 'USDT',
      from_amount: '100',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const convert = await screen.findByRole('button', { name: 'Convert' });
    await waitFor(() => expect(convert.hasAttribute('disabled')).toBe(false));
    fireEvent.click(convert);
    fireEvent.click(convert);
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/CONVERT/tx-convert-1'));
    expect(server.requestsTo('createConversion')).toHaveLength(1);
    expect(server.requestsTo('createConversion')[0]?.body).toEqual({ quote_id: makeQuote().id });
  });

  it('takes the amount on the receiving side', async () => {
    const { server } = await openConvert();
    fireEvent.change(screen.getByLabelText('You get, USDT'), { target: { value: '100' } });
    await waitFor(() =>
      expect((screen.getByLabelText('You convert, EUR') as HTMLInputElement).value).toBe('93.02'),
    );
    expect(server.requestsTo('createQuote')[0]?.body).toMatchObject({ to_amount: '100' });
  });
});
