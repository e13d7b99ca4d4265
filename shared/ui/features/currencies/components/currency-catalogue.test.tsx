import { ApiError } from '@ferry/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_CURRENCIES, pickCurrencies } from '../../../test/currency.test-kit';
import { createFakeApi, renderApp } from '../../../test/render-app';

/** Calls for the catalogue only (the landing also asks for its live price). */
function catalogueCalls(api: ReturnType<typeof createFakeApi>) {
  return api.call.mock.calls.filter(([endpoint]) => (endpoint as { id: string }).id === 'listCurrencies');
}

function rowOf(code: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`[data-currency="${code}"]`);
  if (!row) throw new Error(`No row for ${code}`);
  return row;
}

describe('currency list on the exchange landing', () => {
  it('lists every currency the server sends, grouped Fiat then Crypto, with the count', async () => {
    const api = createFakeApi(() => ({ currencies: ALL_CURRENCIES }));
    renderApp({ api });
    expect(await screen.findByText(`${ALL_CURRENCIES.length} currencies`)).toBeTruthy();
    expect(document.querySelectorAll('[data-currency]')).toHaveLength(ALL_CURRENCIES.length);
    const groups = screen.getAllByRole('region').filter((region) => region.dataset.group);
    expect(groups.map((group) => group.dataset.group)).toEqual(['fiat', 'crypto']);
    expect(within(groups[0] as HTMLElement).getByRole('heading', { name: 'Fiat' })).toBeTruthy();
    expect(catalogueCalls(api)).toHaveLength(1);
  });

  it.each([
    ['USD', '$', 'US Dollar'],
    ['EUR', '€', 'Euro'],
    ['UAH', '₴', 'Ukrainian Hryvnia'],
    ['PLN', 'zł', 'Polish Zloty'],
    ['BTC', 'BTC', 'Bitcoin'],
    ['USDT', 'USDT', 'Tether USD'],
  ])('%s shows the sign %s and the name %s', async (code, sign, name) => {
    renderApp({ api: createFakeApi(() => ({ currencies: ALL_CURRENCIES })) });
    await screen.findByText(`${ALL_CURRENCIES.length} currencies`);
    const row = rowOf(code);
    expect(row.querySelector('.ferry-currency-badge')?.textContent).toBe(sign);
    expect(within(row).getByText(name)).toBeTruthy();
  });

  it('shows network labels and the stablecoin badge', async () => {
    renderApp({ api: createFakeApi(() => ({ currencies: pickCurrencies('USDT', 'BTC', 'EUR') })) });
    await screen.findByText('3 currencies');
    expect(rowOf('USDT').textContent).toContain('TRC20 · ERC20 · BEP20/BSC · TON · Solana · Arbitrum');
    expect(within(rowOf('USDT')).getByText('Stablecoin')).toBeTruthy();
    expect(within(rowOf('BTC')).queryByText('Stablecoin')).toBeNull();
    expect(rowOf('EUR').textContent).not.toContain('Networks');
  });

  it('names fiat in the interface language and counts with its plural rules', async () => {
    renderApp({
      language: 'pl',
      api: createFakeApi(() => ({ currencies: pickCurrencies('EUR', 'PLN', 'USD', 'BTC', 'TON') })),
    });
    expect(await screen.findByText('5 walut')).toBeTruthy();
    expect(within(rowOf('PLN')).getByText('Złoty polski')).toBeTruthy();
    expect(within(rowOf('BTC')).getByText('Bitcoin')).toBeTruthy();
  });

  it('tapping a row makes it the currency you get', async () => {
    renderApp({ api: createFakeApi(() => ({ currencies: ALL_CURRENCIES })) });
    await screen.findByText(`${ALL_CURRENCIES.length} currencies`);
    const youGet = screen.getByRole('link', { name: /You get/ });
    expect(youGet.textContent).toContain('USDT');
    fireEvent.click(rowOf('TON'));
    expect(youGet.textContent).toContain('TON');
    expect(rowOf('TON').getAttribute('aria-current')).toBe('true');
    expect(rowOf('USDT').getAttribute('aria-current')).toBeNull();
  });

  it('shows skeletons while loading', async () => {
    renderApp({ api: createFakeApi(() => new Promise(() => undefined)) });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(document.querySelectorAll('[data-currency]')).toHaveLength(0);
  });

  it('shows an empty state when the server lists nothing', async () => {
    renderApp({ api: createFakeApi(() => ({ currencies: [] })) });
    expect(await screen.findByRole('heading', { name: 'No currencies yet' })).toBeTruthy();
  });

  it('shows the error with a Retry that loads again', async () => {
    let isFailing = true;
    const api = createFakeApi((id) => {
      // The live price waits, so the only alert on screen is the catalogue's.
      if (id === 'previewQuote') return new Promise(() => {});
      if (!isFailing) return { currencies: pickCurrencies('EUR') };
      throw new ApiError({ kind: 'response', status: 500, code: 'INTERNAL_ERROR', message: 'boom' });
    });
    renderApp({ api });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Couldn’t load currencies' })).toBeTruthy();
    isFailing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 currency')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(catalogueCalls(api)).toHaveLength(2));
  });

  it('says so when the connection is the problem', async () => {
    const api = createFakeApi(() => {
      throw new ApiError({ kind: 'network', status: 0, code: 'ERR_NETWORK', message: 'offline' });
    });
    renderApp({ api });
    expect(await screen.findByText('Unstable connection. Check your internet and try again.')).toBeTruthy();
  });
});
