import { ApiError } from '@ferry/shared/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  resetExchangeDraft,
  useExchangePairStore,
} from '../../../features/exchange/stores/exchange-pair-store';
import { makeTerms, makeUser, STORED_SESSION } from '../../../test/account.test-kit';
import { createFakeApi, renderApp } from '../../../test/render-app';

// A price waits for the catalogue and a 500 ms debounce; a busy machine needs more than 1 s.

const QUOTE = {
  id: '5b0d7e8e-3d2a-4b52-9c1e-6f1b1d7a9a01',
  kind: 'exchange',
  from_currency: 'USDT',
  to_currency: 'EUR',
  from_payway: 'balance',
  to_payway: 'sepa',
  from_network: null,
  to_network: null,
  from_amount: '200',
  to_amount: '182.4',
  fee: '0.4',
  payin_fee: '0',
  exchange_fee: '0.4',
  fee_currency: 'USDT',
  to_fee: '1',
  network_fee: '0',
  rate: '0.92',
  limits: { from: { currency: 'USDT', min: '1', max: '100000', mult: null }, to: null },
  expires_at: '2026-11-25T12:00:30.000Z',
  created_at: '2026-11-25T12:00:00.000Z',
};

const SAVED_IBAN = {
  id: '7c1d7e8e-3d2a-4b52-9c1e-6f1b1d7a9a02',
  kind: 'iban',
  value: 'DE89370400440532013000',
  network: null,
  memo: null,
  name: null,
  created_at: '2026-11-25T12:00:00.000Z',
};

const TRANSACTION = { id: 'FNZ47Q61RE8D1', type: 'EXCHANGE', status: 'DONE' };

function signedInApi() {
  return createFakeApi((id) => {
    if (id === 'getUser') return makeUser();
    if (id === 'getTerms') return makeTerms(false);
    if (id === 'createQuote') return QUOTE;
    if (id === 'listRequisites') return { requisites: [] };
    if (id === 'createExchange') return TRANSACTION;
    if (id === 'createRequisite') return SAVED_IBAN;
    return { currencies: [] };
  });
}

function callsOf(api: ReturnType<typeof createFakeApi>, endpointId: string): unknown[] {
  return (api.call.mock.calls as unknown[][])
    .filter(([endpoint]) => (endpoint as { id: string }).id === endpointId)
    .map((call) => call[1]);
}

/** Selling USDT from the balance to a SEPA account: the requisites step, then the summary. */
function sellToSepa() {
  useExchangePairStore.setState({
    from: 'USDT',
    to: 'EUR',
    amount: '200',
    amountSide: 'from',
    fromPayway: 'balance',
    toPayway: 'sepa',
  });
}

afterEach(() => resetExchangeDraft());

