import { type RateDecision, type RateLimiter, type RateRule, windowOf } from './rate-limiter';

const SWEEP_EVERY_HITS = 1000;

/** One process: counters in a Map, swept of finished windows now and then. */
export function createMemoryRateLimiter(nowMs: () => number = Date.now): RateLimiter {
  const counters = new Map<string, { count: number; endsAtMs: number }>();
  let hitsSinceSweep = 0;

  function read(rule: RateRule, key: string) {
    const window = windowOf(rule, nowMs());
    const id = `${rule.name}:${key}:${window.index}`;
    return { id, window, counter: counters.get(id) };
  }

  function decide(rule: RateRule, count: number, endsAtMs: number, isCounted: boolean): RateDecision {
    const isAllowed = isCounted ? count <= rule.limit : count < rule.limit;
    return { isAllowed, count, retryAfterSeconds: isAllowed ? 0 : (endsAtMs - nowMs()) / 1000 };
  }

  function sweep() {
    const now = nowMs();
    for (const [id, counter] of counters) if (counter.endsAtMs <= now) counters.delete(id);
  }

  return {
    kind: 'memory',
    async hit(rule, key) {
      const { id, window, counter } = read(rule, key);
      const count = (counter?.count ?? 0) + 1;
      counters.set(id, { count, endsAtMs: window.endsAtMs });
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        sweep();
      }
      return decide(rule, count, window.endsAtMs, true);
    },
    async peek(rule, key) {
      const { window, counter } = read(rule, key);
      return decide(rule, counter?.count ?? 0, window.endsAtMs, false);
    },
    async close() {
      counters.clear();
    },
  };
}
