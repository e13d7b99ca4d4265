import type { Bus } from '../../bus/bus';
import type { BridgeEvent } from './bridge-messages.repo';

type Listener = (event: BridgeEvent) => void;

export interface BridgeHub {
  /** Calls `listener` for every message to these ids, from any instance, until the returned stop. */
  listen(clientIds: readonly string[], listener: Listener): Promise<() => Promise<void>>;
  /** Hands a stored message to every open stream of its recipient, on every instance. */
  announce(event: BridgeEvent): Promise<void>;
  /** Open streams per client id on this instance (tests and health). */
  listenerCount(clientId: string): number;
}

const topicOf = (clientId: string) => `tonconnect-bridge.${clientId}`;

/**
 * One bus topic per recipient, subscribed while this instance has a stream for it: with Redis a
 * message posted on one instance reaches a stream held by another, and an instance only hears
 * about the recipients it serves.
 */
export function createBridgeHub(bus: Bus): BridgeHub {
  const listeners = new Map<string, Set<Listener>>();
  const unsubscribes = new Map<string, Promise<() => Promise<void>>>();

  function deliver(clientId: string, message: unknown) {
    for (const listener of listeners.get(clientId) ?? []) listener(message as BridgeEvent);
  }

  async function add(clientId: string, listener: Listener) {
    let set = listeners.get(clientId);
    if (!set) {
      set = new Set();
      listeners.set(clientId, set);
      unsubscribes.set(
        clientId,
        bus.subscribe(topicOf(clientId), (message) => deliver(clientId, message)),
      );
    }
    set.add(listener);
    await unsubscribes.get(clientId);
  }

  async function remove(clientId: string, listener: Listener) {
    const set = listeners.get(clientId);
    if (!set) return;
    set.delete(listener);
    if (set.size > 0) return;
    listeners.delete(clientId);
    const unsubscribe = unsubscribes.get(clientId);
    unsubscribes.delete(clientId);
    await (await unsubscribe)?.();
  }

  return {
    async listen(clientIds, listener) {
      await Promise.all(clientIds.map((clientId) => add(clientId, listener)));
      return async () => {
        await Promise.all(clientIds.map((clientId) => remove(clientId, listener)));
      };
    },
    async announce(event) {
      await bus.publish(topicOf(event.to), event);
    },
    listenerCount(clientId) {
      return listeners.get(clientId)?.size ?? 0;
    },
  };
}
