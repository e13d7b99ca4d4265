import {
  type CountedHit,
  checkCost,
  decideSliding,
  type RateDecision,
  type RateLimiter,
  type RateRule,
} from './rate-limiter';

const SWEEP_EVERY_HITS = 1000;

/**
 * One process: the counted hits of each rule and key (oldest first, at most `limit` of them since a
 * refused hit is not kept), swept of keys whose hits have all left their window now and then.
 */
export function createMemoryRateLimiter(nowMs: () => number = Date.now): RateLimiter {
  const logs = new Map<string, { hits: CountedHit[]; windowMs: number }>();
  let hitsSinceSweep = 0;

  /** The key's hits still inside the window ending now (older ones dropped). */
  function live(rule: RateRule, key: string, now: number) {
    const id = `${rule.name}:${key}`;
    const windowMs = rule.windowSeconds * 1000;
    const log = logs.get(id) ?? { hits: [], windowMs };
    let firstLive = 0;
    while (firstLive < log.hits.length && (log.hits[firstLive] as CountedHit).atMs <= now - windowMs)
      firstLive += 1;
    if (firstLive > 0) log.hits.splice(0, firstLive);
    return { id, log };
  }

  function decide(rule: RateRule, key: string, cost: number, isCounting: boolean): RateDecision {
    const now = nowMs();
    const { id, log } = live(rule, key, now);
    const decision = decideSliding(rule, log.hits, checkCost(cost), now);
    if (isCounting && decision.isAllowed) {
      log.hits.push({ atMs: now, cost });
      logs.set(id, log);
    }
    const count = decision.used + (isCounting && decision.isAllowed ? cost : 0);
    return { isAllowed: decision.isAllowed, count, retryAfterSeconds: decision.retryAfterMs / 1000 };
  }

  function sweep() {
    const now = nowMs();
    for (const [id, log] of logs) {
      const newest = log.hits[log.hits.length - 1];
      if (!newest || newest.atMs <= now - log.windowMs) logs.delete(id);
    }
  }

  return {
    kind: 'memory',
    async hit(rule, key, cost = 1) {
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        sweep();
      }
      return decide(rule, key, cost, true);
    },
    async peek(rule, key, cost = 1) {
      return decide(rule, key, cost, false);
    },
    async close() {
      logs.clear();
    },
  };
}
