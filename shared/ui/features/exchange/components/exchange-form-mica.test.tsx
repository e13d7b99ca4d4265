import { flattenCatalogue, type Language } from '@ferry/locales';
import { catalogues } from '@ferry/locales/all';
import { ApiError } from '@ferry/shared/api';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTerms, makeUser, STORED_SESSION } from '../../../test/account.test-kit';
import { ALL_CURRENCIES, makePwCurrency } from '../../../test/currency.test-kit';
import { createFakeApi, renderApp } from '../../../test/render-app';
import { resetExchangeDraft, useExchangePairStore } from '../stores/exchange-pair-store';

// A price waits for the catalogue and a 500 ms debounce; a busy machine needs more than 1 s.

const CATALOGUE = [
  makePwCurrency('balance', 'EUR', 'deposit'),
  makePwCurrency('balance', 'USDT', 'withdraw'),
  makePwCurrency('balance', 'USDT', 'deposit'),
  makePwCurrency('balance', 'EUR', 'withdraw'),
];

/** The server's answer to an EEA resident quoting USDT (quote-mica-check.ts). */
const MICA_REFUSAL = new ApiError({
  kind: 'response',
  status: 403,
  code: 'MICA_COMPLIANCE_ERROR',
  message: 'MICA_COMPLIANCE_ERROR',
  details: {
    field: 'to_currency',
    currency: 'USDT',
    country: 'DE',
    key: 'errors.messages.micaCurrencyRestricted',
    params: { currency: 'USDT' },
  },
});

function signedInApi(refusal: ApiError) {
  const api = createFakeApi(() => ({ currencies: ALL_CURRENCIES }));
  api.call.mockImplementation((async (endpoint: { id: string }, input?: { query?: unknown }) => {
    if (endpoint.id === 'getUser') return makeUser();
    if (endpoint.id === 'getTerms') return makeTerms(false);
    if (endpoint.id === 'createQuote' || endpoint.id === 'previewQuote') throw refusal;
    if (endpoint.id === 'listPwCurrencies') {
      const query = input?.query as { direction: string; currency: string };
      return {
        pwcurrencies: CATALOGUE.filter(
          (item) => item.direction === query.direction && item.currency === query.currency,
        ),
      };
    }
    if (endpoint.id === 'listPayways') return { payways: [] };
    return { currencies: ALL_CURRENCIES };
  }) as never);
  return api;
}

afterEach(() => resetExchangeDraft());

describe('the exchange form under a MiCA refusal', () => {
  it.each<Language>(['en', 'uk', 'ru', 'pl'])(
    'names the currency and what still works, in %s, instead of a price',
    async (language) => {
      useExchangePairStore.setState({ from: 'EUR', to: 'USDT', amount: '50', amountSide: 'from' });
      const api = signedInApi(MICA_REFUSAL);
      renderApp({ api, session: STORED_SESSION, language });
      const text = flattenCatalogue(catalogues[language])['errors.messages.micaCurrencyRestricted'] ?? '';
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(text.replaceAll('{{currency}}', 'USDT'));
      expect(alert.textContent).toMatch(/MiCA/);
      expect(screen.queryByTestId('exchange-quote-amount')).toBeNull();
      // The signed-in user's own quote said it: the residence is theirs.
      const asked = (api.call.mock.calls as unknown[][]).map(([endpoint]) => (endpoint as { id: string }).id);
      expect(asked).toContain('createQuote');
    },
  );

  it('falls back to the country-wide MiCA message when the answer names no currency', async () => {
    useExchangePairStore.setState({ from: 'EUR', to: 'USDT', amount: '50', amountSide: 'from' });
    const bare = new ApiError({
      kind: 'response',
      status: 403,
      code: 'MICA_COMPLIANCE_ERROR',
      message: 'MICA_COMPLIANCE_ERROR',
    });
    renderApp({ api: signedInApi(bare), session: STORED_SESSION });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Under MiCA rules this service isn't available in your country",
    );
  });
});
