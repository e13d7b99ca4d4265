import { ApiError } from '@ferry/shared/api';
import type { QuotePreviewView } from '@ferry/shared/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_CURRENCIES } from '../../../test/currency-fixtures';
import { createFakeApi, renderApp } from '../../../test/render-app';
import { LANDING_PRICE_REFRESH_MS } from '../api/use-landing-price';

const PRICE: QuotePreviewView = {
  kind: 'exchange',
  from_currency: 'EUR',
  to_currency: 'USDT',
  from_payway: 'card',
  to_payway: 'crypto',
  from_network: null,
  to_network: 'TRC20',
  from_amount: '100',
  to_amount: '104.512',
  fee: '1.8',
  fee_currency: 'EUR',
  to_fee: '1.5',
  network_fee: '1.5',
  rate: '1.0791',
  limits: { from: { currency: 'EUR', min: '10', max: '5000', mult: '0.01' }, to: null },
  expires_at: '2025-01-15T12:00:30.000Z',
  created_at: '2025-01-15T12:00:00.000Z',
};

function apiAnswering(preview: () => unknown) {
  return createFakeApi((id) => (id === 'previewQuote' ? preview() : { currencies: ALL_CURRENCIES }));
}

/** What each live-price call sent (the client's second argument). */
function previewCalls(api: ReturnType<typeof createFakeApi>): unknown[] {
  return (api.call.mock.calls as unknown[][])
    .filter(([endpoint]) => (endpoint as { id: string }).id === 'previewQuote')
    .map((call) => call[1]);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the exchange landing’s live price', () => {
  it('shows a signed-out visitor what 100 EUR buys, with the rate and the fee', async () => {
    const api = apiAnswering(() => PRICE);
    renderApp({ api });
    expect((await screen.findByTestId('landing-price-amount')).textContent).toBe('104.512\u00a0USDT');
    expect(screen.getByText('1 EUR = 1.0791 USDT')).toBeTruthy();
    expect(screen.getByText('Fee included: €1.80')).toBeTruthy();
    expect(previewCalls(api)[0]).toMatchObject({
      body: {
        kind: 'exchange',
        from_currency: 'EUR',
        to_currency: 'USDT',
        from_amount: '100',
        from_payway: 'card',
        to_payway: 'crypto',
        to_network: 'TRC20',
      },
    });
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeTruthy();
  });

  it('asks again every 8 seconds, keeping the price on screen meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = apiAnswering(() => PRICE);
    renderApp({ api });
    await screen.findByTestId('landing-price-amount');
    expect(previewCalls(api)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(LANDING_PRICE_REFRESH_MS));
    await waitFor(() => expect(previewCalls(api)).toHaveLength(2));
    expect(screen.getByTestId('landing-price-amount')).toBeTruthy();
  });

  it('prices the amount typed, in the interface language', async () => {
    const api = apiAnswering(() => PRICE);
    renderApp({ api, language: 'pl' });
    await screen.findByTestId('landing-price-amount');
    fireEvent.change(screen.getByLabelText('Kwota'), { target: { value: '250,5' } });
    await waitFor(() => expect(previewCalls(api).at(-1)).toMatchObject({ body: { from_amount: '250.5' } }));
  });

  it('says so inline when the pair cannot be exchanged', async () => {
    const api = apiAnswering(() => {
      throw new ApiError({ kind: 'response', status: 422, code: 'UNAVAILABLE_PWCU', message: 'no' });
    });
    renderApp({ api });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This pair can’t be exchanged right now. Try another currency.',
    );
    expect(screen.queryByTestId('landing-price-amount')).toBeNull();
  });

  it('asks for no price without an amount', async () => {
    const api = apiAnswering(() => PRICE);
    renderApp({ api });
    await screen.findByTestId('landing-price-amount');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '' } });
    expect(await screen.findByText('Enter an amount to see the price')).toBeTruthy();
  });

  it('sends a visitor who continues to sign in', async () => {
    renderApp({ api: apiAnswering(() => PRICE) });
    await screen.findByTestId('landing-price-amount');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(await screen.findByRole('heading', { name: /sign in|log in/i })).toBeTruthy();
  });
});
