import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../bus/memory-bus';
import { createRedisBus } from '../../bus/redis-bus';
import { createTestDatabase } from '../../db/test-database';
import { b64, newClient, openStream, postMessage, serveBridgeInstance } from './tonconnect-bridge.test-kit';

describe('the bridge across restarts', () => {
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
