import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createNativeTestPlatform } from '../test/fake-platform';
import { renderApp } from '../test/render-app';

const ROUTES = [
  ['/exchange', 'Exchange', false],
  ['/exchange/currency-list/from', 'You pay', true],
  ['/exchange/currency-list/to', 'You get', true],
  ['/no-such-page', 'Page not found', false],
] as const;

describe('back control', () => {
  it.each(ROUTES)('web: %s (%s) shows the on-screen arrow: %s', async (path, title, isChild) => {
    renderApp({ path });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByRole('button', { name: 'Back' }) !== null).toBe(isChild);
  });

  it.each(ROUTES)('Telegram: %s (%s) shows the native button: %s', async (path, title, isChild) => {
    const { platform, backButton } = createNativeTestPlatform();
    renderApp({ path, platform });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(backButton.isVisible).toBe(isChild);
    // The native button replaces the on-screen arrow.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('web: the arrow on a deep-linked child screen leads to its parent', async () => {
    const { router } = renderApp({ path: '/exchange/currency-list/to' });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/exchange');
  });

  it('Telegram: opening a child shows the button, pressing it returns and hides it', async () => {
    const { platform, backButton } = createNativeTestPlatform();
    const { router } = renderApp({ path: '/exchange', platform });
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    expect(backButton.isVisible).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: /You get/ }));
    await screen.findByRole('heading', { level: 1, name: 'You get' });
    expect(backButton.show).toHaveBeenCalled();
    expect(backButton.isVisible).toBe(true);

    act(() => backButton.press());
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    expect(router.state.location.pathname).toBe('/exchange');
    expect(backButton.isVisible).toBe(false);
  });
});
