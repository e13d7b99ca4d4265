import { Cell, toNano } from '@ton/core';
import type { KeyPair } from '@ton/crypto';
import { SessionCrypto } from '@tonconnect/protocol';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTransferLock, type TransferLock } from '../send/transfer-lock';
import { createMemoryChain, seqnoOfExternal } from './memory-chain.test-kit';
import {
  dappEvent,
  makeWallet,
  memoryStorage,
  openPosted,
  type Posted,
  sessionFor,
} from './tonconnect.test-kit';
import type { ConnectedWallet, TonConnectSession } from './tonconnect-api';
import { createTonConnectSessionStore, tonConnectSessionsKey } from './tonconnect-sessions';
import { createTonConnectWallet, type TonConnectNotice } from './tonconnect-wallet';

let keys: KeyPair;
let wallet: ConnectedWallet;
beforeAll(async () => {
  ({ keys, wallet } = await makeWallet('v5R1'));
}, 30_000);

const stops: AbortController[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop.abort();
});

const frame = (id: number, data: unknown) =>
  `event: message\r\nid: ${id}\r\ndata: ${JSON.stringify(data)}\r\n\r\n`;

/** Our bridge: `/events` streams `frames` and stays open; each POST /message (an answer) is recorded. */
function fakeBridge(frames: () => string[]) {
  const posted: Posted[] = [];
  const fake = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://bridge.test');
    if (url.pathname.endsWith('/events')) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const text of frames()) controller.enqueue(new TextEncoder().encode(text));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    posted.push({ url, body: String(init?.body ?? '') });
    return new Response('{"message":"OK","statusCode":200}', { status: 200 });
  }) as typeof fetch;
  return { fetch: fake, posted };
}

