import { Redis } from 'ioredis';
import { type RateDecision, type RateLimiter, type RateRule, windowOf } from './rate-limiter';

const KEY_PREFIX = 'ferry:rate:';

/**
 * Shared counters across instances: INCR and a relative PEXPIRE in one MULTI per hit (relative, so
 * the window ends right whatever the difference between this clock and Redis's).
 */
export async function createRedisRateLimiter(
  url: string,
  onError: (error: Error) => void,
  nowMs: () => number = Date.now,
): Promise<RateLimiter> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', onError);
  await redis.connect();

  function locate(rule: RateRule, key: string) {
    const window = windowOf(rule, nowMs());
    return { redisKey: `${KEY_PREFIX}${rule.name}:${key}:${window.index}`, window };
  }

  function decide(rule: RateRule, count: number, endsAtMs: number, isCounted: boolean): RateDecision {
    const isAllowed = isCounted ? count <= rule.limit : count < rule.limit;
    return { isAllowed, count, retryAfterSeconds: isAllowed ? 0 : (endsAtMs - nowMs()) / 1000 };
  }

  return {
    kind: 'redis',
    async hit(rule, key) {
      const { redisKey, window } = locate(rule, key);
      const ttlMs = Math.max(1, window.endsAtMs - nowMs()) + 1000;
      const results = await redis.multi().incr(redisKey).pexpire(redisKey, ttlMs).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      return decide(rule, count, window.endsAtMs, true);
    },
    async peek(rule, key) {
      const { redisKey, window } = locate(rule, key);
      const count = Number((await redis.get(redisKey)) ?? 0);
      return decide(rule, count, window.endsAtMs, false);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
