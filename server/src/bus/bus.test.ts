import { afterEach, describe, expect, it } from 'vitest';
import type { Bus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';

const open: Bus[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((bus) => bus.close()));
});

function nextMessage(bus: Bus, topic: string): Promise<unknown> {
  return new Promise((resolve) => {
    void bus.subscribe(topic, resolve);
  });
}

async function collect(bus: Bus, topic: string) {
  const seen: unknown[] = [];
  const stop = await bus.subscribe(topic, (message) => seen.push(message));
  return { seen, stop };
}

const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe('memory bus', () => {
  it('delivers to every subscriber of the topic and only that topic', async () => {
    const bus = createMemoryBus();
    open.push(bus);
    const a = await collect(bus, 'user.1');
    const b = await collect(bus, 'user.1');
    const other = await collect(bus, 'user.2');
    await bus.publish('user.1', { status: 'DONE' });
    await settle(0);
    expect(a.seen).toEqual([{ status: 'DONE' }]);
    expect(b.seen).toEqual([{ status: 'DONE' }]);
    expect(other.seen).toEqual([]);
  });

  it('stops delivering after unsubscribe and does not share the published object', async () => {
    const bus = createMemoryBus();
    open.push(bus);
    const sent = { n: 1 };
    const received = nextMessage(bus, 't');
    const { seen, stop } = await collect(bus, 't');
    await bus.publish('t', sent);
    expect(await received).not.toBe(sent);
    await stop();
    await bus.publish('t', { n: 2 });
    await settle(0);
    expect(seen).toEqual([{ n: 1 }]);
  });
});

// Runs where a Redis answers (CI sets REDIS_URL); two buses stand for two server instances.
describe.runIf(process.env.REDIS_URL)('redis bus across instances', () => {
  it('carries a message from one instance to the other and stops after unsubscribe', async () => {
    const url = process.env.REDIS_URL as string;
    const failures: Error[] = [];
    const first = await createRedisBus(url, (error) => failures.push(error));
    const second = await createRedisBus(url, (error) => failures.push(error));
    open.push(first, second);
    const topic = `test.${process.pid}.${Date.now()}`;
    const { seen, stop } = await collect(second, topic);
    await first.publish(topic, { id: 'tx-1', amount: '12.50' });
    await expect.poll(() => seen, { timeout: 2000 }).toEqual([{ id: 'tx-1', amount: '12.50' }]);
    await stop();
    await first.publish(topic, { id: 'tx-2' });
    await settle(100);
    expect(seen).toHaveLength(1);
    expect(failures).toEqual([]);
    await expect(first.ping()).resolves.toBeUndefined();
  });
});
