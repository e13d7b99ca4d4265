import type { Bus } from '../bus/bus';

/** How long the guard's per-request reads are kept, as the session states are. */
export const GUARD_CACHE_MS = 2000;

export interface AnnouncedCacheOptions {
  bus: Bus;
  /** The bus topic a change of one key is announced on, to every instance. */
  topic: string;
  /** How long an answer is kept when no change is announced (a lost message heals after this). */
  ttlMs: number;
  nowMs: () => number;
  /** Past this many keys the cache starts over, so a flood of callers cannot grow it without end. */
  maxEntries?: number;
}

/**
 * A short cache of something the route guard reads on every request (whether a user's second
 * factor guards a scope, a profile's verified residence), dropped in every instance as soon as a
 * change is announced — the pattern of the session states (session-states.ts). Only answers read
 * after the subscription is live and with no change announced while they were read are kept, so
 * an answer read just before a change never outlives it.
 */
export function createAnnouncedCache<V>(options: AnnouncedCacheOptions) {
  const entries = new Map<string, { value: V; expiresAtMs: number }>();
  const maxEntries = options.maxEntries ?? 50_000;
  // Bumped by every change: a read that saw another number at its start may hold the old answer.
  let changes = 0;
  let isLive = false;
  const drop = (key: unknown) => {
    changes += 1;
    if (typeof key === 'string') entries.delete(key);
  };
  const subscribed = options.bus
    .subscribe(options.topic, (message) => drop((message as { key?: unknown } | null)?.key))
    .then(() => {
      isLive = true;
    });

  return {
    /** Resolves once changes announced elsewhere are heard (tests and start-up wait for it). */
    ready: () => subscribed,

    /** The cached answer for `key`, else `read()`'s, kept for ttlMs unless a change intervenes. */
    async get(key: string, read: () => Promise<V>): Promise<V> {
      const cached = entries.get(key);
      if (cached && cached.expiresAtMs > options.nowMs()) return cached.value;
      const seen = changes;
      const value = await read();
      if (isLive && seen === changes) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { value, expiresAtMs: options.nowMs() + options.ttlMs });
      }
      return value;
    },

    /**
     * Announces that `key` changed (after the change is committed): this instance forgets it at
     * once, every other one when the bus delivers.
     */
    async changed(key: string): Promise<void> {
      drop(key);
      await options.bus.publish(options.topic, { key });
    },
  };
}

export type AnnouncedCache<V> = ReturnType<typeof createAnnouncedCache<V>>;
