import type { Frens } from '@ferry/shared/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { createNativeTestPlatform, createTestBrowserPlatform } from '../../../test/fake-platform';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const TELEGRAM_LINK = 'https://t.me/ferry_bot/app?startapp=ref_7100000001';
const WEB_LINK = 'https://ferry.example/?ref=7100000001';

function makeFrens(overrides: Partial<Frens> = {}): Frens {
  return {
    link: { telegram: TELEGRAM_LINK, web: WEB_LINK },
    stats: {
      transactions: 3,
      total_amount: [{ amount: '250', currency: 'EUR' }],
      reward: [
        { amount: '0.62', currency: 'EUR' },
        { amount: '5', currency: 'USDT' },
      ],
    },
    friends: [
      {
        display_name: 'Olena K',
        joined_at: '2026-11-20T10:00:00Z',
        is_verified: true,
        earned: [
          { amount: '0.62', currency: 'EUR' },
          { amount: '5', currency: 'USDT' },
        ],
        waiting: [],
      },
      {
        display_name: 'Marek',
        joined_at: '2026-11-25T10:00:00Z',
        is_verified: false,
        earned: [],
        waiting: [{ amount: '5', currency: 'USDT' }],
      },
    ],
    rules: { bonus: { amount: '5', currency: 'USDT' }, share: '0.2', months: 6, hold_days: 14 },
    ...overrides,
  };
}

function frensServer(frens: Frens) {
  const server = createAccountServer();
  server.handlers.getFrens = () => frens;
  return server;
}

describe('/frens (issue 29)', () => {
  it('shows the link, the stats, the friends with what each earned, and the rules in plain words', async () => {
    renderApp({ path: '/frens', session: STORED_SESSION, fetch: frensServer(makeFrens()).fetch });
    await screen.findByRole('heading', { name: 'Your invite link' });
    // The Telegram link first on the web too, and the web link beside it for a browser sign-up.
    expect(screen.getByText(TELEGRAM_LINK)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeTruthy();
    expect(screen.getByText(WEB_LINK)).toBeTruthy();
    expect(screen.getByText(/Friends without Telegram can sign up in a browser/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy web link' })).toBeTruthy();

    const stats = screen.getByRole('heading', { name: 'Your rewards' }).closest('section') as HTMLElement;
    expect(within(stats).getByText('Transactions').nextElementSibling?.textContent).toBe('3');
    expect(within(stats).getByText('Total amount').nextElementSibling?.textContent).toMatch(/250/);
    expect(within(stats).getByText('Reward').nextElementSibling?.textContent).toMatch(/0\.62\+ 5\.00\sUSDT/);

    const friends = screen
      .getByRole('heading', { name: 'Invited friends · 2' })
      .closest('section') as HTMLElement;
    const items = within(friends).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Olena K')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Verified')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Not verified yet')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(/5.*USDT on the way/)).toBeTruthy();

    const rules = screen.getByRole('heading', { name: 'How rewards work' }).closest('section') as HTMLElement;
    expect(within(rules).getByText(/when a friend you invited makes their first deposit/)).toBeTruthy();
    expect(within(rules).getByText(/20% of Ferry's fee .* first 6 months\./)).toBeTruthy();
    expect(within(rules).getByText(/waits 14 days after the transaction/)).toBeTruthy();
    expect(within(rules).getByText(/nothing for friends of friends/)).toBeTruthy();
  });

  it('in the mini-app shows the startapp link and shares it through Telegram’s chat picker', async () => {
    const { platform } = createNativeTestPlatform();
    const openTelegramLink = vi.spyOn(platform, 'openTelegramLink').mockImplementation(() => undefined);
    renderApp({ path: '/frens', session: STORED_SESSION, fetch: frensServer(makeFrens()).fetch, platform });
    await screen.findByText(TELEGRAM_LINK);
    // Inside Telegram the web link has no use: a friend there opens the mini-app.
    expect(screen.queryByText(WEB_LINK)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Share with a friend' }));
    expect(openTelegramLink).toHaveBeenCalledTimes(1);
    const url = new URL(openTelegramLink.mock.calls[0]?.[0] as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://t.me/share/url');
    expect(url.searchParams.get('url')).toBe(TELEGRAM_LINK);
    expect(url.searchParams.get('text')).toMatch(/Join me on Ferry/);
  });

  it('on the web shares through the share sheet, and without Telegram says where the link comes from', async () => {
    const platform = createTestBrowserPlatform();
    const share = vi.fn(async () => undefined);
    Object.assign(platform, { share });
    const first = renderApp({
      path: '/frens',
      session: STORED_SESSION,
      fetch: frensServer(makeFrens()).fetch,
      platform,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share with a friend' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: TELEGRAM_LINK }));
    first.unmount();

    const server = frensServer(makeFrens({ link: { telegram: null, web: null }, friends: [] }));
    renderApp({ path: '/frens', session: STORED_SESSION, fetch: server.fetch });
    expect(await screen.findByText(/Open Ferry in Telegram to get your invite link/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share with a friend' })).toBeNull();
    expect(screen.getByText(/No friends yet/)).toBeTruthy();
  });

  it('says so when the page cannot be loaded', async () => {
    const server = createAccountServer();
    server.handlers.getFrens = () => failure(503, 'SERVICE_UNAVAILABLE');
    renderApp({ path: '/frens', session: STORED_SESSION, fetch: server.fetch });
    expect(await screen.findByText('Your frens page could not be loaded')).toBeTruthy();
  });
});
