import type { Endpoint } from '@ferry/shared/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';
import { ApiProvider } from '../../../queries/api-context';
import { RECIPIENT, WALLET_ADDRESS } from '../../../test/wallet-money-kit';
import { SEND_ENTER_AMOUNT_PATH } from '../../../wallet-ui/chain/wallet-money-paths';
import { useSendDraftStore } from '../../../wallet-ui/send-draft-store';
import { useMoveBetween } from './use-move-between';

afterEach(() => {
  cleanup();
  useSendDraftStore.getState().reset();
});

function Moves() {
  const move = useMoveBetween({ walletAddress: WALLET_ADDRESS, tonSlug: 'ton' });
  return (
    <>
      <button type="button" onClick={() => void move.depositToFerry()}>
        deposit
      </button>
      <button type="button" onClick={move.withdrawToWallet}>
        withdraw
      </button>
    </>
  );
}

function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landing" data-state={JSON.stringify(location.state)}>
      {location.pathname}
    </p>
  );
}

function open() {
  const call = vi.fn(async (endpoint: Endpoint, _options?: unknown) => {
    if (endpoint.id !== 'getDepositAddress') throw new Error(`unexpected ${endpoint.id}`);
    return {
      currency: 'TON',
      network: 'TON',
      address: RECIPIENT,
      memo: '48213907',
      confirmations: 1,
      min_amount: null,
    };
  });
  const router = createMemoryRouter(
    [
      { path: '/balances/web3-wallet', element: <Moves /> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: ['/balances/web3-wallet'] },
  );
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <ApiProvider client={{ call } as never}>
        <RouterProvider router={router} />
      </ApiProvider>
    </I18nextProvider>,
  );
  return { call };
}

describe('one-tap moves between Ferry and the wallet', () => {
  it('deposit to Ferry: the TON deposit address and memo from the deposit API fill the send flow, memo locked', async () => {
    const { call } = open();
    fireEvent.click(screen.getByRole('button', { name: 'deposit' }));
    expect((await screen.findByTestId('landing')).textContent).toBe(SEND_ENTER_AMOUNT_PATH);
    expect(call.mock.calls[0]?.[1]).toMatchObject({ query: { currency: 'TON', network: 'TON' } });
    expect(useSendDraftStore.getState()).toMatchObject({
      to: RECIPIENT,
      comment: '48213907',
      isCommentLocked: true,
      tokenSlug: 'ton',
    });
    // A locked memo cannot be edited away.
    useSendDraftStore.getState().setComment('something else');
    expect(useSendDraftStore.getState().comment).toBe('48213907');
  });

  it('withdraw to the wallet: the crypto TON withdrawal with the wallet address as the requisite', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'withdraw' }));
    const landing = await screen.findByTestId('landing');
    await waitFor(() => expect(landing.textContent).toBe('/balances/withdraw/crypto/TON/form'));
    expect(JSON.parse(landing.dataset.state ?? 'null')).toEqual({ requisitePrefill: WALLET_ADDRESS });
  });
});
