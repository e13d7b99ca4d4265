import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, STORED_SESSION } from '../test/account.test-kit';
import { createNativeTestPlatform } from '../test/fake-platform';
import { renderApp } from '../test/render-app';

// Pages load lazily; on a busy machine the first one can take a few seconds.

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

function menu() {
  return screen.queryByRole('navigation', { name: 'Main menu' });
}

// Lazy pages on a loaded machine take more than the default 5 s to arrive.
describe('main menu', { timeout: 15_000 }, () => {
  it('shows Exchange, Balances and Profile to a signed-in user, then Farm and Frens, the current tab marked', async () => {
    renderApp({ path: '/exchange', fetch: createAccountServer().fetch, session: STORED_SESSION });
    await heading('Exchange');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    // Below 992 px the stylesheet keeps the first three and More; the sidebar shows all five.
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Exchange', '/exchange'],
      ['Balances', '/balances'],
      ['Profile', '/profile'],
      ['Farm', '/farm'],
      ['Frens', '/frens'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Exchange' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
    expect(nav.getAttribute('data-placement')).toBe('root');
  });

  it('navigates between tabs; a tab is a root, so it has no back control', async () => {
    const { router } = renderApp({
      path: '/exchange',
      fetch: createAccountServer().fetch,
      session: STORED_SESSION,
    });
    await heading('Exchange');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Profile' }));
    await heading('Profile');
    expect(router.state.location.pathname).toBe('/profile');
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('marks a child screen so mobile hides the tabs, and keeps its tab current', async () => {
    renderApp({
      path: '/profile/personal-details',
      fetch: createAccountServer().fetch,
      session: STORED_SESSION,
    });
    await heading('Personal details');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(nav.getAttribute('data-placement')).toBe('child');
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('is absent for a signed-out visitor, who gets the Sign in link instead', async () => {
    renderApp({ path: '/exchange', fetch: createAccountServer().fetch });
    await heading('Exchange');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(menu()).toBeNull();
  });

  it.each(['widget', 'pay-frame'] as const)('is absent in the %s frame', async (mode) => {
    renderApp({ path: '/exchange', fetch: createAccountServer().fetch, session: STORED_SESSION, mode });
    await heading('Exchange');
    expect(menu()).toBeNull();
  });

  it('shows in the mini-app with Telegram’s back button only on child screens', async () => {
    const { platform, backButton } = createNativeTestPlatform();
    renderApp({
      path: '/profile',
      fetch: createAccountServer().fetch,
      session: STORED_SESSION,
      mode: 'messenger',
      platform,
    });
    await heading('Profile');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(backButton.isVisible).toBe(false);
  });

  it('is translated', async () => {
    renderApp({
      path: '/exchange',
      fetch: createAccountServer().fetch,
      session: STORED_SESSION,
      language: 'uk',
    });
    const nav = await screen.findByRole('navigation', { name: 'Головне меню' });
    expect(within(nav).getByRole('link', { name: 'Баланси' })).toBeTruthy();
  });

  it('in the mini-app has four tabs and More, whose sheet holds the wallet, the profile and support', async () => {
    const { platform } = createNativeTestPlatform();
    renderApp({
      path: '/exchange',
      fetch: createAccountServer().fetch,
      session: STORED_SESSION,
      mode: 'messenger',
      platform,
    });
    await heading('Exchange');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    // All seven are in the sidebar's list; below 992 px the stylesheet keeps the first four and More.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/exchange',
      '/balances',
      '/farm',
      '/frens',
      '/balances/web3-wallet',
      '/profile',
      expect.stringMatching(/^(https:\/\/t\.me\/|mailto:)/),
    ]);
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Wallet', 'Profile', 'Support']);
    fireEvent.click(within(sheet).getByRole('link', { name: 'Profile' }));
    await heading('Profile');
    expect(screen.queryByRole('dialog', { name: 'More' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'More' }).getAttribute('data-current')).toBe('true');
  });

  it('on the web keeps the spec’s three tabs and puts the farm and frens behind More', async () => {
    const { router } = renderApp({
      path: '/balances',
      fetch: createAccountServer().fetch,
      session: STORED_SESSION,
    });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const overflow = within(nav)
      .getAllByRole('link')
      .filter((link) => link.closest('.ferry-nav-overflow'));
    expect(overflow.map((link) => link.textContent)).toEqual(['Farm', 'Frens']);
    fireEvent.click(within(nav).getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Farm', '/farm'],
      ['Frens', '/frens'],
    ]);
    fireEvent.click(within(sheet).getByRole('link', { name: 'Farm' }));
    await screen.findByRole('heading', { level: 1, name: 'Farm' }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/farm');
    expect(screen.queryByRole('dialog', { name: 'More' })).toBeNull();
    // A root as the tabs are: the bar stays on a phone, More marked current, and no back control.
    expect(nav.getAttribute('data-placement')).toBe('root');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'More' }).getAttribute('data-current')).toBe('true');
  });
});
