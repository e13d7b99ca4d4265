import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createTestDatabaseUrl,
  loadConfig,
  type RunningServer,
  startServer,
  type TestDatabaseUrl,
} from '@ferry/server';
import { Base64, hexToByteArray, SessionCrypto } from '@tonconnect/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Our TON Connect bridge end to end, the way a dApp and a wallet use it: each side a
 * @tonconnect/protocol SessionCrypto, messages encrypted to the other's session key, posted to
 * the real server and read back from its event stream — also after the server restarts.
 */
let dataDir: string;
let database: TestDatabaseUrl | undefined;
let server: RunningServer;

function serverConfig() {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    MINIAPP_DIST_DIR: '/nonexistent',
    DATABASE_URL: database?.url,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-bridge-'));
  database = await createTestDatabaseUrl();
  server = await startServer(serverConfig());
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await database?.dispose();
});

interface Received {
  id: string;
  from: string;
  message: string;
}

/** Reads `message` events off `GET /bridge/events` until closed. */
async function listen(baseUrl: string, clientId: string, lastEventId?: string) {
  const controller = new AbortController();
  const query = `client_id=${clientId}${lastEventId ? `&last_event_id=${lastEventId}` : ''}`;
  const response = await fetch(`${baseUrl}/bridge/events?${query}`, { signal: controller.signal });
  expect(response.status).toBe(200);
  const received: Received[] = [];
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  const reader = (response.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        const blocks = buffer.split('\r\n\r\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (\{.*\})$/m.exec(block)?.[1];
          if (id && data) received.push({ id, ...(JSON.parse(data) as { from: string; message: string }) });
        }
      }
    } catch {
      // Closed by us.
    }
    markEnded();
  })();
  return { received, ended, close: () => controller.abort() };
}

async function send(baseUrl: string, sender: SessionCrypto, receiverId: string, payload: unknown) {
  const encrypted = sender.encrypt(JSON.stringify(payload), hexToByteArray(receiverId));
  const query = new URLSearchParams({ client_id: sender.sessionId, to: receiverId, ttl: '300' });
  const response = await fetch(`${baseUrl}/bridge/message?${query}`, {
    method: 'POST',
    body: Base64.encode(encrypted),
  });
  expect(await response.json()).toEqual({ message: 'OK', statusCode: 200 });
}

const open = (receiver: SessionCrypto, event: Received) =>
  JSON.parse(receiver.decrypt(Base64.decode(event.message).toUint8Array(), hexToByteArray(event.from)));

describe('TON Connect over our bridge', () => {
  it('carries encrypted messages both ways, stores them for an absent wallet, and resumes after a restart', async () => {
    const dapp = new SessionCrypto();
    const wallet = new SessionCrypto();

    // The dApp sends its request before the wallet listens: the bridge keeps it.
    const request = { method: 'sendTransaction', params: ['{}'], id: '1' };
    await send(server.url, dapp, wallet.sessionId, request);
    const dappStream = await listen(server.url, dapp.sessionId);
    const walletStream = await listen(server.url, wallet.sessionId);
    await expect.poll(() => walletStream.received.length).toBe(1);
    const [delivered] = walletStream.received;
    expect(delivered?.from).toBe(dapp.sessionId);
    expect(open(wallet, delivered as Received)).toEqual(request);

    const reply = { id: '1', result: 'te6cckEBAQEAAgAAAEysuc0=' };
    await send(server.url, wallet, dapp.sessionId, reply);
    await expect.poll(() => dappStream.received.length).toBe(1);
    expect(open(dapp, dappStream.received[0] as Received)).toEqual(reply);
    walletStream.close();
    const lastSeen = dappStream.received[0]?.id as string;

    // A stopping server ends open streams at once instead of waiting out its shutdown timeout.
    const stopStartedAt = Date.now();
    await server.stop();
    expect(Date.now() - stopStartedAt).toBeLessThan(5_000);
    await dappStream.ended;
    server = await startServer(serverConfig());

    const disconnect = { event: 'disconnect', id: Date.now(), payload: {} };
    await send(server.url, wallet, dapp.sessionId, disconnect);
    const resumed = await listen(server.url, dapp.sessionId, lastSeen);
    await expect.poll(() => resumed.received.length).toBe(1);
    resumed.close();
    const [afterRestart] = resumed.received;
    expect(BigInt(afterRestart?.id ?? 0)).toBeGreaterThan(BigInt(lastSeen));
    expect(open(dapp, afterRestart as Received)).toEqual(disconnect);
  });
});
