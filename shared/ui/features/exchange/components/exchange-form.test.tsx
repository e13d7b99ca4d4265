import { ApiError } from '@ferry/shared/api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_CURRENCIES, makePwCurrency } from '../../../test/currency.test-kit';
import { EUR_USDT_CARD_PRICE } from '../../../test/quote.test-kit';
import { createFakeApi, renderApp } from '../../../test/render-app';
import { QUOTE_REFRESH_MS } from '../api/use-exchange-quote';
import type { PwCurrency } from '../lib/exchange-payways';
import { resetExchangeDraft, useExchangePairStore } from '../stores/exchange-pair-store';

// A price waits for the catalogue and a 500 ms debounce; a busy machine needs more than 1 s.

const PRICE = EUR_USDT_CARD_PRICE;

function row(
  payway: string,
  currency: string,
  direction: 'deposit' | 'withdraw',
  extra: Partial<PwCurrency> = {},
): PwCurrency {
  return makePwCurrency(payway, currency, direction, {
    fee: { type: 'COOPERATE', add: '0.3', mult: '0.015' },
    ...extra,
  });
}

const CATALOGUE: PwCurrency[] = [
  row('card', 'EUR', 'deposit'),
  row('sepa', 'EUR', 'deposit', { fee: { type: 'ADD', add: '0', mult: '0' } }),
  row('balance', 'EUR', 'deposit'),
  row('card', 'EUR', 'withdraw'),
  row('sepa', 'EUR', 'withdraw', { fee: { type: 'ADD', add: '1', mult: '0' } }),
  row('crypto', 'USDT', 'withdraw', { network: 'TRC20', fee: { type: 'ADD', add: '1.5', mult: '0' } }),
  row('balance', 'USDT', 'withdraw'),
  row('balance', 'USDT', 'deposit'),
  row('crypto', 'BTC', 'withdraw', { network: 'BTC' }),
  row('balance', 'BTC', 'withdraw'),
  row('balance', 'BTC', 'deposit'),
];

type Preview = (body: Record<string, string>) => unknown;

function apiAnswering(preview: Preview = () => PRICE) {
  const api = createFakeApi(() => ({ currencies: ALL_CURRENCIES }));
  api.call.mockImplementation((async (
    endpoint: { id: string },
    input?: { body?: unknown; query?: unknown },
  ) => {
    if (endpoint.id === 'previewQuote') return preview(input?.body as Record<string, string>);
    if (endpoint.id === 'listPwCurrencies') {
      const query = input?.query as { direction: string; currency: string };
      return {
        pwcurrencies: CATALOGUE.filter(
          (item) => item.direction === query.direction && item.currency === query.currency,
        ),
      };
    }
    if (endpoint.id === 'listPayways')
      return {
        payways: [
          {
            code: 'card',
            kind: 'card',
            method: 'IFRAME',
            wallet_pay: ['apple_pay'],
            is_active: true,
            sort_order: 1,
          },
        ],
      };
    return { currencies: ALL_CURRENCIES };
  }) as never);
  return api;
}

function previewBodies(api: ReturnType<typeof createFakeApi>): Record<string, string>[] {
  return (api.call.mock.calls as unknown[][])
    .filter(([endpoint]) => (endpoint as { id: string }).id === 'previewQuote')
    .map((call) => (call[1] as { body: Record<string, string> }).body);
}

const amountField = (side: 'from' | 'to') =>
  screen.getByTestId(`exchange-amount-${side}`) as HTMLInputElement;

afterEach(() => {
  vi.useRealTimers();
  resetExchangeDraft();
});

