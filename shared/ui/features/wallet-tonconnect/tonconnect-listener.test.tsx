import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IncomingRequest } from '../../../wallet/tonconnect/tonconnect-api';
import { USER_ID } from '../../test/account.test-kit';
import { createMemoryStorage } from '../../test/fake-platform';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { requestQueueFor, useRequestReturn } from './request-queue-store';
import {
  createFakeTonConnect,
  renderTonConnectScreen,
  sessionOf,
  setUpTonConnectTests,
  WALLET_RAW,
} from './tonconnect.test-kit';
import { TonConnectHost } from './tonconnect-host';
import { sessionStoreFor } from './use-tonconnect-sessions';

setUpTonConnectTests(() => useRequestReturn.getState().reset());

const SESSION = sessionOf();

/** The host on the exchange with one connected app; returns what the bridge hands the listener. */
async function listen() {
  const storage = createMemoryStorage();
  sessionStoreFor(storage, USER_ID).save(SESSION);
  let deliver: ((incoming: IncomingRequest) => void) | null = null;
  const services = createFakeTonConnect({
    listenToApps: vi.fn(({ onIncoming }) => {
      deliver = onIncoming;
    }),
  });
  const view = renderTonConnectScreen({ path: '/exchange', element: <TonConnectHost />, services, storage });
  await waitFor(() => expect(services.listenToApps).toHaveBeenCalled());
  return { ...view, deliver: (incoming: IncomingRequest) => deliver?.(incoming) };
}

describe('TON Connect: the app-wide listener', () => {
  it('answers a refused request at once with its code', async () => {
    const { deliver, services, store } = await listen();
    deliver({ status: 'refused', sessionId: SESSION.sessionId, id: '4', code: 1, message: 'wrong network' });
    await waitFor(() =>
      expect(services.answerError).toHaveBeenCalledWith(
        expect.objectContaining({ sessionId: SESSION.sessionId, id: '4', code: 1, message: 'wrong network' }),
      ),
    );
    expect(requestQueueFor(store).list()).toEqual([]);
  });

  it('accepts a disconnect and queues a transaction, which takes the screen', async () => {
    const { deliver, services, router, store } = await listen();
    const request = {
      kind: 'sendTransaction' as const,
      id: '7',
      sessionId: SESSION.sessionId,
      validUntil: null,
      origin: null,
      messages: [
        {
          address: WALLET_RAW,
          to: WALLET_RAW,
          bounce: true,
          amount: 1n,
          payload: null,
          stateInit: null,
          comment: null,
        },
      ],
    };
    deliver({ status: 'request', request });
    await waitFor(() => expect(router.state.location.pathname).toBe(WALLET_PATHS.tonConnectRequest));
    expect(requestQueueFor(store).list()).toEqual([request]);
    expect(useRequestReturn.getState().returnTo).toBe('/exchange');

    deliver({ status: 'request', request: { kind: 'disconnect', id: '8', sessionId: SESSION.sessionId } });
    await waitFor(() => expect(services.acceptDisconnect).toHaveBeenCalled());
    expect(requestQueueFor(store).list()).toEqual([]);
  });
});
