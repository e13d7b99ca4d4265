import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetExchangeDraft, useExchangePairStore } from '../features/exchange/stores/exchange-pair-store';
import { STORED_SESSION } from '../test/account.test-kit';
import { ALL_CURRENCIES, makePwCurrency } from '../test/currency.test-kit';
import { failure } from '../test/fake-server';
import { renderApp } from '../test/render-app';
import { createVerificationServer, makeVerification } from './routes/verification/verification.test-kit';

afterEach(() => resetExchangeDraft());

describe('a call refused for the residence (COUNTRY_NOT_ALLOWED)', () => {
  it('takes the user from the exchange form to /forbidden, which names the country', async () => {
    const server = createVerificationServer(
      makeVerification({ residence_country: 'RU', is_country_allowed: false }),
    );
    server.handlers.listCurrencies = () => ({ currencies: ALL_CURRENCIES });
    server.handlers.listPwCurrencies = () => ({
      pwcurrencies: [
        makePwCurrency('balance', 'EUR', 'deposit'),
        makePwCurrency('balance', 'USDT', 'withdraw'),
      ],
    });
    server.handlers.createQuote = () => failure(403, 'COUNTRY_NOT_ALLOWED', { country: 'RU' });
    useExchangePairStore.setState({ from: 'EUR', to: 'USDT', amount: '50', amountSide: 'from' });
    const { router } = renderApp({ path: '/exchange', session: STORED_SESSION, fetch: server.fetch });
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ferry isn't available in your country" }),
    ).toBeTruthy();
    expect(await screen.findByText(/residents of Russia/)).toBeTruthy();
    expect(server.requestsTo('createQuote').length).toBeGreaterThan(0);
  });
});