describe('the exchange form', () => {
  it('shows a visitor the live price: rate, the fee as an amount and its rule, limits', async () => {
    const api = apiAnswering();
    renderApp({ api });
    expect((await screen.findByTestId('exchange-quote-amount')).textContent).toBe('104.512\u00a0USDT');
    expect(screen.getByText('1 EUR = 1.0791 USDT')).toBeTruthy();
    // COOPERATE: the amount charged, and the rule as a percent plus the fixed part.
    expect(screen.getByText(/€1\.80/)).toBeTruthy();
    expect(screen.getByText('(1.5% + €0.30)')).toBeTruthy();
    expect(screen.getByText('€10.00 – €5,000.00')).toBeTruthy();
    expect(amountField('to').value).toBe('104.512');
    expect(previewBodies(api)[0]).toMatchObject({
      kind: 'exchange',
      from_currency: 'EUR',
      to_currency: 'USDT',
      from_amount: '100',
      from_payway: 'card',
      to_payway: 'balance',
    });
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
  });

  it('switches BUY / SELL / SWAP, turning the pair into that kind', async () => {
    renderApp({ api: apiAnswering() });
    await screen.findByTestId('exchange-quote-amount');
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    expect(useExchangePairStore.getState()).toMatchObject({ from: 'USDT', to: 'EUR' });
    fireEvent.click(screen.getByRole('radio', { name: 'Swap' }));
    expect(useExchangePairStore.getState()).toMatchObject({ from: 'USDT', to: 'BTC' });
    // Back to BUY keeps the crypto last chosen.
    fireEvent.click(screen.getByRole('radio', { name: 'Buy' }));
    expect(useExchangePairStore.getState()).toMatchObject({ from: 'EUR', to: 'BTC' });
    expect(screen.getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
  });

  it('prices the amount typed on the get side, in the interface language', async () => {
    const api = apiAnswering((body) =>
      body.to_amount ? { ...PRICE, from_amount: '240.12', to_amount: body.to_amount } : PRICE,
    );
    renderApp({ api, language: 'pl' });
    await screen.findByTestId('exchange-quote-amount');
    fireEvent.change(amountField('to'), { target: { value: '250,5' } });
    await waitFor(() => expect(previewBodies(api).at(-1)).toMatchObject({ to_amount: '250.5' }));
    expect(previewBodies(api).at(-1)?.from_amount).toBeUndefined();
    await waitFor(() => expect(amountField('from').value).toBe('240,12'));
  });

  it('refreshes every 8 s without moving the number in the field the user is in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let toAmount = '104.512';
    const api = apiAnswering(() => ({ ...PRICE, to_amount: toAmount }));
    renderApp({ api });
    await screen.findByTestId('exchange-quote-amount');
    expect(screen.getByTestId('quote-countdown').textContent).toMatch(/Updates in [78] s/);
    fireEvent.focus(amountField('to'));
    toAmount = '99.1';
    const calls = previewBodies(api).length;
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_REFRESH_MS));
    await waitFor(() => expect(previewBodies(api).length).toBeGreaterThan(calls));
    await waitFor(() =>
      expect(screen.getByTestId('exchange-quote-amount').textContent).toBe('99.10\u00a0USDT'),
    );
    // The summary moved; the focused field did not.
    expect(amountField('to').value).toBe('104.512');
    fireEvent.blur(amountField('to'));
    expect(amountField('to').value).toBe('99.1');
  });

  it('says an amount is below the limit inline, before asking for a price', async () => {
    const api = apiAnswering();
    renderApp({ api });
    await screen.findByTestId('exchange-quote-amount');
    const asked = previewBodies(api).length;
    fireEvent.change(amountField('from'), { target: { value: '5' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Minimum is 10.00 EUR');
    expect(amountField('from').getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(previewBodies(api).length).toBe(asked);
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toHaveProperty('disabled', true);
  });

  it('says so inline when the pair cannot be exchanged', async () => {
    const api = apiAnswering(() => {
      throw new ApiError({ kind: 'response', status: 422, code: 'UNAVAILABLE_PWCU', message: 'no' });
    });
    renderApp({ api });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This currency pair isn't currently available",
    );
    expect(screen.queryByTestId('exchange-quote-amount')).toBeNull();
    // The amount is not what is wrong: the field is not marked.
    expect(amountField('from').getAttribute('aria-invalid')).toBeNull();
  });

  it('leaves the amount unmarked when the server is busy, and marks it for a limit the server names', async () => {
    let refusal = new ApiError({
      kind: 'response',
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'busy',
    });
    const api = apiAnswering(() => {
      throw refusal;
    });
    renderApp({ api });
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(amountField('from').getAttribute('aria-invalid')).toBeNull();
    refusal = new ApiError({
      kind: 'response',
      status: 422,
      code: 'PAYIN_MAX_TECH_LIMIT_VIOLATION',
      message: 'too much',
      details: { field: 'from_amount', currency: 'EUR', max: '1000' },
    });
    fireEvent.change(amountField('from'), { target: { value: '900' } });
    await waitFor(() => expect(amountField('from').getAttribute('aria-invalid')).toBe('true'));
  });

  it('offers the payways of each side; paid from outside, the money lands on the balance', async () => {
    renderApp({ api: apiAnswering() });
    await screen.findByTestId('exchange-quote-amount');
    const from = screen.getByLabelText('Pay with') as HTMLSelectElement;
    expect([...from.options].map((option) => option.textContent)).toEqual([
      'Card (Visa, Mastercard)',
      'SEPA bank transfer',
      'Ferry balance',
    ]);
    // No Payment Request API here: no Apple Pay.
    const to = screen.getByLabelText('Receive to') as HTMLSelectElement;
    expect([...to.options].map((option) => option.textContent)).toEqual(['Ferry balance']);
    fireEvent.change(from, { target: { value: 'balance||' } });
    await waitFor(() =>
      expect(
        [...(screen.getByLabelText('Receive to') as HTMLSelectElement).options].map((o) => o.textContent),
      ).toEqual(['Crypto address · TRC20', 'Ferry balance']),
    );
  });

  it('asks a visitor to sign in only on Continue, keeping what they entered', async () => {
    const { router } = renderApp({ api: apiAnswering() });
    await screen.findByTestId('exchange-quote-amount');
    fireEvent.change(amountField('from'), { target: { value: '250' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in to continue' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication'));
    // Once signed in, on to the card step Continue leads to, not back to this form.
    expect(router.state.location.state).toEqual({ from: { pathname: '/exchange/insert-card', search: '' } });
    expect(useExchangePairStore.getState()).toMatchObject({
      amount: '250',
      amountSide: 'from',
      fromPayway: 'card',
    });
  });
});
