import { useCallback, useSyncExternalStore } from 'react';
import { create } from 'zustand';
// The queue's own file, not the wallet's index: the app-wide host reads it, and the TON code
// (signing, the chain client) stays out of the first download.
import {
  createRequestQueue,
  type RequestQueue,
  type UserRequest,
} from '../../../wallet/tonconnect/request-queue';
import type { TonConnectSessionStore } from '../../../wallet/tonconnect/tonconnect-api';

export type { UserRequest };

// One queue per account's session store for the visit: the host, the request screen and the
// account's TON Connect wallet (which fills and empties it) all see the same one.
const queues = new WeakMap<TonConnectSessionStore, RequestQueue>();

export function requestQueueFor(store: TonConnectSessionStore): RequestQueue {
  let queue = queues.get(store);
  if (!queue) {
    queue = createRequestQueue();
    queues.set(store, queue);
  }
  return queue;
}

const NO_REQUESTS: readonly UserRequest[] = [];

/** The requests of the account's connected dApps waiting for the user, oldest first. */
export function useWaitingRequests(store: TonConnectSessionStore | null): readonly UserRequest[] {
  const queue = store ? requestQueueFor(store) : null;
  const subscribe = useCallback(
    (listener: () => void) => (queue ? queue.subscribe(listener) : () => undefined),
    [queue],
  );
  const read = useCallback(() => (queue ? queue.list() : NO_REQUESTS), [queue]);
  return useSyncExternalStore(subscribe, read);
}

interface RequestReturn {
  /** Where the user was when the first request of a run took over the screen. */
  returnTo: string | null;
  setReturnTo(path: string | null): void;
  reset(): void;
}

/** Where the request screen goes back to once the queue is empty. */
export const useRequestReturn = create<RequestReturn>()((set) => ({
  returnTo: null,
  setReturnTo: (returnTo) => set({ returnTo }),
  reset: () => set({ returnTo: null }),
}));
