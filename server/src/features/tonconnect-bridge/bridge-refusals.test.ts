import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../bus/memory-bus';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import {
  type BridgeInstance,
  b64,
  newClient,
  openStream,
  postMessage,
  serveBridgeInstance,
} from './tonconnect-bridge.test-kit';

let database: TestDatabase;
const clockMs = Date.now();
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
});
