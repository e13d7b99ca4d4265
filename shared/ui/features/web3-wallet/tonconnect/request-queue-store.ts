import { create } from 'zustand';
import type { WalletRequest } from '../../../../wallet/tonconnect/tonconnect-api';

/** A request the user answers on the request screen (disconnects are answered without asking). */
export type UserRequest = Exclude<WalletRequest, { kind: 'disconnect' }>;

interface RequestQueue {
  /** Oldest first; the head is the one on screen. Public data only (no keys). */
  queue: UserRequest[];
  /** Where the user was when the first request of a run took over the screen. */
  returnTo: string | null;
  push(request: UserRequest): void;
  /** Drops the answered request. */
  remove(sessionId: string, id: string): void;
  /** Drops every request of a session that is gone. */
  removeSession(sessionId: string): void;
  setReturnTo(path: string | null): void;
  reset(): void;
}

const sameRequest = (a: { sessionId: string; id: string }, b: { sessionId: string; id: string }) =>
  a.sessionId === b.sessionId && a.id === b.id;

/** Connected dApps' requests waiting for the user, filled by the app-wide listener. */
export const useRequestQueue = create<RequestQueue>()((set) => ({
  queue: [],
  returnTo: null,
  push: (request) =>
    set((state) =>
      state.queue.some((queued) => sameRequest(queued, request))
        ? state
        : { queue: [...state.queue, request] },
    ),
  remove: (sessionId, id) =>
    set((state) => ({ queue: state.queue.filter((queued) => !sameRequest(queued, { sessionId, id })) })),
  removeSession: (sessionId) =>
    set((state) => ({ queue: state.queue.filter((queued) => queued.sessionId !== sessionId) })),
  setReturnTo: (returnTo) => set({ returnTo }),
  reset: () => set({ queue: [], returnTo: null }),
}));
