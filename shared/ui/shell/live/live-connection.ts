import {
  type CreateLiveSocket,
  connectLiveEvents,
  type LiveEvents,
  type LiveEventsStatus,
} from '@ferry/shared/api';
import type { LiveEventFrame } from '@ferry/shared/contracts';
import type { SyncStorage } from '@ferry/shared/platform';
import type { QueryClient } from '@tanstack/react-query';
import { MONEY_QUERY_ROOTS } from '../../queries/money-query-keys';
import type { SessionState, SessionStore } from '../session/session-store';
import type { LiveEventBus } from './live-event-bus';
import { useLiveStatus } from './live-status';

/** Browser-side "online" news; a test passes its own. */
export interface OnlineSignal {
  onOnline(listener: () => void): () => void;
}

export interface LiveConnectionDeps {
  session: SessionStore;
  queryClient: QueryClient;
  bus: LiveEventBus;
  storage: SyncStorage;
  /** The storage key of the last event id (`sessionStorageKey(mode, 'last-event-id')`). */
  lastEventKey: string;
  /** The socket address, `liveSocketUrl(origin, apiBaseFor(mode))`. */
  url: string;
  readAccessToken(): string | null | undefined;
  /**
   * Any light authenticated call: the API client refreshes an expired token on the way, or
   * learns that the session is over and ends it.
   */
  touchSession(): Promise<unknown>;
  createSocket?: CreateLiveSocket;
  reconnectDelayMs?: number;
  online?: OnlineSignal;
  setStatus?(status: LiveEventsStatus | 'idle'): void;
  now?(): number;
}

/** A token this close to its end is refreshed before the socket offers it. */
const EXPIRY_MARGIN_MS = 15_000;
const MONEY_TOPICS = new Set(['transaction.changed', 'balance.changed']);
const MONEY_ROOTS: ReadonlySet<unknown> = new Set(MONEY_QUERY_ROOTS);

/** The `exp` of a JWT access token in ms, or undefined when the token says nothing readable. */
export function tokenExpiresAt(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function isSignedIn(
  state: SessionState,
): state is SessionState & { user: NonNullable<SessionState['user']> } {
  return state.status === 'signed-in' && state.user !== null;
}

/**
 * Keeps the live socket open for as long as a full session exists (spec 000 §9, 001 §9): opens it
 * at sign-in, closes it at sign-out, resumes after the stored last event id, refreshes every money
 * query when a transaction or a balance changes, and hands each event to `useLiveEvent`
 * listeners. After the client gave up, the socket is tried again when the browser is back online.
 * Returns the function that stops it all.
 */
export function startLiveConnection(deps: LiveConnectionDeps): () => void {
  const setStatus = deps.setStatus ?? ((status) => useLiveStatus.getState().setStatus(status));
  const now = deps.now ?? (() => Date.now());
  let live: LiveEvents | null = null;
  let userId: string | null = null;
  let lastStatus: LiveEventsStatus | 'idle' = 'idle';

  const readLastSeq = (owner: string): number | undefined => {
    const stored = deps.storage.getItem(deps.lastEventKey);
    if (!stored) return undefined;
    const [storedUser, seq] = stored.split(':');
    const value = Number(seq);
    return storedUser === owner && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  };

  const getAccessToken = async (): Promise<string | null | undefined> => {
    const token = deps.readAccessToken();
    const expiresAt = token ? tokenExpiresAt(token) : undefined;
    if (!token || expiresAt === undefined || expiresAt - now() > EXPIRY_MARGIN_MS) return token;
    await deps.touchSession().catch(() => undefined);
    return deps.readAccessToken();
  };

  const handleEvent = (event: LiveEventFrame) => {
    if (MONEY_TOPICS.has(event.topic)) {
      void deps.queryClient.invalidateQueries({ predicate: (query) => MONEY_ROOTS.has(query.queryKey[0]) });
    }
    deps.bus.emit(event);
  };

  const report = (status: LiveEventsStatus | 'idle') => {
    lastStatus = status;
    setStatus(status);
  };

  let generation = 0;
  const open = (owner: string) => {
    generation += 1;
    const mine = generation;
    live = connectLiveEvents({
      url: deps.url,
      getAccessToken,
      getLastSeq: () => readLastSeq(owner),
      setLastSeq: (seq) => deps.storage.setItem(deps.lastEventKey, `${owner}:${seq}`),
      onEvent: handleEvent,
      onStatus(status) {
        // A connection the app has replaced or closed speaks no more.
        if (mine !== generation) return;
        report(status);
        // The server closed the session: the next call ends it here too (the session expires).
        if (status === 'session-ended' && isSignedIn(deps.session.getState())) {
          void deps.touchSession().catch(() => undefined);
        }
      },
      createSocket: deps.createSocket,
      reconnectDelayMs: deps.reconnectDelayMs,
    });
  };

  const stop = () => {
    const current = live;
    live = null;
    generation += 1;
    current?.close();
  };

  const sync = (state: SessionState) => {
    if (isSignedIn(state)) {
      if (live && userId === state.user.uuid) return;
      stop();
      userId = state.user.uuid;
      open(state.user.uuid);
      return;
    }
    if (!live && userId === null) return;
    stop();
    userId = null;
    report('idle');
  };

  const stopListening = deps.session.subscribe(sync);
  const stopOnline = deps.online?.onOnline(() => {
    const state = deps.session.getState();
    if (lastStatus !== 'gave-up' || !isSignedIn(state)) return;
    stop();
    open(state.user.uuid);
  });
  sync(deps.session.getState());

  return () => {
    stopListening();
    stopOnline?.();
    stop();
    userId = null;
    report('idle');
  };
}
