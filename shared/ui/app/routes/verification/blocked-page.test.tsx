import type { VerificationState } from '@ferry/shared/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORED_SESSION } from '../../../test/account.test-kit';
import { renderApp } from '../../../test/render-app';
import { createVerificationServer, makeVerification } from './verification.test-kit';

configure({ asyncUtilTimeout: 5000 });

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
  server.handlers.appealVerificationBlock = () => {
    server.verification.state = makeVerification({ block: block ? { ...block, has_appeal: true } : null });
    return { ticket_id: 'T-1042', created_at: '2026-11-28T10:00:00Z' };
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
