import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../bus/memory-bus';
import { createAnnouncedCache } from './announced-cache';

function setup() {
  const bus = createMemoryBus();
  let now = 1_000;
  const options = { bus, topic: 'test.changed', ttlMs: 2000, nowMs: () => now };
  return {
    bus,
    advance: (ms: number) => {
      now += ms;
    },
    // Two instances of one server on one bus.
    one: createAnnouncedCache<string>(options),
    other: createAnnouncedCache<string>(options),
  };
}

describe('a cache the guard reads through, dropped when a change is announced', () => {
  it('reads once within its time, again after it', async () => {
    const { one, advance } = setup();
    await one.ready();
    let reads = 0;
    const read = async () => `v${++reads}`;
    expect(await one.get('k', read)).toBe('v1');
    advance(1999);
    expect(await one.get('k', read)).toBe('v1');
    advance(1);
    expect(await one.get('k', read)).toBe('v2');
  });

  it('forgets a key at once where it changed, and in the other instance when the bus delivers', async () => {
    const { one, other } = setup();
    await Promise.all([one.ready(), other.ready()]);
    let value = 'off';
    const read = async () => value;
    expect(await one.get('user', read)).toBe('off');
    expect(await other.get('user', read)).toBe('off');
    value = 'on';
    await one.changed('user');
    expect(await one.get('user', read)).toBe('on');
    expect(await other.get('user', read)).toBe('on');
  });

  it('keeps other keys when one changes', async () => {
    const { one } = setup();
    await one.ready();
    let reads = 0;
    const read = async () => `v${++reads}`;
    await one.get('a', read);
    await one.get('b', read);
    await one.changed('a');
    expect(await one.get('b', read)).toBe('v2');
    expect(await one.get('a', read)).toBe('v3');
  });

  it('does not keep an answer read while a change was announced', async () => {
    const { one } = setup();
    await one.ready();
    let value = 'old';
    let release: () => void = () => {};
    const slowRead = () =>
      new Promise<string>((resolve) => {
        const answer = value;
        release = () => resolve(answer);
      });
    const inFlight = one.get('k', slowRead);
    value = 'new';
    await one.changed('k');
    release();
    expect(await inFlight).toBe('old');
    // The old answer was not kept: the next request reads the new one.
    expect(await one.get('k', async () => value)).toBe('new');
  });

  it('keeps nothing until its subscription is live', async () => {
    const bus = createMemoryBus();
    const subscribe = bus.subscribe.bind(bus);
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    bus.subscribe = async (topic, handler) => {
      await gate;
      return subscribe(topic, handler);
    };
    const cache = createAnnouncedCache<number>({ bus, topic: 't', ttlMs: 2000, nowMs: () => 0 });
    let reads = 0;
    const read = async () => ++reads;
    await cache.get('k', read);
    await cache.get('k', read);
    expect(reads).toBe(2);
    open();
    await cache.ready();
    await cache.get('k', read);
    await cache.get('k', read);
    expect(reads).toBe(3);
  });
});
