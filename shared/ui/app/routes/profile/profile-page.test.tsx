import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createAccountServer,
  makeInitSettings,
  makeUser,
  PROFILE_ID,
  SECOND_PROFILE_ID,
  STORED_SESSION,
} from '../../../test/account.test-kit';
import { createNativeTestPlatform, createTestBrowserPlatform } from '../../../test/fake-platform';
import { failure } from '../../../test/fake-server';
import { answerVerifiedIdentity } from '../../../test/identity.test-kit';
import { renderApp } from '../../../test/render-app';

// Pages load lazily; on a busy machine the first one can take a few seconds.

async function openProfile(options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp({ path: '/profile', session: STORED_SESSION, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return view;
}

describe('profile menu (spec 001 §2)', () => {
  it('lists every item of the menu', async () => {
    await openProfile({ fetch: createAccountServer().fetch });
    for (const [name, path] of [
      ['Personal details', '/profile/personal-details'],
      [/^Verification/, '/profile/verification'],
      [/Two-factor authentication/, '/profile/two-factor-authentication'],
      ['API management', '/profile/api-management'],
      ['Presets', '/presets'],
      ['Saved cards', '/profile/cards-for-deposits'],
      ['Withdrawal details', '/profile/details-for-withdrawals'],
      ['Documents', '/profile/documents'],
      ['Letter of good standing', '/profile/documents?type=letter-of-good-standing'],
    ] as const) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(path);
    }
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeTruthy();
    expect(screen.getByLabelText('Language')).toBeTruthy();
    expect(screen.getByText('ola@example.com')).toBeTruthy();
    expect(
      within(screen.getByRole('link', { name: /Two-factor authentication/ })).getByText('Off'),
    ).toBeTruthy();
  });

  it('a Telegram account switches the bot’s transaction messages off and says when the bot is blocked', async () => {
    const server = createAccountServer({ user: makeUser({ tg_id: 4242 }) });
    const settings = { is_messenger_enabled: true, is_messenger_reachable: true };
    server.handlers.getNotificationSettings = () => settings;
    server.handlers.updateNotificationSettings = (request) => {
      settings.is_messenger_enabled = (
        request.body as { is_messenger_enabled: boolean }
      ).is_messenger_enabled;
      settings.is_messenger_reachable = false;
      return { ...settings };
    };
    await openProfile({ fetch: server.fetch });
    const toggle = (await screen.findByLabelText('Transaction messages in Telegram')) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(screen.getByText(/The Ferry bot tells you when money arrives/)).toBeTruthy();
    fireEvent.click(toggle);
    await screen.findByText(/you blocked it in Telegram/);
    expect(server.requestsTo('updateNotificationSettings').map((request) => request.body)).toEqual([
      { is_messenger_enabled: false },
    ]);
    expect(
      ((await screen.findByLabelText('Transaction messages in Telegram')) as HTMLInputElement).checked,
    ).toBe(false);
  });

  describe('the account at the top', () => {
    const telegramUser = makeUser({ email: null, tg_id: 4242, sign_in_methods: ['telegram'] });
    const cases = [
      {
        name: 'the mini-app shows the Telegram name, @username and photo',
        user: telegramUser,
        messenger: {
          firstName: 'Olena',
          lastName: 'Koval',
          username: 'olena_k',
          photoUrl: 'https://t.me/i/userpic/320/olena.jpg',
        },
        title: 'Olena Koval',
        detail: '@olena_k',
        photo: 'https://t.me/i/userpic/320/olena.jpg',
        letter: null,
      },
      {
        name: 'no photo: the first letter of the Telegram name, the email beneath',
        user: makeUser({ tg_id: 4242 }),
        messenger: { firstName: 'Ärni', lastName: null, username: null, photoUrl: null },
        title: 'Ärni',
        detail: 'ola@example.com',
        photo: null,
        letter: 'Ä',
      },
      {
        name: 'a photo that is not https is not drawn',
        user: telegramUser,
        messenger: { firstName: 'Ivan', lastName: null, photoUrl: 'javascript:alert(1)' },
        title: 'Ivan',
        detail: null,
        photo: null,
        letter: 'I',
      },
      {
        name: 'the web (no messenger user) keeps the email',
        user: makeUser(),
        messenger: null,
        title: 'ola@example.com',
        detail: null,
        photo: null,
        letter: 'O',
      },
    ];
    it.each(cases)('$name', async ({ user, messenger, title, detail, photo, letter }) => {
      const platform = { ...createTestBrowserPlatform(), messengerUser: messenger };
      const { container } = await openProfile({ fetch: createAccountServer({ user }).fetch, platform });
      const card = container.querySelector('.ferry-profile-card') as HTMLElement;
      expect(card.querySelector('.ferry-profile-name')?.textContent).toBe(title);
      expect(card.querySelector('.ferry-profile-detail')?.textContent ?? null).toBe(detail);
      expect(card.querySelector('img')?.getAttribute('src') ?? null).toBe(photo);
      expect(letter === null ? null : card.querySelector('span.ferry-avatar')?.textContent).toBe(letter);
      expect(within(card).queryByText('Telegram account')).toBeNull();
    });

    it('falls back to the first letter when the photo fails to load', async () => {
      const platform = {
        ...createTestBrowserPlatform(),
        messengerUser: { firstName: 'Olena', lastName: null, photoUrl: 'https://t.me/i/userpic/x.jpg' },
      };
      const { container } = await openProfile({
        fetch: createAccountServer({ user: telegramUser }).fetch,
        platform,
      });
      fireEvent.error(container.querySelector('img.ferry-avatar') as HTMLImageElement);
      await waitFor(() => expect(container.querySelector('span.ferry-avatar')?.textContent).toBe('O'));
    });
  });

  it('shows no bot messages switch to an account without Telegram', async () => {
    await openProfile({ fetch: createAccountServer().fetch });
    expect(screen.queryByLabelText('Transaction messages in Telegram')).toBeNull();
  });

  it('the letter of good standing opens the documents with the letter chosen', async () => {
    await openProfile({ fetch: answerVerifiedIdentity(createAccountServer()).fetch });
    fireEvent.click(screen.getByRole('link', { name: 'Letter of good standing' }));
    const letter = (await screen.findByLabelText('Letter of good standing')) as HTMLInputElement;
    expect(letter.checked).toBe(true);
  });

  it('support is a mail to the support address on the web', async () => {
    await openProfile({ fetch: createAccountServer().fetch });
    // Until the init settings arrive the link names the default address; then the server's.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Support/ }).getAttribute('href')).toBe(
        'mailto:support@ferry.test',
      ),
    );
  });

  it('support opens the help bot inside Telegram when the bot is configured', async () => {
    const server = createAccountServer();
    server.handlers.getInitSettings = () =>
      makeInitSettings({
        sign_in: { email: true, google: null, apple: null, telegram: { bot_username: 'ferry_help_bot' } },
      });
    const { platform } = createNativeTestPlatform();
    const openTelegramLink = vi.spyOn(platform, 'openTelegramLink').mockImplementation(() => undefined);
    await openProfile({ fetch: server.fetch, platform });
    fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
    expect(openTelegramLink).toHaveBeenCalledWith('https://t.me/ferry_help_bot?start=support');
  });

  it('log out signs out on the server and lands on sign-in with nothing kept', async () => {
    const server = createAccountServer();
    const { router, storage } = await openProfile({ fetch: server.fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.state).toBeNull();
    expect(server.requestsTo('logout')).toHaveLength(1);
    expect(storage.getItem('ferry.auth')).toBeNull();
  });

  it('delete account asks first, may ask for the 2FA code, then signs out', async () => {
    const server = createAccountServer();
    server.handlers.deleteUser = (request) =>
      request.headers['Auth-2FA-Token'] ? { deleted: true } : failure(403, 'AUTH_2FA_REQUIRED');
    const { storage } = await openProfile({ fetch: server.fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete account' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete account' }));
    const twoFactor = await screen.findByRole('dialog', { name: 'Two-factor authentication' });
    fireEvent.change(within(twoFactor).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(within(twoFactor).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(server.requestsTo('deleteUser').at(-1)?.body).toEqual({ confirm: 'DELETE' });
    expect(storage.getItem('ferry.auth')).toBeNull();
  });

  it('a refused deletion says why and keeps the account', async () => {
    const server = createAccountServer();
    server.handlers.deleteUser = () => failure(422, 'INSUFFICIENT_BALANCE');
    await openProfile({ fetch: server.fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient balance');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });

  it('lets a user with two profiles choose the one the app acts for (Profile-Id)', async () => {
    const server = createAccountServer({ user: makeUser({ profiles_id: [PROFILE_ID, SECOND_PROFILE_ID] }) });
    server.handlers.listProfiles = () => ({
      profiles: [
        {
          id: PROFILE_ID,
          kind: 'personal',
          name: null,
          is_default: true,
          created_at: '2026-01-05T10:00:00Z',
        },
        {
          id: SECOND_PROFILE_ID,
          kind: 'business',
          name: 'Ferry Sp. z o.o.',
          is_default: false,
          created_at: '2026-01-06T10:00:00Z',
        },
      ],
    });
    const { services, storage } = await openProfile({ fetch: server.fetch });
    const select = (await screen.findByLabelText('Active profile')) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Ferry Sp. z o.o.' });
    expect(select.value).toBe(PROFILE_ID);
    fireEvent.change(select, { target: { value: SECOND_PROFILE_ID } });
    expect(services.session.getState().profileId).toBe(SECOND_PROFILE_ID);
    expect(storage.getItem('ferry.profile')).toBe(SECOND_PROFILE_ID);
  });

  it('shows no profile choice with a single profile', async () => {
    await openProfile({ fetch: createAccountServer().fetch });
    expect(screen.queryByLabelText('Active profile')).toBeNull();
  });

  it('names a Telegram-only account by Telegram', async () => {
    const server = createAccountServer({
      user: makeUser({ email: null, tg_id: 42, sign_in_methods: ['telegram'] }),
    });
    await openProfile({ fetch: server.fetch });
    expect(screen.getByText('Telegram account')).toBeTruthy();
  });
});
