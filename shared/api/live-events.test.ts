import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE_CODES, LIVE_PROTOCOL, type LiveServerFrame } from '../contracts/index';
import { SOCKET_RECONNECT_DELAY_MS } from '../domain/index';
import {
  connectLiveEvents,
  type LiveEventsOptions,
  type LiveEventsStatus,
  type LiveSocketLike,
  liveSocketUrl,
} from './live-events';

/** Plays the server's side of one browser WebSocket. */
class FakeSocket {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  sent: unknown[] = [];
  closedWith: number | undefined;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  accept() {
    this.onopen?.({});
  }
  push(frame: LiveServerFrame | string) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const URL_BASE = 'wss://ferry.example/api/client/v1/ws';

function setUp(overrides: Partial<LiveEventsOptions> & { storedSeq?: number } = {}) {
  const sockets: FakeSocket[] = [];
  const statuses: LiveEventsStatus[] = [];
  const events: { seq: number; topic: string }[] = [];
  let stored = overrides.storedSeq;
  let tokensIssued = 0;
  const live = connectLiveEvents({
    url: URL_BASE,
    getAccessToken: () => {
      tokensIssued += 1;
      return `token-${tokensIssued}`;
    },
    getLastSeq: () => stored,
    setLastSeq: (seq) => {
      stored = seq;
    },
    onEvent: (event) => events.push({ seq: event.seq, topic: event.topic }),
    onStatus: (status) => statuses.push(status),
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket as unknown as LiveSocketLike;
    },
    ...overrides,
  });
  return { live, sockets, statuses, events, stored: () => stored };
}

const event = (seq: number): LiveServerFrame => ({
  type: 'event',
  seq,
  topic: 'transaction.changed',
  payload: { n: seq },
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectLiveEvents', () => {
  it('offers the token beside ferry.v1, resumes after the stored seq and hands on each event once', async () => {
    const { sockets, events, stored, statuses } = setUp({ storedSeq: 7 });
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets[0] as FakeSocket;
    expect(socket.url).toBe(`${URL_BASE}?after=7`);
    expect(socket.protocols).toEqual([LIVE_PROTOCOL, 'token-1']);
    socket.accept();
    for (const seq of [6, 7, 8, 8, 9, 9, 10]) socket.push(event(seq));
    socket.push('not json');
    socket.push(JSON.stringify({ type: 'event', seq: 'eleven' }));
    expect(events.map((item) => item.seq)).toEqual([8, 9, 10]);
    expect(stored()).toBe(10);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('starts live without after when nothing is stored, and keeps the ready frame’s seq', async () => {
    const { sockets, stored } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets[0] as FakeSocket;
    expect(socket.url).toBe(URL_BASE);
    socket.accept();
    socket.push({ type: 'ready', last_seq: 41 });
    expect(stored()).toBe(41);
    socket.push(event(41));
    socket.push(event(42));
    expect(stored()).toBe(42);
  });

  it('adopts a lower seq from the server when its history restarted', async () => {
    const { sockets, events, stored } = setUp({ storedSeq: 500 });
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets[0] as FakeSocket;
    socket.accept();
    socket.push({ type: 'ready', last_seq: 3 });
    socket.push(event(4));
    expect(stored()).toBe(4);
    expect(events.map((item) => item.seq)).toEqual([4]);
  });

  it('reconnects 3 times 10 s apart with the last seq and a fresh token, then gives up', async () => {
    const { sockets, statuses } = setUp({ storedSeq: 2 });
    await vi.advanceTimersByTimeAsync(0);
    (sockets[0] as FakeSocket).accept();
    (sockets[0] as FakeSocket).push(event(3));
    (sockets[0] as FakeSocket).drop();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS - 1);
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(attempt + 1);
      const retry = sockets[attempt] as FakeSocket;
      expect(retry.url).toBe(`${URL_BASE}?after=3`);
      expect(retry.protocols).toEqual([LIVE_PROTOCOL, `token-${attempt + 1}`]);
      retry.drop();
    }
    await vi.advanceTimersByTimeAsync(10 * SOCKET_RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(4);
    expect(statuses.at(-1)).toBe('gave-up');
    expect(statuses.filter((status) => status === 'reconnecting')).toHaveLength(3);
  });

  it('counts attempts afresh after a successful reconnect', async () => {
    const { sockets, statuses } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    (sockets[0] as FakeSocket).accept();
    (sockets[0] as FakeSocket).drop();
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
    (sockets[1] as FakeSocket).drop();
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
    (sockets[2] as FakeSocket).accept();
    (sockets[2] as FakeSocket).drop();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
      (sockets.at(-1) as FakeSocket).drop();
    }
    expect(sockets).toHaveLength(6);
    expect(statuses.at(-1)).toBe('gave-up');
  });

  it('stops for good when the session ended', async () => {
    const { sockets, statuses } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    (sockets[0] as FakeSocket).accept();
    (sockets[0] as FakeSocket).drop(LIVE_CLOSE_CODES.sessionEnded);
    await vi.advanceTimersByTimeAsync(5 * SOCKET_RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('session-ended');
  });

  it('does not connect without a token', async () => {
    const { sockets, statuses } = setUp({ getAccessToken: () => null });
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
    expect(statuses).toEqual(['connecting', 'session-ended']);
  });

  it('close() ends the socket and any pending reconnect', async () => {
    const { live, sockets, statuses } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    (sockets[0] as FakeSocket).accept();
    (sockets[0] as FakeSocket).drop();
    live.close();
    await vi.advanceTimersByTimeAsync(5 * SOCKET_RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');

    const second = setUp();
    await vi.advanceTimersByTimeAsync(0);
    (second.sockets[0] as FakeSocket).accept();
    second.live.close();
    expect((second.sockets[0] as FakeSocket).closedWith).toBe(1000);
    (second.sockets[0] as FakeSocket).drop(1000);
    await vi.advanceTimersByTimeAsync(5 * SOCKET_RECONNECT_DELAY_MS);
    expect(second.sockets).toHaveLength(1);
  });

  it('pings while open and drops a socket that stays silent, then reconnects', async () => {
    const { sockets } = setUp({ pingIntervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets[0] as FakeSocket;
    socket.accept();
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.sent).toEqual([{ type: 'ping' }]);
    socket.push({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.closedWith).toBe(4000);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
  });
});

describe('liveSocketUrl', () => {
  it('turns an API origin into the socket address of a base', () => {
    expect(liveSocketUrl('https://ferry.example', 'client')).toBe('wss://ferry.example/api/client/v1/ws');
    expect(liveSocketUrl('http://localhost:3000', 'mobile')).toBe('ws://localhost:3000/api/mobile/v1/ws');
  });
});
