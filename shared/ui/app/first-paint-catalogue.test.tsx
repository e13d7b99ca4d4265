import { enFirstPaint } from '@ferry/locales';
import type { DisplayMode } from '@ferry/shared/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetExchangeDraft } from '../features/exchange/stores/exchange-pair-store';
import { createI18nInstance } from '../i18n/i18n-instance';
import { createAccountServer, STORED_SESSION } from '../test/account.test-kit';
import { ALL_CURRENCIES } from '../test/currency.test-kit';
import { EUR_USDT_CARD_PRICE } from '../test/quote.test-kit';
import { createFakeApi, renderApp } from '../test/render-app';

/** English with only the namespaces the front ends bundle for the first paint, noting each miss. */
function firstPaintI18n() {
  const i18n = createI18nInstance('en', { english: enFirstPaint });
  const missing = new Set<string>();
  i18n.options.saveMissing = true;
  i18n.on('missingKey', (_languages, _namespace, key) => missing.add(key));
  return { i18n, missing };
}

const FEE = { type: 'COOPERATE', add: '0.3', mult: '0.015' };
const LIMITS = { min: '10', max: '5000', mult: '0.01' };

/** The landing's data: currencies, the pair's payways and a price. */
function landingApi() {
  const api = createFakeApi(() => ({ currencies: ALL_CURRENCIES }));
  api.call.mockImplementation((async (endpoint: { id: string }, input?: { query?: unknown }) => {
    if (endpoint.id === 'listPwCurrencies') {
      const { direction, currency } = (input?.query ?? {}) as { direction: string; currency: string };
      const payways = currency === 'EUR' ? ['card', 'sepa', 'balance'] : ['balance', 'crypto'];
      return {
        pwcurrencies: payways.map((payway) => ({
          payway,
          currency,
          network: payway === 'crypto' ? 'TRC20' : null,
          direction,
          fee: FEE,
          limits: { ...LIMITS, currency },
          network_fee: '0',
          confirmations: 0,
          is_available: true,
        })),
      };
    }
    if (endpoint.id === 'previewQuote') return EUR_USDT_CARD_PRICE;
    return { currencies: ALL_CURRENCIES };
  }) as never);
  return api;
}

afterEach(() => resetExchangeDraft());

const MODES: DisplayMode[] = ['display', 'messenger'];

/**
 * The front ends bundle English's first-paint namespaces only (locales/src/bundles/en-first-paint.ts)
 * and load the rest after the landing is up; every other screen waits for it. So the landing must
 * find every text it shows in that part: a key added to the landing from another namespace fails
 * here instead of flashing as a raw key before the rest of the catalogue arrives.
 */
describe('the landing paints with the first-paint catalogue alone', () => {
  it.each(MODES)('a visitor in %s mode: the live price and every label', async (mode) => {
    const { i18n, missing } = firstPaintI18n();
    renderApp({ api: landingApi(), mode, i18n });
    await screen.findByTestId('exchange-quote-amount');
    expect(screen.getByRole('radio', { name: 'Buy' })).toBeTruthy();
    expect([...missing]).toEqual([]);
  });

  it.each(MODES)('a signed-in user in %s mode, whose data fails: the error states too', async (mode) => {
    const { i18n, missing } = firstPaintI18n();
    const server = createAccountServer();
    renderApp({ mode, i18n, session: STORED_SESSION, fetch: server.fetch });
    await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));
    expect([...missing]).toEqual([]);
  });

  // Screens outside the lazy ones: a direct visit draws them before the rest of the catalogue.
  it.each(['/no-such-page', '/maintenance', '/update-required', '/native-error'])(
    'the eager screen %s',
    async (path) => {
      const { i18n, missing } = firstPaintI18n();
      renderApp({ path, mode: 'display', i18n, api: landingApi() });
      await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
      expect([...missing]).toEqual([]);
    },
  );
});
