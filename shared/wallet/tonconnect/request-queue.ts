import type { WalletRequest } from './tonconnect-api';

/** A request the user decides on (a dApp's disconnect is accepted without asking). */
export type UserRequest = Exclude<WalletRequest, { kind: 'disconnect' }>;

/** What the dApp was told, as the screen says it afterwards. */
export type RequestOutcome = 'sent' | 'signed' | 'rejected' | 'expired';

export interface RequestQueue {
  /** Oldest first; the same array until something changes (for React's external stores). */
  list(): readonly UserRequest[];
  subscribe(listener: () => void): () => void;
  push(request: UserRequest): void;
  drop(request: { sessionId: string; id: string }): void;
  dropSession(sessionId: string): void;
  clear(): void;
  /**
   * Runs the one decision on a request: a second call while it runs, or after it answered, gets
   * the first one's outcome (a screen's effect may fire twice; two taps must not sign twice). A
   * decision that throws (the key did not open, the balance is short) can be tried again. The
   * answered request leaves the queue.
   */
  decide(request: UserRequest, run: () => Promise<RequestOutcome>): Promise<RequestOutcome>;
}

const keyOf = (request: { sessionId: string; id: string }) => `${request.sessionId}:${request.id}`;

/** Requests of connected dApps waiting for the user, one account's, held in memory for the visit. */
export function createRequestQueue(): RequestQueue {
  let queue: readonly UserRequest[] = [];
  const listeners = new Set<() => void>();
  const decisions = new Map<string, Promise<RequestOutcome>>();

  function set(next: readonly UserRequest[]): void {
    if (next.length === queue.length && next.every((request, index) => request === queue[index])) return;
    queue = next;
    for (const listener of [...listeners]) listener();
  }

  const drop = (request: { sessionId: string; id: string }) =>
    set(queue.filter((queued) => keyOf(queued) !== keyOf(request)));

  return {
    list: () => queue,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(request) {
      const key = keyOf(request);
      if (decisions.has(key) || queue.some((queued) => keyOf(queued) === key)) return;
      set([...queue, request]);
    },
    drop,
    dropSession: (sessionId) => set(queue.filter((queued) => queued.sessionId !== sessionId)),
    clear: () => set([]),
    decide(request, run) {
      const key = keyOf(request);
      const existing = decisions.get(key);
      if (existing) return existing;
      const decision = run().then(
        (outcome) => {
          drop(request);
          return outcome;
        },
        (error: unknown) => {
          decisions.delete(key);
          throw error;
        },
      );
      decisions.set(key, decision);
      return decision;
    },
  };
}
