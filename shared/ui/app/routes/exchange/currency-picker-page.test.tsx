import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useExchangePairStore } from '../../../features/exchange/stores/exchange-pair-store';
import { ALL_CURRENCIES } from '../../../test/currency.test-kit';
import { createFakeApi, renderApp } from '../../../test/render-app';

const api = () => createFakeApi(() => ({ currencies: ALL_CURRENCIES }));

function codesShown(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-currency]')].map(
    (row) => row.dataset.currency ?? '',
  );
}

describe('currency picker', () => {
  it('opens from "You pay", marks the current choice and returns with the new one', async () => {
    const { router } = renderApp({ api: api() });
    fireEvent.click(await screen.findByRole('link', { name: /You pay/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You pay' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/exchange/currency-list/from');
    await screen.findByText(`${ALL_CURRENCIES.length} currencies`);
    expect(document.querySelector('[aria-current="true"]')?.getAttribute('data-currency')).toBe('EUR');

    fireEvent.click(document.querySelector('[data-currency="PLN"]') as HTMLElement);

    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/exchange');
    expect(useExchangePairStore.getState()).toMatchObject({ from: 'PLN', to: 'USDT' });
  });

  it.each([
    ['usd', ['USD', 'USDe', 'USDT', 'USDD', 'BUSD', 'USDC']],
    ['  Tether ', ['USDT']],
    ['zloty', ['PLN']],
    ['BEP20', []],
  ])('search %j shows %j', async (query, expected) => {
    renderApp({ api: api(), path: '/exchange/currency-list/to' });
    await screen.findByText(`${ALL_CURRENCIES.length} currencies`);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by code or name' }), {
      target: { value: query },
    });
    expect(codesShown()).toEqual(expected);
    if (expected.length === 0) expect(screen.getByRole('heading', { name: 'Nothing found' })).toBeTruthy();
    else
      expect(
        screen.getByText(expected.length === 1 ? '1 currency' : `${expected.length} currencies`),
      ).toBeTruthy();
  });

  it('choosing the other side’s currency swaps the pair instead of repeating it', async () => {
    renderApp({ api: api(), path: '/exchange/currency-list/to' });
    await screen.findByText(`${ALL_CURRENCIES.length} currencies`);
    fireEvent.click(document.querySelector('[data-currency="EUR"]') as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    expect(useExchangePairStore.getState()).toMatchObject({ from: 'USDT', to: 'EUR' });
  });

  it('the swap button exchanges the two sides', async () => {
    renderApp({ api: api() });
    fireEvent.click(await screen.findByRole('button', { name: 'Swap currencies' }));
    expect(screen.getByRole('link', { name: /You pay/ }).textContent).toContain('USDT');
    expect(screen.getByRole('link', { name: /You get/ }).textContent).toContain('EUR');
  });
});