function sendTransaction(dapp: SessionCrypto, session: TonConnectSession, id: string, nanoton: bigint) {
  const params = {
    valid_until: Math.floor(Date.now() / 1000) + 300,
    network: '-239',
    from: wallet.rawAddress,
    messages: [{ address: `0:${'12'.repeat(32)}`, amount: nanoton.toString() }],
  };
  return dappEvent(dapp, session, { method: 'sendTransaction', params: [JSON.stringify(params)], id });
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

/** A connected dApp whose bridge stream carries `rpcs`, the wallet listening, on a chain at seqno 4. */
function connectedApp(
  rpcs: (dapp: SessionCrypto, session: TonConnectSession) => unknown[],
  lock: TransferLock,
) {
  const dapp = new SessionCrypto();
  const store = createTonConnectSessionStore(memoryStorage(), tonConnectSessionsKey('u1'));
  const session = sessionFor(wallet, dapp);
  store.save(session);
  const chain = createMemoryChain({ wallet: wallet.rawAddress, balance: toNano('10'), seqno: 4 });
  const bridge = fakeBridge(() => rpcs(dapp, session).map((data, index) => frame(index + 1, data)));
  const tonconnect = createTonConnectWallet({
    env: { bridgeUrl: 'https://ferry.test/bridge', fetch: bridge.fetch },
    tonapi: chain.tonapi,
    store,
    lock,
  });
  const notices: TonConnectNotice[] = [];
  const stop = new AbortController();
  stops.push(stop);
  tonconnect.listen({ signal: stop.signal, onNotice: (notice) => notices.push(notice) });
  const answers = () => bridge.posted.map((post) => openPosted(dapp, post) as Record<string, unknown>);
  return { tonconnect, chain, store, session, answers, notices };
}

/** A lock that never makes anyone wait: what a send without the wallet's transfer lock does. */
const NO_LOCK: TransferLock = {
  acquire: () => () => undefined,
  take: async () => () => undefined,
  isHeld: () => false,
};

describe('createTonConnectWallet: the request lifecycle below the screens', () => {
  it('two sendTransaction requests approved at once carry two seqnos, and both land', async () => {
    const app = connectedApp(
      (dapp, session) => [
        sendTransaction(dapp, session, '1', toNano('1')),
        sendTransaction(dapp, session, '2', toNano('2')),
      ],
      createTransferLock(),
    );
    await until(() => app.tonconnect.requests().length === 2);
    const [first, second] = app.tonconnect.requests();
    if (!first || !second) throw new Error('two requests expected');

    const outcomes = await Promise.all([
      app.tonconnect.approve(first, keys.secretKey),
      app.tonconnect.approve(second, keys.secretKey),
    ]);

    expect(outcomes).toEqual(['sent', 'sent']);
    const answers = app.answers();
    expect(answers.map((answer) => answer.id).sort()).toEqual(['1', '2']);
    const seqnos = answers.map((answer) => seqnoOfExternal(Cell.fromBase64(String(answer.result))));
    expect(seqnos.sort()).toEqual([4, 5]);
    await until(() => app.chain.landed.length === 2);
    expect(app.chain.seqno()).toBe(6);
    expect(app.tonconnect.requests()).toEqual([]);
    expect(app.store.get(app.session.sessionId)?.lastRequestId).toBe(2);
  }, 20_000);

  it('the chain above catches the race: without the lock both sign seqno 4 and one never lands', async () => {
    const app = connectedApp(
      (dapp, session) => [
        sendTransaction(dapp, session, '1', toNano('1')),
        sendTransaction(dapp, session, '2', toNano('2')),
      ],
      NO_LOCK,
    );
    await until(() => app.tonconnect.requests().length === 2);
    const [first, second] = app.tonconnect.requests();
    if (!first || !second) throw new Error('two requests expected');
    await Promise.all([
      app.tonconnect.approve(first, keys.secretKey),
      app.tonconnect.approve(second, keys.secretKey),
    ]);
    expect(app.chain.published).toEqual([4, 4]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.chain.landed).toHaveLength(1);
  }, 20_000);

  it('one request approved twice at once (two taps) is signed, published and answered once', async () => {
    const app = connectedApp(
      (dapp, session) => [sendTransaction(dapp, session, '1', toNano('1'))],
      createTransferLock(),
    );
    await until(() => app.tonconnect.requests().length === 1);
    const [request] = app.tonconnect.requests();
    if (!request) throw new Error('one request expected');
    const outcomes = await Promise.all([
      app.tonconnect.approve(request, keys.secretKey),
      app.tonconnect.approve(request, keys.secretKey),
    ]);
    expect(outcomes).toEqual(['sent', 'sent']);
    expect(app.chain.published).toEqual([4]);
    expect(app.answers()).toHaveLength(1);
  });

  it('the core picks the codes: reject answers 300, an expired request 1, a refused one at once with its own', async () => {
    const app = connectedApp(
      (dapp, session) => [
        sendTransaction(dapp, session, '1', toNano('1')),
        sendTransaction(dapp, session, '2', toNano('1')),
        dappEvent(dapp, session, { method: 'sendGift', params: ['{}'], id: '3' }),
      ],
      createTransferLock(),
    );
    await until(() => app.tonconnect.requests().length === 2 && app.answers().length === 1);
    expect(app.answers()[0]).toMatchObject({ id: '3', error: { code: 400 } });
    expect(app.notices).toEqual([{ kind: 'refused', appName: 'Example', reason: 'methodNotSupported' }]);

    const [first, second] = app.tonconnect.requests();
    if (!first || !second) throw new Error('two requests expected');
    expect(await app.tonconnect.reject(first)).toBe('rejected');
    expect(await app.tonconnect.expire(second)).toBe('expired');
    expect(app.answers().slice(1)).toMatchObject([
      { id: '1', error: { code: 300 } },
      { id: '2', error: { code: 1 } },
    ]);
    // Answered once, whoever asks again (a screen's effect may run twice).
    expect(await app.tonconnect.reject(first)).toBe('rejected');
    expect(app.answers()).toHaveLength(3);
    expect(app.tonconnect.requests()).toEqual([]);
    expect(app.chain.published).toEqual([]);
  });

  it('a dApp that disconnects is answered, its session and waiting requests go, and the screen hears of it', async () => {
    const app = connectedApp(
      (dapp, session) => [
        sendTransaction(dapp, session, '1', toNano('1')),
        dappEvent(dapp, session, { method: 'disconnect', params: [], id: '2' }),
      ],
      createTransferLock(),
    );
    await until(() => app.notices.length === 1);
    expect(app.notices).toEqual([{ kind: 'disconnected', appName: 'Example' }]);
    expect(app.answers()).toMatchObject([{ id: '2', result: {} }]);
    expect(app.store.list()).toEqual([]);
    expect(app.tonconnect.requests()).toEqual([]);
  });
});
