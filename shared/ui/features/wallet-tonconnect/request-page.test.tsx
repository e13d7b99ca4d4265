import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TransactionReview } from '../../../wallet/tonconnect/tonconnect-api';
import { USER_ID } from '../../test/account.test-kit';
import { createMemoryStorage, pressMainButton } from '../../test/fake-platform';
import { TEST_WALLET } from '../../test/wallet-money-kit';
import { vaultFor } from '../../wallet-ui/vault/use-wallet-vault';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { TonConnectRequestPage } from './request-page';
import { requestQueueFor, type UserRequest, useRequestReturn } from './request-queue-store';
import {
  createFakeTonConnect,
  renderTonConnectScreen,
  SAFE_REVIEW,
  sessionOf,
  setUpTonConnectTests,
  WALLET_RAW,
} from './tonconnect.test-kit';
import { sessionStoreFor } from './use-tonconnect-sessions';

setUpTonConnectTests(() => useRequestReturn.getState().reset());

const SESSION = sessionOf();
let nextId = 100;

function sendRequest(validUntil: number | null = Math.floor(Date.now() / 1000) + 300): UserRequest {
  nextId += 1;
  return {
    kind: 'sendTransaction',
    id: String(nextId),
    sessionId: SESSION.sessionId,
    validUntil,
    origin: null,
    messages: [
      {
        address: 'EQ…',
        to: WALLET_RAW,
        bounce: true,
        amount: 100_000_000n,
        payload: null,
        stateInit: null,
        comment: null,
      },
    ],
  };
}

/** The request screen with `request` at the head of the queue and the session saved. */
function open(request: UserRequest, review: TransactionReview = SAFE_REVIEW) {
  const storage = createMemoryStorage();
  const vault = vaultFor(storage, USER_ID);
  const wallet = vault.addReadOnlyWallet({ address: TEST_WALLET.address, version: 'v5R1', name: 'Main' });
  vault.setActive(wallet.id);
  const store = sessionStoreFor(storage, USER_ID);
  store.save(SESSION);
  const services = createFakeTonConnect({ reviewTransaction: vi.fn(async () => review) });
  requestQueueFor(store).push(request);
  useRequestReturn.getState().setReturnTo('/exchange');
  const view = renderTonConnectScreen({
    path: WALLET_PATHS.tonConnectRequest,
    element: <TonConnectRequestPage />,
    services,
    storage,
  });
  return view;
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

describe('TON Connect: a dApp request', () => {
  it('says what leaves and the fee, then unlocks, signs, sends and answers with the BoC', async () => {
    const key = new Uint8Array(64).fill(3);
    const request = sendRequest();
    const { services, platform, money, router, store } = open(request);
    money.unlock = vi.fn(async () => ({ secretKey: key }));
    expect(await screen.findByText('Demo dApp asks you to send a transaction')).toBeTruthy();
    expect(screen.getByText('dapp.example')).toBeTruthy();
    const summary = await screen.findByLabelText('What this transaction does');
    expect(summary.textContent).toContain('You send0.10\u00a0TON');
    expect(summary.textContent).toContain('Network fee0.003\u00a0TON');
    expect(summary.textContent).toContain('You receiveNothing');
    expect(screen.queryByText('Be careful')).toBeNull();

    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    pressMainButton(platform);
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your wallet password to sign');
    fireEvent.change(screen.getByLabelText('Wallet password'), { target: { value: 'Correct-horse-9!' } });
    pressMainButton(platform);
    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(services.signAndSendTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ request, secretKey: key }),
    );
    expect(services.answerResult).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: SESSION.sessionId, id: request.id, result: 'te6signed' }),
    );
    expect(key.every((byte) => byte === 0)).toBe(true);
    expect(requestQueueFor(store).list()).toEqual([]);
    // The outcome gives the main button its Done action in an effect after it shows: wait for it.
    await screen.findByRole('button', { name: 'Done' });
    pressMainButton(platform);
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange'));
  });

  it('a risky request shows the guard and stays disabled until the typed word', async () => {
    const review: TransactionReview = {
      ...SAFE_REVIEW,
      flags: ['sweep-to-new-address'],
      requiresTypedConfirmation: true,
    };
    const { platform, services } = open(sendRequest(), review);
    expect(await screen.findByText('Be careful')).toBeTruthy();
    expect(
      screen.getByText('It sends most of your balance to an address you have never sent to.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Wallet password'), { target: { value: 'Correct-horse-9!' } });
    const typed = screen.getByLabelText('Type CONFIRM to confirm');
    fireEvent.change(typed, { target: { value: 'CONFIR' } });
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    pressMainButton(platform);
    expect(services.signAndSendTransaction).not.toHaveBeenCalled();
    fireEvent.change(typed, { target: { value: '  confirm ' } });
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    pressMainButton(platform);
    expect(await screen.findByText('Sent')).toBeTruthy();
  });

  it('a failed emulation says nothing is known about the request', async () => {
    const review: TransactionReview = {
      ...SAFE_REVIEW,
      fee: 0n,
      flags: ['emulation-failed'],
      requiresTypedConfirmation: true,
    };
    open(sendRequest(), review);
    expect(await screen.findByText('Nothing is known about what this request does.')).toBeTruthy();
    expect(screen.getByText(/Ferry couldn’t simulate this request/)).toBeTruthy();
    expect(screen.queryByText('Network fee')).toBeNull();
  });

  it('Reject answers 300', async () => {
    const request = sendRequest();
    const { services } = open(request);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected')).toBeTruthy();
    expect(services.answerError).toHaveBeenCalledWith(expect.objectContaining({ id: request.id, code: 300 }));
    expect(services.signAndSendTransaction).not.toHaveBeenCalled();
  });

  it('an expired request says so and answers code 1', async () => {
    const request = sendRequest(Math.floor(Date.now() / 1000) - 5);
    const { services } = open(request);
    expect(await screen.findByText('This request has expired')).toBeTruthy();
    expect(services.answerError).toHaveBeenCalledWith(expect.objectContaining({ id: request.id, code: 1 }));
  });

  it('signData shows the text verbatim and answers the signature', async () => {
    nextId += 1;
    const request: UserRequest = {
      kind: 'signData',
      id: String(nextId),
      sessionId: SESSION.sessionId,
      origin: null,
      payload: { type: 'text', text: 'I agree\n  to <b>terms</b>' },
    };
    const { services, platform } = open(request);
    expect(await screen.findByText('Demo dApp asks you to sign a message')).toBeTruthy();
    const pre = document.querySelector('.ferry-tonconnect-verbatim');
    expect(pre?.textContent).toBe('I agree\n  to <b>terms</b>');
    fireEvent.change(screen.getByLabelText('Wallet password'), { target: { value: 'Correct-horse-9!' } });
    await act(async () => pressMainButton(platform));
    expect(await screen.findByText('Signed')).toBeTruthy();
    expect(services.signDataRequest).toHaveBeenCalledWith(expect.objectContaining({ request }));
    expect(services.answerResult).toHaveBeenCalledWith(
      expect.objectContaining({ id: request.id, result: expect.objectContaining({ signature: 'c2ln' }) }),
    );
  });
});
