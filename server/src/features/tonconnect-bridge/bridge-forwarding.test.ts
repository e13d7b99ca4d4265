import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../bus/memory-bus';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { openRequestSource } from './request-source';
import {
  type BridgeInstance,
  b64,
  newClient,
  openStream,
  postMessage,
  serveBridgeInstance,
} from './tonconnect-bridge.test-kit';
import { TONCONNECT_RETENTION } from './tonconnect-retention';

let database: TestDatabase;
let clockMs = Date.now();
let instance: BridgeInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  instance = await serveBridgeInstance(database, createMemoryBus(), {
    nowMs: () => clockMs,
    environment: { BRIDGE_MESSAGES_PER_MINUTE: '1000' },
  });
});
afterAll(async () => {
  await instance.stop();
  await database.dispose();
});

describe('the bridge: store and forward', () => {
  it('keeps a message for a recipient that is not connected, then streams it with the protocol headers', async () => {
    const dapp = newClient();
    const wallet = newClient();
    const posted = await postMessage(instance.url, { from: dapp.id, to: wallet.id }, b64('hello'), {
      Origin: 'https://dapp.example',
    });
    expect(posted).toEqual({ status: 200, json: { message: 'OK', statusCode: 200 } });

    const stream = await openStream(`${instance.url}/bridge/events?client_id=${wallet.id}`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream');
      expect(stream.headers.get('cache-control')).toBe('private, no-cache, no-transform');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.headers.get('access-control-allow-origin')).toBe('*');
      expect(stream.headers.get('content-encoding')).toBeNull();
      await expect.poll(() => stream.messages().length).toBe(1);
      const [event] = stream.messages();
      expect(event?.id).toMatch(/^\d+$/);
      expect(event?.data.from).toBe(dapp.id);
      expect(event?.data.message).toBe(b64('hello'));
      // Origin and IP of the dApp's POST, readable by the wallet's session key only.
      const source = openRequestSource(event?.data.request_source ?? '', wallet.secretKey) as Record<
        string,
        string
      >;
      expect(source).toMatchObject({ origin: 'https://dapp.example', ip: '127.0.0.1' });
      expect(openRequestSource(event?.data.request_source ?? '', newClient().secretKey)).toBeNull();
    } finally {
      stream.close();
    }
  });

  it('leaves request_source out, live and replayed, when the sender asks', async () => {
    const dapp = newClient();
    const wallet = newClient();
    const params = new URLSearchParams({
      client_id: wallet.id,
      to: dapp.id,
      ttl: '60',
      no_request_source: 'true',
    });
    const live = await openStream(`${instance.url}/bridge/events?client_id=${dapp.id}`);
    await fetch(`${instance.url}/bridge/message?${params}`, { method: 'POST', body: b64('answer') });
    await expect.poll(() => live.messages().length).toBe(1);
    live.close();
    const replayed = await openStream(`${instance.url}/bridge/events?client_id=${dapp.id}`);
    await expect.poll(() => replayed.messages().length).toBe(1);
    replayed.close();
    for (const event of [...live.messages(), ...replayed.messages()]) {
      expect(event.data).toEqual({ from: wallet.id, message: b64('answer') });
    }
  });

  it('pushes to every open stream of the recipient and to no one else', async () => {
    const dapp = newClient();
    const wallet = newClient();
    const other = newClient();
    const first = await openStream(`${instance.url}/bridge/events?client_id=${wallet.id}`);
    const second = await openStream(`${instance.url}/bridge/events?client_id=${other.id},${wallet.id}`);
    const stranger = await openStream(`${instance.url}/bridge/events?client_id=${other.id}`);
    try {
      await postMessage(instance.url, { from: dapp.id, to: wallet.id }, b64('live'));
      await expect.poll(() => first.messages().length).toBe(1);
      await expect.poll(() => second.messages().length).toBe(1);
      expect(first.messages()[0]?.id).toBe(second.messages()[0]?.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stranger.messages()).toEqual([]);
    } finally {
      for (const stream of [first, second, stranger]) stream.close();
    }
  });

  it('replays only what came after last_event_id, and the Last-Event-ID header wins over the query', async () => {
    const dapp = newClient();
    const wallet = newClient();
    for (const text of ['one', 'two', 'three']) {
      await postMessage(instance.url, { from: dapp.id, to: wallet.id }, b64(text));
    }
    const all = await openStream(`${instance.url}/bridge/events?client_id=${wallet.id}`);
    await expect.poll(() => all.messages().length).toBe(3);
    all.close();
    const ids = all.messages().map((event) => BigInt(event.id));
    expect([...ids].sort((x, y) => (x < y ? -1 : 1))).toEqual(ids);
    expect(new Set(ids).size).toBe(3);

    const resumed = await openStream(
      `${instance.url}/bridge/events?client_id=${wallet.id}&last_event_id=${ids[0]}`,
    );
    await expect
      .poll(() => resumed.messages().map((event) => event.data.message))
      .toEqual([b64('two'), b64('three')]);
    resumed.close();

    const byHeader = await openStream(
      `${instance.url}/bridge/events?client_id=${wallet.id}&last_event_id=0`,
      {
        'Last-Event-ID': String(ids[1]),
      },
    );
    await expect.poll(() => byHeader.messages().map((event) => event.data.message)).toEqual([b64('three')]);
    byHeader.close();
  });

  it('loses and repeats nothing when messages arrive while a stream is replaying', async () => {
    const dapp = newClient();
    const wallet = newClient();
    const posts = Array.from({ length: 40 }, (_, index) =>
      postMessage(instance.url, { from: dapp.id, to: wallet.id }, b64(`m${index}`)),
    );
    // The stream opens while half the posts are still on their way.
    await Promise.all(posts.slice(0, 20));
    const stream = await openStream(`${instance.url}/bridge/events?client_id=${wallet.id}`);
    await Promise.all(posts);
    await expect.poll(() => stream.messages().length).toBe(40);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stream.close();
    const bodies = stream.messages().map((event) => event.data.message);
    expect(new Set(bodies).size).toBe(40);
    expect(new Set(stream.messages().map((event) => event.id)).size).toBe(40);
  });

  it('drops a message after its TTL and the retention worker deletes it', async () => {
    const dapp = newClient();
    const wallet = newClient();
    await postMessage(instance.url, { from: dapp.id, to: wallet.id, ttl: '5' }, b64('short'));
    clockMs += 6_000;
    const stream = await openStream(`${instance.url}/bridge/events?client_id=${wallet.id}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(stream.messages()).toEqual([]);
    stream.close();
    const retention = instance.workers.find((worker) => worker.name === TONCONNECT_RETENTION);
    expect(await retention?.runOnce()).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .selectFrom('tonconnect_bridge_messages')
      .select('id')
      .where('to_client_id', '=', wallet.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps a small disconnect notice for an hour', async () => {
    const dapp = newClient();
    const wallet = newClient();
    await postMessage(
      instance.url,
      { from: wallet.id, to: dapp.id, ttl: '300', topic: 'disconnect' },
      b64('bye'),
    );
    clockMs += 30 * 60_000;
    const stream = await openStream(`${instance.url}/bridge/events?client_id=${dapp.id}`);
    await expect.poll(() => stream.messages().length).toBe(1);
    stream.close();
  });

  it('sends a heartbeat every 10 s in both styles', async () => {
    const id = newClient().id;
    const legacy = await openStream(`${instance.url}/bridge/events?client_id=${id}`);
    const message = await openStream(`${instance.url}/bridge/events?client_id=${id}&heartbeat=message`);
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    expect(legacy.events).toEqual([{ event: 'heartbeat', data: '' }]);
    expect(message.events).toEqual([{ event: 'message', data: 'heartbeat' }]);
    legacy.close();
    message.close();
  }, 20_000);
});