describe('the exchange’s steps', () => {
  it('checks a new IBAN by the domain’s rules before anything is sent', async () => {
    sellToSepa();
    const api = signedInApi();
    const { router } = renderApp({ api, path: '/exchange/requisites', session: STORED_SESSION });
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('20');
    fireEvent.change(await screen.findByLabelText('IBAN'), { target: { value: 'DE00 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid IBAN')).toBeTruthy();
    expect(callsOf(api, 'createRequisite')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange/confirm'));
    // "Save" is on for a payout destination: saved once, then used by its id.
    expect(callsOf(api, 'createRequisite')).toEqual([
      { body: { kind: 'iban', value: 'DE89 3704 0044 0532 0130 00' } },
    ]);
    expect(useExchangePairStore.getState().requisite).toMatchObject({ kind: 'saved', id: SAVED_IBAN.id });
  });

  it('confirms once at the quote shown, to the requisite given, then follows the transaction', async () => {
    sellToSepa();
    useExchangePairStore.setState({
      requisite: { kind: 'new', value: 'DE89370400440532013000', network: null, memo: null, save: false },
    });
    const api = signedInApi();
    const { router } = renderApp({ api, path: '/exchange/confirm', session: STORED_SESSION });
    expect((await screen.findByTestId('confirm-get')).textContent).toBe('€182.40');
    expect(screen.getByTestId('exchange-summary').textContent).toContain('DE89370400440532013000');
    const confirm = screen.getByRole('button', { name: 'Confirm and pay' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/EXCHANGE/FNZ47Q61RE8D1'));
    const posts = callsOf(api, 'createExchange') as { body: unknown; idempotencyKey: string }[];
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ quote_id: QUOTE.id, requisite: { value: 'DE89370400440532013000' } });
    expect(posts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('confirms only a price of this very request: the last one, still shown while the next loads, cannot be pressed', async () => {
    sellToSepa();
    useExchangePairStore.setState({
      requisite: { kind: 'new', value: 'DE89370400440532013000', network: null, memo: null, save: false },
    });
    const next = { ...QUOTE, id: crypto.randomUUID(), from_amount: '250', to_amount: '228' };
    let answerNext: (quote: typeof next) => void = () => {};
    const api = createFakeApi((id, input) => {
      if (id === 'getUser') return makeUser();
      if (id === 'getTerms') return makeTerms(false);
      if (id === 'createQuote')
        return (input as { body: { from_amount?: string } }).body.from_amount === '250'
          ? new Promise((resolve) => {
              answerNext = resolve;
            })
          : QUOTE;
      if (id === 'createExchange') return TRANSACTION;
      return { currencies: [] };
    });
    const { router } = renderApp({ api, path: '/exchange/confirm', session: STORED_SESSION });
    expect((await screen.findByTestId('confirm-get')).textContent).toBe('€182.40');
    const confirm = screen.getByRole('button', { name: 'Confirm and pay' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    useExchangePairStore.setState({ amount: '250' });
    await waitFor(() => expect(callsOf(api, 'createQuote')).toHaveLength(2));
    // The old price stays in sight while the new one loads, and pressing does nothing.
    expect(screen.getByTestId('confirm-get').textContent).toBe('€182.40');
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(callsOf(api, 'createExchange')).toHaveLength(0);
    answerNext(next);
    await waitFor(() => expect(screen.getByTestId('confirm-get').textContent).toBe('€228.00'));
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/EXCHANGE/FNZ47Q61RE8D1'));
    expect((callsOf(api, 'createExchange') as { body: { quote_id: string } }[])[0]?.body.quote_id).toBe(
      next.id,
    );
  });

  it('warns that going back cancels the exchange', async () => {
    sellToSepa();
    useExchangePairStore.setState({
      requisite: { kind: 'new', value: 'DE89370400440532013000', network: null, memo: null, save: false },
    });
    const { router } = renderApp({ api: signedInApi(), path: '/exchange/confirm', session: STORED_SESSION });
    await screen.findByTestId('confirm-get');
    void router.navigate('/exchange');
    expect(await screen.findByRole('alertdialog', { name: 'Cancel this exchange?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/exchange/confirm');
  });

  it('asks a Blik payer for the 6-digit code and sends it with the order', async () => {
    useExchangePairStore.setState({
      from: 'PLN',
      to: 'USDT',
      amount: '200',
      amountSide: 'from',
      fromPayway: 'blik',
      toPayway: 'balance',
    });
    const api = createFakeApi((id) => {
      if (id === 'getUser') return makeUser();
      if (id === 'getTerms') return makeTerms(false);
      if (id === 'createQuote')
        return {
          ...QUOTE,
          from_currency: 'PLN',
          to_currency: 'USDT',
          from_payway: 'blik',
          to_payway: 'balance',
        };
      if (id === 'createDeposit')
        return {
          transaction: { ...TRANSACTION, type: 'PAYIN_CONVERT', status: 'PENDING' },
          next_action: null,
        };
      return { currencies: [] };
    });
    const { router } = renderApp({ api, path: '/exchange/confirm', session: STORED_SESSION });
    await screen.findByTestId('confirm-get');
    const confirm = screen.getByRole('button', { name: 'Confirm and pay' });
    fireEvent.click(confirm);
    expect(await screen.findByText('Field is required')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Blik code' });
    fireEvent.change(field, { target: { value: '12a34' } });
    expect((field as HTMLInputElement).value).toBe('1234');
    fireEvent.click(confirm);
    expect(callsOf(api, 'createDeposit')).toHaveLength(0);
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/PAYIN_CONVERT/FNZ47Q61RE8D1'));
    const posts = callsOf(api, 'createDeposit') as { body: Record<string, unknown> }[];
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      payway: 'blik',
      currency: 'PLN',
      convert_to: 'USDT',
      blik_code: '123456',
    });
  }, 15_000);
  it('shows every fee of a pay-in, sends the quote confirmed, and re-prices one that expired', async () => {
    useExchangePairStore.setState({
      from: 'EUR',
      to: 'USDT',
      amount: '100',
      amountSide: 'from',
      fromPayway: 'sepa',
      toPayway: 'balance',
    });
    const priced = (id: string) => ({
      ...QUOTE,
      id,
      from_currency: 'EUR',
      to_currency: 'USDT',
      from_payway: 'sepa',
      to_payway: 'balance',
      from_amount: '100',
      fee: '2.78',
      payin_fee: '1.8',
      exchange_fee: '0.98',
      fee_currency: 'EUR',
      to_fee: '0',
    });
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    let quoted = 0;
    let placed = 0;
    const api = createFakeApi((id) => {
      if (id === 'getUser') return makeUser();
      if (id === 'getTerms') return makeTerms(false);
      if (id === 'createQuote') {
        quoted += 1;
        return priced(quoted === 1 ? first : second);
      }
      if (id === 'createDeposit') {
        placed += 1;
        if (placed === 1)
          throw new ApiError({
            kind: 'response',
            status: 422,
            code: 'UNPROCESSABLE_ENTITY',
            message: 'expired',
            details: { resource: 'quote', reason: 'quote_expired' },
          });
        return { transaction: { ...TRANSACTION, type: 'PAYIN_CONVERT', status: 'WAIT' }, next_action: null };
      }
      return { currencies: [] };
    });
    const { router } = renderApp({ api, path: '/exchange/confirm', session: STORED_SESSION });
    expect((await screen.findByTestId('confirm-fee')).textContent).toBe('€2.78');
    expect(screen.getByTestId('confirm-payin-fee').textContent).toBe('€1.80');
    expect(screen.getByTestId('confirm-exchange-fee').textContent).toBe('€0.98');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(
      await screen.findByText('The price has been updated. Check the amounts and confirm again.'),
    ).toBeTruthy();
    await waitFor(() => expect(quoted).toBeGreaterThan(1));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/PAYIN_CONVERT/FNZ47Q61RE8D1'));
    const posts = callsOf(api, 'createDeposit') as {
      body: Record<string, unknown>;
      idempotencyKey: string;
    }[];
    expect(posts.map((post) => post.body.quote_id)).toEqual([first, second]);
    // A new order at the new price: a new key, so the refusal is not replayed.
    expect(posts[0]?.idempotencyKey).not.toBe(posts[1]?.idempotencyKey);
  }, 15_000);
});
