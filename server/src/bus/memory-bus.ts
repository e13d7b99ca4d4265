import type { Bus, BusHandler } from './bus';

/** The default bus: one process, delivery on the next microtask like a real broker would be async. */
export function createMemoryBus(): Bus {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    kind: 'memory',
    async publish(topic, message) {
      // A structured clone keeps subscribers from sharing (and mutating) the publisher's object.
      const copy = structuredClone(message);
      for (const handler of handlers.get(topic) ?? []) queueMicrotask(() => handler(copy));
    },
    async subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set<BusHandler>();
      set.add(handler);
      handlers.set(topic, set);
      return async () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    async ping() {},
    async close() {
      handlers.clear();
    },
  };
}
