import type { VerificationState } from '@ferry/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeInitSettings, STORED_SESSION } from '../../../test/account.test-kit';
import { createNativeTestPlatform } from '../../../test/fake-platform';
import { renderApp } from '../../../test/render-app';
import { createVerificationServer, makeVerification } from './verification.test-kit';

const BLOCK = {
  reason_code: 'LATE_REJECTION',
  message_key: 'verification.block.reasons.LATE_REJECTION',
  since: '2026-11-20T10:00:00Z',
  still_allowed: ['view_balances', 'export_statement'] as const,
  has_appeal: false,
};

function heldServer(
  block: VerificationState['block'] = {
    ...BLOCK,
    still_allowed: [...BLOCK.still_allowed],
  },
) {
  const server = createVerificationServer(makeVerification({ block }));
  const answerBy = block?.appeal_answer_by ?? 'email';
  server.handlers.appealVerificationBlock = () => {
    server.verification.state = makeVerification({ block: block ? { ...block, has_appeal: true } : null });
    return { ticket_id: 'T-1042', created_at: '2026-11-28T10:00:00Z', answer_by: answerBy };
  };
  return server;
}

describe('a hold on money out explains itself (/authentication/blocked)', () => {
  it('says why in plain words, what the user may still do, and appeals in one tap', async () => {
    const server = heldServer();
    renderApp({ path: '/authentication/blocked', session: STORED_SESSION, fetch: server.fetch });
    const notice = await screen.findByRole('alert', { name: 'Money out is on hold' });
    expect(
      within(notice).getByText(/A verification check that had passed was later turned down/),
    ).toBeTruthy();
    expect(within(notice).getByText('Since November 20, 2026')).toBeTruthy();
    const allowed = within(notice).getByRole('region', { name: 'What you can still do' });
    expect(
      within(allowed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['See your balances and history', 'See your statement']);
    fireEvent.click(within(notice).getByRole('button', { name: 'Appeal' }));
    const opened = await within(notice).findByRole('status');
    expect(opened.textContent).toContain('Your appeal is open');
    expect(opened.textContent).toContain('Ticket T-1042');
    expect(server.requestsTo('appealVerificationBlock')).toHaveLength(1);
    expect(within(notice).queryByRole('button', { name: 'Appeal' })).toBeNull();
    expect(within(notice).getByRole('button', { name: 'Contact support' })).toBeTruthy();
  });

  it('an appeal already open says so instead of offering another', async () => {
    const server = heldServer({
      ...BLOCK,
      still_allowed: [],
      has_appeal: true,
      message_key: 'server.unknown.key',
      reason_code: 'SOMETHING_NEW',
    });
    renderApp({ path: '/authentication/blocked', session: STORED_SESSION, fetch: server.fetch });
    const notice = await screen.findByRole('alert', { name: 'Money out is on hold' });
    expect(
      within(notice).getByText('We had to hold payouts from your account while we check it.'),
    ).toBeTruthy();
    expect(within(notice).getByRole('status').textContent).toContain('Your appeal is already open');
    expect(within(notice).queryByRole('button', { name: 'Appeal' })).toBeNull();
  });

  it('a user without a hold, or a signed-out visitor, sees the account-blocked screen as before', async () => {
    renderApp({ path: '/authentication/blocked' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is blocked' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeTruthy();
  });
});

describe('the appeal says truly where support answers', () => {
  it('in the mini-app, a user the help bot reaches is told the help chat, and after appealing opens it inside Telegram', async () => {
    const server = heldServer({
      ...BLOCK,
      still_allowed: [...BLOCK.still_allowed],
      appeal_answer_by: 'help_chat',
    });
    server.handlers.getInitSettings = () =>
      makeInitSettings({
        sign_in: { email: true, google: null, apple: null, telegram: { bot_username: 'ferry_help_bot' } },
      });
    const { platform } = createNativeTestPlatform();
    const openTelegramLink = vi.spyOn(platform, 'openTelegramLink').mockImplementation(() => undefined);
    renderApp({ path: '/authentication/blocked', session: STORED_SESSION, fetch: server.fetch, platform });
    const notice = await screen.findByRole('alert', { name: 'Money out is on hold' });
    expect(
      within(notice).getByText(
        "We'll open a ticket with support in the Ferry help bot. Support answers you there, in Telegram.",
      ),
    ).toBeTruthy();
    expect(within(notice).queryByRole('button', { name: 'Open the help chat' })).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Appeal' }));
    const opened = await within(notice).findByRole('status');
    expect(opened.textContent).toBe(
      'Your appeal is openTicket T-1042. The Ferry help bot has written to you in Telegram: support answers there, and you can reply to its message to add anything.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Open the help chat' }));
    expect(openTelegramLink).toHaveBeenCalledWith('https://t.me/ferry_help_bot');
  });

  it('on the web, a user without Telegram is told the answer comes by e-mail, with no help chat to open', async () => {
    const server = heldServer({
      ...BLOCK,
      still_allowed: [...BLOCK.still_allowed],
      appeal_answer_by: 'email',
    });
    renderApp({ path: '/authentication/blocked', session: STORED_SESSION, fetch: server.fetch });
    const notice = await screen.findByRole('alert', { name: 'Money out is on hold' });
    expect(
      within(notice).getByText("We'll send your appeal to support. Support answers you by e-mail."),
    ).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Appeal' }));
    const opened = await within(notice).findByRole('status');
    expect(opened.textContent).toBe('Your appeal is openTicket T-1042. Support answers you by e-mail.');
    expect(opened.textContent).not.toContain('help');
    expect(within(notice).queryByRole('button', { name: 'Open the help chat' })).toBeNull();
  });

  it('an appeal already open says where it is answered, in the user’s language', async () => {
    const server = heldServer({
      ...BLOCK,
      still_allowed: [],
      has_appeal: true,
      appeal_answer_by: 'help_chat',
    });
    renderApp({
      path: '/authentication/blocked',
      session: STORED_SESSION,
      fetch: server.fetch,
      language: 'pl',
    });
    const notice = await screen.findByRole('alert', { name: 'Wypłaty są wstrzymane' });
    expect(within(notice).getByRole('status').textContent).toContain(
      'Twoje odwołanie jest już otwarte. Pomoc techniczna odpowie Ci na czacie bota pomocy Ferry w Telegramie.',
    );
  });
});

describe('a signed-in user with nothing held', () => {
  it('is sent on to the exchange', async () => {
    const server = createVerificationServer();
    const { router } = renderApp({
      path: '/authentication/blocked',
      session: STORED_SESSION,
      fetch: server.fetch,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange'));
  });
});
