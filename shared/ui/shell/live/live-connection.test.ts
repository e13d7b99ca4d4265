import type { LiveEventsStatus } from '@ferry/shared/api';
import type { LiveServerFrame } from '@ferry/shared/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createMemoryStorage } from '../../test/fake-platform';
import type { SessionState, SessionStore } from '../session/session-store';
import { startLiveConnection, tokenExpiresAt } from './live-connection';
import { createLiveEventBus } from './live-event-bus';

class FakeSocket {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closedWith: number | undefined;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send() {}
  close(code = 1000) {
    this.closedWith = code;
  }
  accept() {
    this.onopen?.({});
  }
  push(frame: LiveServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const USER = { uuid: 'user-1' } as SessionState['user'];

function jwt(expSeconds: number): string {
  return `h.${btoa(JSON.stringify({ exp: expSeconds }))}.s`;
}

function setUp(
  options: {
    token?: string;
    status?: SessionState['status'];
    storage?: ReturnType<typeof createMemoryStorage>;
  } = {},
) {
  const session = createStore(() => ({
    status: options.status ?? 'signed-in',
    user: USER,
  })) as unknown as SessionStore;
  const sockets: FakeSocket[] = [];
  const statuses: (LiveEventsStatus | 'idle')[] = [];
  const storage = options.storage ?? createMemoryStorage();
  const queryClient = new QueryClient();
  const bus = createLiveEventBus();
  let token: string | null = options.token ?? 'token-1';
  const touchSession = vi.fn(async () => {
    token = 'token-refreshed';
  });
  let onlineListener: (() => void) | undefined;
  const stop = startLiveConnection({
    session,
    queryClient,
    bus,
    storage,
    lastEventKey: 'ferry.last-event-id',
    url: 'ws://ferry.test/api/client/v1/ws',
    readAccessToken: () => token,
    touchSession,
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
    reconnectDelayMs: 1,
    setStatus: (status) => statuses.push(status),
    online: {
      onOnline(listener) {
        onlineListener = listener;
        return () => {
          onlineListener = undefined;
        };
      },
    },
    now: () => 1_000_000_000,
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 5));
  return {
    session,
    sockets,
    statuses,
    storage,
    queryClient,
    bus,
    stop,
    flush,
    touchSession,
    goOnline: () => onlineListener?.(),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('live connection', () => {
  it('opens for a signed-in session with the access token and reports open', async () => {
    const { sockets, statuses, flush, stop } = setUp();
    await flush();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('ws://ferry.test/api/client/v1/ws');
    expect(sockets[0]?.protocols).toEqual(['ferry.v1', 'token-1']);
    sockets[0]?.accept();
    expect(statuses.at(-1)).toBe('open');
    stop();
  });

  it('stays closed while signed out and opens at sign-in, closes at sign-out', async () => {
    const { sockets, statuses, flush, session, stop } = setUp({ status: 'signed-out' });
    await flush();
    expect(sockets).toHaveLength(0);
    session.setState({ status: 'signed-in', user: USER });
    await flush();
    expect(sockets).toHaveLength(1);
    session.setState({ status: 'signed-out', user: null });
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(statuses.at(-1)).toBe('idle');
    stop();
  });

  it('refreshes every money query on a money event and hands the event to listeners', async () => {
    const { sockets, flush, queryClient, bus, stop } = setUp();
    await flush();
    queryClient.setQueryData(['balances', 'p1'], { balances: [] });
    queryClient.setQueryData(['transaction', 'p1', 'tx'], {});
    queryClient.setQueryData(['currencies'], []);
    const heard = vi.fn();
    bus.on('transaction.changed', heard);
    sockets[0]?.accept();
    sockets[0]?.push({ type: 'event', seq: 3, topic: 'transaction.changed', payload: { external_id: 'tx' } });
    expect(queryClient.getQueryState(['balances', 'p1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['transaction', 'p1', 'tx'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['currencies'])?.isInvalidated).toBe(false);
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ seq: 3, payload: { external_id: 'tx' } }));
    stop();
  });

  it('keeps the last event id per user and resumes after it', async () => {
    const { sockets, flush, storage, stop } = setUp();
    await flush();
    sockets[0]?.accept();
    sockets[0]?.push({ type: 'event', seq: 7, topic: 'balance.changed', payload: {} });
    expect(storage.getItem('ferry.last-event-id')).toBe('user-1:7');
    sockets[0]?.drop();
    await flush();
    expect(sockets[1]?.url).toBe('ws://ferry.test/api/client/v1/ws?after=7');
    stop();
  });

  it('ignores a last event id kept for another user', async () => {
    const storage = createMemoryStorage();
    storage.setItem('ferry.last-event-id', 'user-2:40');
    const { sockets, flush, stop } = setUp({ storage });
    await flush();
    expect(sockets[0]?.url).not.toContain('after=');
    stop();
  });

  it('refreshes an expired token before offering it', async () => {
    const { sockets, flush, touchSession, stop } = setUp({ token: jwt(1_000_000 - 60) });
    await flush();
    expect(touchSession).toHaveBeenCalledOnce();
    expect(sockets[0]?.protocols).toEqual(['ferry.v1', 'token-refreshed']);
    stop();
  });

  it('reports gave-up after the retries and tries again once the browser is back online', async () => {
    const { sockets, statuses, flush, goOnline, stop } = setUp();
    await flush();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      sockets.at(-1)?.drop();
      await flush();
    }
    expect(statuses.at(-1)).toBe('gave-up');
    const count = sockets.length;
    goOnline();
    await flush();
    expect(sockets.length).toBe(count + 1);
    sockets.at(-1)?.accept();
    expect(statuses.at(-1)).toBe('open');
    stop();
  });

  it('asks the server about the session when the socket says it ended', async () => {
    const { sockets, statuses, flush, touchSession, stop } = setUp();
    await flush();
    sockets[0]?.accept();
    sockets[0]?.drop(4401);
    expect(statuses.at(-1)).toBe('session-ended');
    expect(touchSession).toHaveBeenCalledOnce();
    stop();
  });
});

describe('tokenExpiresAt', () => {
  it('reads a JWT exp in ms and nothing from anything else', () => {
    expect(tokenExpiresAt(jwt(10))).toBe(10_000);
    expect(tokenExpiresAt('opaque')).toBeUndefined();
    expect(tokenExpiresAt('a.%%%.b')).toBeUndefined();
  });
});
