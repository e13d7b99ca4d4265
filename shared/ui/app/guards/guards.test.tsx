import { listProfiles } from '@ferry/shared/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, makeLogin, STORED_SESSION } from '../../test/account.test-kit';
import { createNativeTestPlatform, pressMainButton } from '../../test/fake-platform';
import { failure } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('route guards (spec 000 §2, 001 §4)', () => {
  it.each([
    '/profile',
    '/profile/personal-details',
    '/profile/two-factor-authentication',
    '/profile/api-management',
  ])('%s sends a signed-out visitor to sign in', async (path) => {
    const server = createAccountServer();
    const { router } = renderApp({ path, fetch: server.fetch });
    await heading('Sign in');
    expect(router.state.location.pathname).toBe('/authentication');
    expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
  });

  it.each(['/authentication', '/authentication/intro'])(
    '%s sends a logged-in user to /cabinet, which is the exchange for now',
    async (path) => {
      const server = createAccountServer();
      const { router } = renderApp({ path, fetch: server.fetch, session: STORED_SESSION });
      await heading('Exchange');
      expect(router.state.location.pathname).toBe('/exchange');
    },
  );

  it.each([
    ['signed out', undefined, 'Sign in', '/authentication'],
    ['signed in', STORED_SESSION, 'Profile', '/profile'],
  ] as const)('the exchange links %s users to %s', async (_name, session, link, href) => {
    renderApp({ path: '/exchange', fetch: createAccountServer().fetch, session });
    expect((await screen.findByRole('link', { name: link })).getAttribute('href')).toBe(href);
  });

  it('/cabinet leads to the exchange', async () => {
    const { router } = renderApp({ path: '/cabinet', fetch: createAccountServer().fetch });
    await heading('Exchange');
    expect(router.state.location.pathname).toBe('/exchange');
  });

  it('after sign-in the user goes back where the guard found them', async () => {
    const server = createAccountServer();
    const { router, services } = renderApp({ path: '/profile/personal-details', fetch: server.fetch });
    await heading('Sign in');
    await act(() => services.session.getState().completeSignIn(makeLogin()));
    await heading('Personal details');
    expect(router.state.location.pathname).toBe('/profile/personal-details');
  });

  it('a temporary session goes to the terms from anywhere, and on to its screen once accepted', async () => {
    const server = createAccountServer({ isConsentRequired: true });
    const { router } = renderApp({
      path: '/profile',
      fetch: server.fetch,
      session: { ...STORED_SESSION, isTemporary: true },
    });
    await heading('Terms of use');
    expect(router.state.location.pathname).toBe('/confirm-terms');
    fireEvent.click(screen.getByLabelText('I have read and accept the Terms of Use and the Privacy Policy'));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await heading('Profile');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('a public screen stays open to a temporary session only until it is redirected to the terms', async () => {
    const server = createAccountServer({ isConsentRequired: true });
    const { router } = renderApp({
      path: '/exchange',
      fetch: server.fetch,
      session: { ...STORED_SESSION, isTemporary: true },
    });
    await heading('Terms of use');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/exchange' } });
  });

  it('shows "Session expired" when the session cannot be renewed, and signs in again from there', async () => {
    const server = createAccountServer();
    const { router, services } = renderApp({
      path: '/profile',
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    await heading('Profile');
    server.handlers.listProfiles = () => failure(401, 'UNAUTHORIZED_REQUEST');
    server.handlers.refreshToken = () => failure(401, 'UNAUTHORIZED_REQUEST');
    await act(() => services.api.call(listProfiles).catch(() => undefined));
    await heading('Session expired');
    expect(router.state.location.pathname).toBe('/session-expired');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    await heading('Sign in');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile' } });
  });

  it('a blocked account shows "Your account is blocked"', async () => {
    const server = createAccountServer();
    server.handlers.getUser = () => failure(403, 'USER_BLOCKED');
    const { router } = renderApp({ path: '/profile', fetch: server.fetch, session: STORED_SESSION });
    await heading('Your account is blocked');
    expect(router.state.location.pathname).toBe('/authentication/blocked');
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    await heading('Sign in');
  });

  it('a restore that cannot reach the server offers a retry on guarded screens', async () => {
    const server = createAccountServer();
    let isOffline = true;
    const getUser = server.handlers.getUser;
    server.handlers.getUser = (request) => {
      if (isOffline) throw new TypeError('offline');
      return getUser?.(request);
    };
    renderApp({ path: '/profile', fetch: server.fetch, session: STORED_SESSION });
    expect(await screen.findByRole('heading', { name: 'Couldn’t load your account' })).toBeTruthy();
    isOffline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await heading('Profile');
  });
});

describe('mini-app: sign-in by init data at start', () => {
  function telegramPlatform() {
    const { platform } = createNativeTestPlatform();
    return { ...platform, initData: 'auth_date=1&user=%7B%22id%22%3A42%7D&hash=abc' };
  }

  it('signs in with no form, takes a new user through the terms, then to the exchange', async () => {
    const server = createAccountServer({ isConsentRequired: true });
    server.handlers.telegramLogin = () => failure(404, 'NOT_FOUND');
    server.handlers.telegramRegister = () => makeLogin({ tg_id: 42, is_new_user: true });
    const platform = telegramPlatform();
    const { router } = renderApp({ path: '/exchange', fetch: server.fetch, platform, mode: 'messenger' });
    await heading('Terms of use');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(server.requestsTo('telegramRegister')[0]?.body).toEqual({ init_data: platform.initData });
    expect(screen.getByText('One last step: accept our terms to start using Ferry.')).toBeTruthy();
    // One press: the main button under the linked terms is the consent, no box to tick first.
    expect(screen.queryByRole('checkbox')).toBeNull();
    act(() => pressMainButton(platform));
    await heading('Exchange');
    expect(router.state.location.pathname).toBe('/exchange');
  });

  it('shows a clear retry state when the sign-in fails, and retries with the main button', async () => {
    const server = createAccountServer();
    let attempts = 0;
    server.handlers.telegramLogin = () => {
      attempts += 1;
      return attempts === 1 ? failure(401, 'INIT_DATA_AUTH_DATE_EXPIRED') : makeLogin({ tg_id: 42 });
    };
    const platform = telegramPlatform();
    renderApp({ path: '/exchange', fetch: server.fetch, platform, mode: 'messenger' });
    expect(await screen.findByRole('heading', { name: 'Couldn’t sign you in' })).toBeTruthy();
    expect(screen.getByText('Your sign-in has expired. Please reopen the app')).toBeTruthy();
    expect(platform.mainButton.getParams()).toMatchObject({ text: 'Retry', isVisible: true });
    act(() => pressMainButton(platform));
    await heading('Exchange');
    await waitFor(() => expect(attempts).toBe(2));
  });

  it('after logout the sign-in screen waits for a tap instead of signing straight back in', async () => {
    const server = createAccountServer();
    server.handlers.telegramLogin = () => makeLogin({ tg_id: 42 });
    const platform = telegramPlatform();
    const { services } = renderApp({ path: '/profile', fetch: server.fetch, platform, mode: 'messenger' });
    await heading('Profile');
    await act(() => services.session.getState().logout());
    await heading('Sign in');
    expect(screen.getByText('Sign in with Telegram')).toBeTruthy();
    expect(server.requestsTo('telegramLogin')).toHaveLength(1);
    act(() => pressMainButton(platform));
    await heading('Exchange');
    expect(server.requestsTo('telegramLogin')).toHaveLength(2);
  });
});
