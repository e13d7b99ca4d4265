import { Redis } from 'ioredis';
import type { Bus, BusHandler } from './bus';

/**
 * Redis pub/sub: every server instance subscribed to a topic gets each message, so any number of
 * stateless instances can serve one user base. A subscribing connection cannot publish, hence two.
 */
export async function createRedisBus(url: string, onError: (error: Error) => void): Promise<Bus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3, enableAutoPipelining: true } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const handlers = new Map<string, Set<BusHandler>>();
  subscriber.on('message', (topic: string, payload: string) => {
    const set = handlers.get(topic);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      onError(new Error(`Dropped a non-JSON bus message on ${topic}`));
      return;
    }
    for (const handler of set) handler(message);
  });

  return {
    kind: 'redis',
    async publish(topic, message) {
      await publisher.publish(topic, JSON.stringify(message));
    },
    async subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        await subscriber.subscribe(topic);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(topic);
        if (!current) return;
        current.delete(handler);
        if (current.size > 0) return;
        handlers.delete(topic);
        await subscriber.unsubscribe(topic);
      };
    },
    async ping() {
      await publisher.ping();
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
