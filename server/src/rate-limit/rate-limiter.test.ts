import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import { enforceRate, ensureRateAvailable, type RateLimiter, type RateRule } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

const RUN = `${process.pid}-${Date.now()}`;
const RULE: RateRule = { name: `test-${RUN}`, limit: 3, windowSeconds: 60 };
const open: RateLimiter[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((limiter) => limiter.close()));
});

/** Both limiters on one injected clock (Redis only when REDIS_URL is set, as in CI). */
async function makers(nowMs: () => number): Promise<[string, RateLimiter][]> {
  const limiters: [string, RateLimiter][] = [['memory', createMemoryRateLimiter(nowMs)]];
  if (process.env.REDIS_URL)
    limiters.push(['redis', await createRedisRateLimiter(process.env.REDIS_URL, () => {}, nowMs)]);
  open.push(...limiters.map(([, limiter]) => limiter));
  return limiters;
}

/** A small seeded generator, so a failure names times that repeat. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('rate limiters', () => {
  it('allow the limit, refuse the next hit with the wait, and keep keys apart', async () => {
    let now = 1_020_000_000_000 + 5_000; // 5 s into a clock minute
    for (const [kind, limiter] of await makers(() => now)) {
      const key = `${kind}-a`;
      for (let hit = 1; hit <= 3; hit += 1)
        expect(await limiter.hit(RULE, key)).toMatchObject({ isAllowed: true, count: hit });
      const refused = await limiter.hit(RULE, key);
      expect(refused.isAllowed).toBe(false);
      // The first hit leaves the window a full minute after it came, not at the clock's minute.
      expect(refused.retryAfterSeconds).toBeCloseTo(60, 0);
      expect((await limiter.hit(RULE, `${kind}-b`)).isAllowed).toBe(true);
      await expect(enforceRate(limiter, RULE, key)).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        details: { retry_after_seconds: 60 },
      });
      now += 60_000;
      expect((await limiter.hit(RULE, key)).isAllowed).toBe(true);
      now -= 60_000;
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

  it('refuse a burst that straddles a clock minute: 130 streams around 12:01:00 against 120', async () => {
    const rule: RateRule = { name: `streams-${RUN}`, limit: 120, windowSeconds: 60 };
    const minute = 3_000_000_000_000; // a whole clock minute
    let now = minute - 500;
    for (const [kind, limiter] of await makers(() => now)) {
      now = minute - 500;
      const key = `${kind}-burst`;
      let allowed = 0;
      for (let stream = 0; stream < 120; stream += 1)
        if ((await limiter.hit(rule, key)).isAllowed) allowed += 1;
      now = minute + 500; // one second later, in the next clock minute
      const late: boolean[] = [];
      for (let stream = 0; stream < 10; stream += 1) late.push((await limiter.hit(rule, key)).isAllowed);
      expect(allowed).toBe(120);
      expect(late).toEqual(Array(10).fill(false));
      const refused = await limiter.hit(rule, key);
      expect(refused.retryAfterSeconds).toBeCloseTo(59, 0);
      now = minute - 500 + 60_000; // the burst has left the window: the limit is back
      expect((await limiter.hit(rule, key)).isAllowed).toBe(true);
    }
  });

  it('never pass more than the limit in any 60 s span, and refuse only when the span is full', async () => {
    const rule: RateRule = { name: `spans-${RUN}`, limit: 20, windowSeconds: 60 };
    const random = seeded(24);
    // Bursts near each clock minute's end and start, and quiet stretches, over ten minutes.
    const times: number[] = [];
    let at = 4_000_000_000_000;
    while (times.length < 400) {
      const nearBoundary = 60_000 - (at % 60_000) < 3_000 || at % 60_000 < 3_000;
      at += Math.floor(random() * (nearBoundary ? 200 : 6_000));
      times.push(at);
    }
    let now = 0;
    for (const [kind, limiter] of await makers(() => now)) {
      const passed: number[] = [];
      for (const time of times) {
        now = time;
        const decision = await limiter.hit(rule, `${kind}-spans`);
        const inSpan = passed.filter((earlier) => earlier > time - 60_000).length;
        // Exact: refused only when the last 60 s already hold the limit, allowed otherwise.
        expect({ kind, time, isAllowed: decision.isAllowed }).toEqual({ kind, time, isAllowed: inSpan < 20 });
        if (decision.isAllowed) passed.push(time);
      }
      for (const start of passed)
        expect(passed.filter((time) => time >= start && time < start + 60_000).length).toBeLessThanOrEqual(
          20,
        );
      expect(passed.length).toBeGreaterThan(60); // some passed in every stretch, not all refused
    }
  });

  it('count a cost (an amount) against the limit, and wait for enough of it to leave', async () => {
    const rule: RateRule = { name: `cost-${RUN}`, limit: 10, windowSeconds: 3_600 };
    let now = 5_000_000_000_000;
    for (const [kind, limiter] of await makers(() => now)) {
      const start = 5_000_000_000_000;
      now = start;
      const key = `${kind}-cost`;
      expect(await limiter.hit(rule, key, 4)).toMatchObject({ isAllowed: true, count: 4 });
      now = start + 60_000;
      expect(await limiter.hit(rule, key, 4)).toMatchObject({ isAllowed: true, count: 8 });
      const refused = await limiter.hit(rule, key, 4);
      expect(refused).toMatchObject({ isAllowed: false, count: 8 });
      expect(refused.retryAfterSeconds).toBeCloseTo(3_540, 0); // the first 4 leave at start + 1 h
      expect((await limiter.peek(rule, key, 2)).isAllowed).toBe(true);
      expect(await limiter.hit(rule, key, 2)).toMatchObject({ isAllowed: true, count: 10 });
      expect((await limiter.hit(rule, key, 11)).isAllowed).toBe(false); // more than the limit: never
      now = start + 3_600_000;
      expect(await limiter.hit(rule, key, 4)).toMatchObject({ isAllowed: true, count: 10 });
    }
  });
});
