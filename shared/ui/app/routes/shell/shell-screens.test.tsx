import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, makeInitSettings } from '../../../test/account.test-kit';
import { renderApp } from '../../../test/render-app';

describe('maintenance and update-required screens', () => {
  it('maintenance links to the mini-app and the web app', async () => {
    const server = createAccountServer();
    const settings = makeInitSettings();
    server.handlers.getInitSettings = () => ({
      ...settings,
      sign_in: { ...settings.sign_in, telegram: { bot_username: 'ferry_test_bot' } },
    });
    renderApp({ path: '/maintenance', fetch: server.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'We’re improving Ferry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    const web = screen.getByRole('link', { name: 'Open the web app' });
    expect(web.getAttribute('href')).toMatch(/\/exchange$/);
    const telegram = await screen.findByRole('link', { name: 'Open in Telegram' });
    expect(telegram.getAttribute('href')).toBe('https://t.me/ferry_test_bot?startapp');
    // A standalone screen: no main menu.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('maintenance shows the web link alone while the settings cannot be read', async () => {
    renderApp({
      path: '/maintenance',
      api: { call: async () => Promise.reject(new Error('down')) } as never,
    });
    await screen.findByRole('heading', { level: 1, name: 'We’re improving Ferry' });
    expect(screen.getByRole('link', { name: 'Open the web app' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in Telegram' })).toBeNull();
  });

  it('a screen whose code fails to load leads to Update required, remembering where the user was headed', async () => {
    const { router, services } = renderApp({ path: '/exchange' });
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    act(() => services.events.emit('module-import-error', { error: new Error('chunk failed') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Update required' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/update-required');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/exchange' } });
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });
});
