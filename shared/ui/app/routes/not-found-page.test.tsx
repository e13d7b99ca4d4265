import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('404 page', () => {
  it.each(['/nowhere', '/exchange/unknown/deeper', '/exchange/currency-list/sideways'])(
    '%s shows "Page not found" and Go home leads to the exchange',
    async (path) => {
      const { router } = renderApp({ path });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Go home' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Exchange' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/exchange');
    },
  );

  it('the root path redirects to the exchange landing', async () => {
    const { router } = renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/exchange');
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('is translated', async () => {
    renderApp({ path: '/nowhere', language: 'pl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Strona główna' })).toBeTruthy();
  });
});
