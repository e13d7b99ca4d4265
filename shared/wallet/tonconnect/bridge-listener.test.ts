import { SessionCrypto } from '@tonconnect/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { listenToApps } from './bridge-listener';
import { dappEvent, makeWallet, memoryStorage, sessionFor } from './tonconnect.test-kit';
import type { ConnectedWallet, IncomingRequest, TonConnectSession } from './tonconnect-api';
import { createTonConnectSessionStore, tonConnectSessionsKey } from './tonconnect-sessions';

const NOW_MS = 1_700_000_000_000;

let wallet: ConnectedWallet;
beforeAll(async () => {
  ({ wallet } = await makeWallet('v5R1'));
}, 30_000);

/** A bridge whose event stream sends `frames` and then stays open; records each stream's URL. */
function streamingBridge(frames: string[]) {
  const opened: URL[] = [];
  const fake = (async (input: string | URL | Request) => {
    opened.push(new URL(String(input), 'http://bridge.test'));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const frame of frames) controller.enqueue(new TextEncoder().encode(frame));
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }) as typeof fetch;
  return { fetch: fake, opened };
}

const frame = (id: number, data: unknown) =>
  `event: message\r\nid: ${id}\r\ndata: ${JSON.stringify(data)}\r\n\r\n`;

function sendTransaction(dapp: SessionCrypto, session: TonConnectSession, id: string) {
  const params = {
    valid_until: NOW_MS / 1000 + 300,
    network: '-239',
    from: wallet.rawAddress,
    messages: [{ address: `0:${'12'.repeat(32)}`, amount: '1000' }],
  };
  return dappEvent(dapp, session, { method: 'sendTransaction', params: [JSON.stringify(params)], id });
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

describe('listenToApps: where a re-opened stream resumes', () => {
  it('keeps the saved position below a request the user has not answered, and moves on once answered', async () => {
    const dapp = new SessionCrypto();
    const storage = memoryStorage();
    const store = createTonConnectSessionStore(storage, tonConnectSessionsKey('u1'));
    const session = sessionFor(wallet, dapp);
    store.save(session);
    const other = new SessionCrypto();
    const bridge = streamingBridge([
      // Not for any session of ours: read and passed.
      frame(5, { from: other.sessionId, message: 'AAAA' }),
      frame(6, sendTransaction(dapp, session, '0')),
      frame(7, { from: other.sessionId, message: 'AAAA' }),
    ]);
    const incoming: IncomingRequest[] = [];
    const controller = new AbortController();
    listenToApps({
      store,
      env: { bridgeUrl: 'https://ferry.test/bridge', fetch: bridge.fetch, now: () => NOW_MS },
      onIncoming: (item) => incoming.push(item),
      signal: controller.signal,
    });
    await until(() => incoming.length === 3);
    expect(incoming.map((item) => item.status)).toEqual(['ignored', 'request', 'ignored']);
    // Event 7 was read, but the request of event 6 waits: a reload must get it again.
    expect(store.get(session.sessionId)?.lastBridgeEventId).toBe('5');

    // Answering raises lastRequestId (answerResult does it); the position moves to the newest.
    store.save({ ...(store.get(session.sessionId) as TonConnectSession), lastRequestId: 0 });
    expect(store.get(session.sessionId)?.lastBridgeEventId).toBe('7');
    controller.abort();
  });

  it('a reload resumes from the saved position, so the unanswered request comes again', async () => {
    const dapp = new SessionCrypto();
    const store = createTonConnectSessionStore(memoryStorage(), tonConnectSessionsKey('u1'));
    const session = { ...sessionFor(wallet, dapp), lastBridgeEventId: '5' };
    store.save(session);
    const bridge = streamingBridge([frame(6, sendTransaction(dapp, session, '0'))]);
    const incoming: IncomingRequest[] = [];
    const controller = new AbortController();
    listenToApps({
      store,
      env: { bridgeUrl: 'https://ferry.test/bridge', fetch: bridge.fetch, now: () => NOW_MS },
      onIncoming: (item) => incoming.push(item),
      signal: controller.signal,
    });
    await until(() => incoming.length === 1);
    expect(bridge.opened[0]?.searchParams.get('last_event_id')).toBe('5');
    expect(bridge.opened[0]?.searchParams.get('client_id')).toBe(session.sessionId);
    expect(incoming[0]?.status).toBe('request');
    expect(store.get(session.sessionId)?.lastBridgeEventId).toBe('5');
    controller.abort();
  });
});
