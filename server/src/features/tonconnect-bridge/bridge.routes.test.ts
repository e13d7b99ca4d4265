import { Redis } from 'ioredis';
import nacl from 'tweetnacl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../bus/memory-bus';
import { createRedisBus } from '../../bus/redis-bus';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { openRequestSource } from './request-source';
import {
  type BridgeInstance,
  openStream,
  postMessage,
  serveBridgeInstance,
} from './tonconnect-bridge.test-kit';
import { TONCONNECT_RETENTION } from './tonconnect-retention';

const hex = (key: Uint8Array) => Buffer.from(key).toString('hex');
const newClient = () => {
  const pair = nacl.box.keyPair();
  return { id: hex(pair.publicKey), secretKey: pair.secretKey };
};
const b64 = (text: string) => Buffer.from(text).toString('base64');

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
});

describe('the bridge: refusals', () => {
  const a = newClient().id;
  const b = newClient().id;

  it.each([
    ['a ttl over 300', { from: a, to: b, ttl: '301' }, b64('x'), 400],
    ['a ttl of 0', { from: a, to: b, ttl: '0' }, b64('x'), 400],
    ['a ttl that is not a number', { from: a, to: b, ttl: '5m' }, b64('x'), 400],
    ['a short client_id', { from: a.slice(2), to: b }, b64('x'), 400],
    ['a non-hex recipient', { from: a, to: `${b.slice(1)}z` }, b64('x'), 400],
    ['a body that is not base64', { from: a, to: b }, 'not base64!', 400],
    ['an empty body', { from: a, to: b }, '', 400],
    ['a body over the cap', { from: a, to: b }, 'A'.repeat(512 * 1024 + 4), 413],
  ] as const)('refuses %s', async (_name, query, body, status) => {
    const answer = await postMessage(instance.url, query, body);
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ statusCode: status });
  });

  it.each([
    ['no client_id', ''],
    ['a bad id in the list', `client_id=${a},xyz`],
    ['a bad last_event_id', `client_id=${a}&last_event_id=-1`],
    // 19 digits that pass a length check but not the database's bigint (2^63 - 1 is the last id).
    ['a last_event_id past the last bigint', `client_id=${a}&last_event_id=9999999999999999999`],
    ['a last_event_id one past the last bigint', `client_id=${a}&last_event_id=9223372036854775808`],
    ['a 20-digit last_event_id', `client_id=${a}&last_event_id=10000000000000000000`],
    ['an unknown heartbeat style', `client_id=${a}&heartbeat=loud`],
  ])('refuses a stream with %s', async (_name, query) => {
    const response = await fetch(`${instance.url}/bridge/events?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  it('refuses a Last-Event-ID header past the last bigint, and takes the last bigint itself', async () => {
    const refused = await fetch(`${instance.url}/bridge/events?client_id=${a}`, {
      headers: { 'Last-Event-ID': '9999999999999999999' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    const stream = await openStream(
      `${instance.url}/bridge/events?client_id=${a}&last_event_id=9223372036854775807`,
    );
    expect(stream.status).toBe(200);
    stream.close();
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${instance.url}/bridge/message`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });
});

describe('the bridge: limits, heartbeat, restarts', () => {
  it('answers 429 once an IP has posted its messages for the minute', async () => {
    const limitedDatabase = await createTestDatabase();
    const limited = await serveBridgeInstance(limitedDatabase, createMemoryBus(), {
      environment: { BRIDGE_MESSAGES_PER_MINUTE: '3', BRIDGE_STREAMS_PER_MINUTE: '2' },
    });
    try {
      const query = { from: newClient().id, to: newClient().id };
      const statuses = [];
      for (let index = 0; index < 4; index += 1)
        statuses.push((await postMessage(limited.url, query, b64('x'))).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const streams = [];
      for (let index = 0; index < 3; index += 1) {
        streams.push(await openStream(`${limited.url}/bridge/events?client_id=${query.to}`));
      }
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 429]);
      for (const stream of streams) stream.close();
    } finally {
      await limited.stop();
      await limitedDatabase.dispose();
    }
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

  it('keeps event ids increasing across a restart', async () => {
    const dapp = newClient();
    const wallet = newClient();
    const restartDatabase = await createTestDatabase();
    const first = await serveBridgeInstance(restartDatabase, createMemoryBus());
    await postMessage(first.url, { from: dapp.id, to: wallet.id }, b64('before'));
    await first.stop();
    const second = await serveBridgeInstance(restartDatabase, createMemoryBus());
    try {
      await postMessage(second.url, { from: dapp.id, to: wallet.id }, b64('after'));
      const stream = await openStream(`${second.url}/bridge/events?client_id=${wallet.id}`);
      await expect.poll(() => stream.messages().length).toBe(2);
      stream.close();
      const [before, after] = stream.messages();
      expect(before?.data.message).toBe(b64('before'));
      expect(BigInt(after?.id ?? 0)).toBeGreaterThan(BigInt(before?.id ?? 0));
    } finally {
      await second.stop();
      await restartDatabase.dispose();
    }
  });
});

// Two instances over one database, joined by Redis (runs where a Redis answers, like the bus test).
describe.runIf(process.env.REDIS_URL)('the bridge across instances', () => {
  it('delivers a message posted on one instance to a stream held by the other, and both replay it', async () => {
    const url = process.env.REDIS_URL as string;
    const failures: Error[] = [];
    const sharedDatabase = await createTestDatabase();
    const firstBus = await createRedisBus(url, (error) => failures.push(error));
    const secondBus = await createRedisBus(url, (error) => failures.push(error));
    const first = await serveBridgeInstance(sharedDatabase, firstBus);
    const second = await serveBridgeInstance(sharedDatabase, secondBus);
    try {
      const dapp = newClient();
      const wallet = newClient();
      const onSecond = await openStream(`${second.url}/bridge/events?client_id=${wallet.id}`);
      await postMessage(first.url, { from: dapp.id, to: wallet.id }, b64('across'));
      await expect
        .poll(() => onSecond.messages().map((event) => event.data.message))
        .toEqual([b64('across')]);
      onSecond.close();
      // The closed stream's subscription is dropped: no instance keeps listening for it.
      const probe = new Redis(url);
      const subscribers = async () =>
        Number(((await probe.pubsub('NUMSUB', `tonconnect-bridge.${wallet.id}`)) as [string, number])[1]);
      await expect.poll(subscribers).toBe(0);
      probe.disconnect();
      const replayOnFirst = await openStream(`${first.url}/bridge/events?client_id=${wallet.id}`);
      await expect
        .poll(() => replayOnFirst.messages().map((event) => event.id))
        .toEqual([onSecond.messages()[0]?.id]);
      replayOnFirst.close();
      expect(failures).toEqual([]);
    } finally {
      await first.stop();
      await second.stop();
      await Promise.all([firstBus.close(), secondBus.close()]);
      await sharedDatabase.dispose();
    }
  });
});
