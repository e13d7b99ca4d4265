import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  useWithdrawDraftStore,
  WITHDRAW_DRAFT_KEY,
} from '../../../features/withdraw/stores/withdraw-draft-store';
import { STORED_SESSION } from '../../../test/account.test-kit';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { createWithdrawServer, makeTransaction } from '../../../test/withdraw.test-kit';
import { makeStep, makeVerification } from '../verification/verification.test-kit';
import { toConfirm } from '../withdraw/withdraw-flow.test-kit';

afterEach(() => {
  act(() => useWithdrawDraftStore.getState().reset());
  sessionStorage.clear();
});

/** 1 500 € asked of a starter profile: its 200 € a day refuses it (payout-level-limits.ts). */
const STARTER_REFUSAL = {
  limit_kind: 'verification_level',
  level: 'starter',
  period: 'day',
  currency: 'EUR',
  limit: '200',
  used: '0',
  left: '200',
  amount: '1500',
};

function createJourneyServer() {
  const server = createWithdrawServer();
  const verification = { state: makeVerification() };
  server.handlers.getVerification = () => verification.state;
  let isVerified = false;
  server.handlers.createWithdrawal = (request) => {
    const body = request.body as { amount: string };
    if (!isVerified) return failure(422, 'PAYOUT_DAILY_LIMIT_VIOLATION', STARTER_REFUSAL);
    return { transaction: makeTransaction({ id: 'tx-after-kyc', amount: body.amount }), requisite: null };
  };
  return Object.assign(server, {
    verification,
    verify: () => {
      isVerified = true;
    },
  });
}

describe('withdraw: the level limit and the verification journey', () => {
  it('explains the level’s limit in EUR, offers no partial payout, and leads to the first missing step', async () => {
    const server = createJourneyServer();
    const { router } = await toConfirm(server, '1500');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const notice = await screen.findByTestId('withdraw-level-limit');
    expect(notice.textContent).toContain('Your Starter level lets you withdraw up to €200.00 a day');
    expect(notice.textContent).toContain('Left today: €200.00. This withdrawal is worth €1,500.00.');
    expect(notice.textContent).toContain('Verify for the Verified level to withdraw up to €10,000.00 a day');
    expect(screen.queryByText(/We can pay out/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Verify to raise your limit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/balances/withdraw/sepa/EUR/verification/phone'),
    );
    expect(useWithdrawDraftStore.getState().verificationGoal).toBe('verified');
    // The draft is in the tab's storage now: the provider's page is a full page load away.
    const stored = JSON.parse(sessionStorage.getItem(WITHDRAW_DRAFT_KEY) ?? '{}') as {
      state: { amount?: string; verificationGoal?: string };
    };
    expect(stored.state).toMatchObject({ amount: '1500', verificationGoal: 'verified' });
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    expect(
      screen.getByText('Your withdrawal of €1,500.00 waits and continues when you’re done.'),
    ).toBeTruthy();
  });

  it('goes from each completed step to the next the level needs, then back to the same withdrawal', async () => {
    const server = createJourneyServer();
    const { router } = await toConfirm(server, '1500');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Verify to raise your limit' }));
    await screen.findByLabelText('Phone number');

    // The phone and the declared data are done elsewhere: the journey opens the identity step.
    server.verification.state = makeVerification({
      level: 'basic',
      steps: [
        makeStep('PHONE', 'COMPLETED'),
        makeStep('DECLARED_ADDRESS', 'COMPLETED'),
        makeStep('IDENTITY'),
        makeStep('ADDRESS'),
      ],
    });
    act(() => void router.navigate('/balances/withdraw/sepa/EUR/verification/personal-data'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/balances/withdraw/sepa/EUR/verification/identity'),
    );
    expect(await screen.findByRole('button', { name: 'Verify my identity' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10');

    // The provider's GREEN arrives: back to the confirm with the amount as it was typed.
    server.verification.state = makeVerification({
      level: 'verified',
      steps: [
        makeStep('PHONE', 'COMPLETED'),
        makeStep('DECLARED_ADDRESS', 'COMPLETED'),
        makeStep('IDENTITY', 'COMPLETED'),
        makeStep('ADDRESS'),
      ],
    });
    server.verify();
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/withdraw/sepa/EUR/confirm'), {
      timeout: 8000,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/PAYOUT/tx-after-kyc'));
    expect(server.requestsTo('createWithdrawal').at(-1)?.body).toMatchObject({ amount: '1500' });
    // Sent: nothing of the draft is left in the tab.
    expect(JSON.parse(sessionStorage.getItem(WITHDRAW_DRAFT_KEY) ?? '{}').state).toEqual({});
  }, 20_000);

  it('in the mini-app asks the phone by Telegram’s shared contact; without a draft the goal is the next level', async () => {
    const server = createJourneyServer();
    server.verification.state = makeVerification({
      steps: [
        makeStep('PHONE'),
        makeStep('DECLARED_ADDRESS', 'COMPLETED'),
        makeStep('IDENTITY'),
        makeStep('ADDRESS'),
      ],
    });
    const { router } = renderApp({
      path: '/balances/withdraw/sepa/EUR/verification/personal-data',
      mode: 'messenger',
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    // The declared data is done: on to the phone, which the next level (basic) still needs.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/balances/withdraw/sepa/EUR/verification/phone-messenger'),
    );
  });

  it('sends a held profile to the hold’s explanation', async () => {
    const server = createJourneyServer();
    server.handlers.createWithdrawal = () =>
      failure(403, 'USER_BLOCKED', { reason: 'verification_hold', reason_code: 'IDENTITY_REVOKED' });
    const { router } = await toConfirm(server, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/blocked'));
  });
});
