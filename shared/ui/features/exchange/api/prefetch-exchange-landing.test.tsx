import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_CURRENCIES, makePwCurrency } from '../../../test/currency.test-kit';
import { EUR_USDT_CARD_PRICE } from '../../../test/quote.test-kit';
import { createFakeApi, renderApp } from '../../../test/render-app';
import type { PwCurrency } from '../lib/exchange-payways';
import { resetExchangeDraft, useExchangePairStore } from '../stores/exchange-pair-store';
import { prefetchExchangeLanding } from './prefetch-exchange-landing';

function row(payway: string, currency: string, direction: 'deposit' | 'withdraw'): PwCurrency {
  return makePwCurrency(payway, currency, direction);
}

const CATALOGUE = [
  row('card', 'EUR', 'deposit'),
  row('sepa', 'EUR', 'deposit'),
  row('balance', 'USDT', 'withdraw'),
];

/** The public endpoints the landing asks: the catalogue rows, the payways, the price. */
function publicApi({ isFailing = false } = {}) {
  const api = createFakeApi(() => ({ currencies: ALL_CURRENCIES }));
  api.call.mockImplementation((async (endpoint: { id: string }, input?: { query?: unknown }) => {
    if (isFailing) throw new Error('offline');
    if (endpoint.id === 'previewQuote') return EUR_USDT_CARD_PRICE;
    if (endpoint.id === 'listPayways') return { payways: [] };
    if (endpoint.id === 'listPwCurrencies') {
      const query = input?.query as { direction: string; currency: string };
      return {
        pwcurrencies: CATALOGUE.filter(
          (item) => item.direction === query.direction && item.currency === query.currency,
        ),
      };
    }
    return { currencies: ALL_CURRENCIES };
  }) as never);
  return api;
}

const quoteHashes = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: ['exchange-quote'] })
    .map((query) => query.queryHash);

const bodiesOf = (api: ReturnType<typeof publicApi>, id: string) =>
  (api.call.mock.calls as unknown[][])
    .filter(([endpoint]) => (endpoint as { id: string }).id === id)
    .map((call) => (call[1] as { body: Record<string, string> }).body);

afterEach(() => resetExchangeDraft());

describe('the exchange landing prefetch', () => {
  it('puts the price in the very cache entry the form asks for, with no session', async () => {
    const client = new QueryClient();
    const api = publicApi();
    await prefetchExchangeLanding(client, api, Promise.resolve('en'));
    expect(bodiesOf(api, 'previewQuote')).toEqual([
      {
        kind: 'exchange',
        from_currency: 'EUR',
        to_currency: 'USDT',
        from_amount: '100',
        from_payway: 'card',
        to_payway: 'balance',
      },
    ]);

    const view = renderApp({ api: publicApi() });
    await screen.findByTestId('exchange-quote-amount');
    const [prefetched] = quoteHashes(client);
    expect(quoteHashes(view.services.queryClient)).toContain(prefetched);
    expect(client.getQueryState(['payways'])?.status).toBe('success');
  });

  it('prices the tab’s draft in the language it resolves to', async () => {
    useExchangePairStore.getState().setAmount('1 000,5');
    const api = publicApi();
    await prefetchExchangeLanding(new QueryClient(), api, Promise.resolve('pl'));
    expect(bodiesOf(api, 'previewQuote')[0]).toMatchObject({ from_amount: '1000.5' });
  });

  it('leaves a failure to the form', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      prefetchExchangeLanding(client, publicApi({ isFailing: true }), Promise.resolve('en')),
    ).resolves.toBe(undefined);
    expect(quoteHashes(client)).toEqual([]);
  });
});
