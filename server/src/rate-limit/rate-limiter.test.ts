import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import { enforceRate, ensureRateAvailable, type RateLimiter, type RateRule } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

const RULE: RateRule = { name: `test-${process.pid}-${Date.now()}`, limit: 3, windowSeconds: 60 };
const open: RateLimiter[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((limiter) => limiter.close()));
});

async function makers(nowMs: () => number): Promise<[string, RateLimiter][]> {
  const limiters: [string, RateLimiter][] = [['memory', createMemoryRateLimiter(nowMs)]];
  if (process.env.REDIS_URL)
    limiters.push(['redis', await createRedisRateLimiter(process.env.REDIS_URL, () => {}, nowMs)]);
  open.push(...limiters.map(([, limiter]) => limiter));
  return limiters;
}

describe('rate limiters', () => {
  it('allow the limit, refuse the next hit with the wait, and keep keys apart', async () => {
    let now = 1_020_000_000_000 + 5_000; // 5 s into a 60 s window
    for (const [kind, limiter] of await makers(() => now)) {
      const key = `${kind}-a`;
      for (let hit = 1; hit <= 3; hit += 1)
        expect(await limiter.hit(RULE, key)).toMatchObject({ isAllowed: true, count: hit });
      const refused = await limiter.hit(RULE, key);
      expect(refused.isAllowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeCloseTo(55, 0);
      expect((await limiter.hit(RULE, `${kind}-b`)).isAllowed).toBe(true);
      await expect(enforceRate(limiter, RULE, key)).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        details: { retry_after_seconds: 55 },
      });
      now += 60_000;
      expect((await limiter.hit(RULE, key)).isAllowed).toBe(true);
    }
  });

  it('peek counts nothing and refuses only a spent rule', async () => {
    const now = 2_040_000_000_000;
    for (const [kind, limiter] of await makers(() => now)) {
      const key = `${kind}-peek`;
      for (let peek = 0; peek < 10; peek += 1) await ensureRateAvailable(limiter, RULE, key);
      for (let hit = 0; hit < 3; hit += 1) await limiter.hit(RULE, key);
      await expect(ensureRateAvailable(limiter, RULE, key)).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
      });
    }
  });
});
