import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type CountedHit, checkCost, decideSliding, type RateLimiter, type RateRule } from './rate-limiter';

const KEY_PREFIX = 'ferry:rate:';

/**
 * One script, so the decision and the count are one step for every instance: drops the hits a window
 * old, adds up the rest (member `<atMs>:<cost>:<unique>`, score `atMs`), counts this hit when it fits,
 * and hands the live hits back for the wait. The key expires a window after its newest hit.
 */
const SLIDING_HIT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - windowMs)
local live = redis.call('ZRANGE', key, 0, -1)
local used = 0
for _, member in ipairs(live) do
  used = used + tonumber(string.match(member, '^%d+:(%d+):'))
end
local allowed = 0
if used + cost <= limit then
  allowed = 1
  if ARGV[5] == '1' then
    redis.call('ZADD', key, now, ARGV[6])
    redis.call('PEXPIRE', key, windowMs)
  end
end
return { allowed, live }
`;

/**
 * Shared sliding windows across instances (a sorted set of counted hits per rule and key). Times
 * come from this process's clock, as in memory, so a test can move it; instances share NTP time.
 */
export async function createRedisRateLimiter(
  url: string,
  onError: (error: Error) => void,
  nowMs: () => number = Date.now,
): Promise<RateLimiter> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', onError);
  await redis.connect();

  async function decide(rule: RateRule, key: string, cost: number, isCounting: boolean) {
    const now = Math.floor(nowMs());
    const windowMs = rule.windowSeconds * 1000;
    const member = `${now}:${checkCost(cost)}:${randomUUID()}`;
    const [allowed, members] = (await redis.eval(
      SLIDING_HIT,
      1,
      `${KEY_PREFIX}${rule.name}:${key}`,
      now,
      windowMs,
      rule.limit,
      cost,
      isCounting ? '1' : '0',
      member,
    )) as [number, string[]];
    const live: CountedHit[] = members.map((text) => {
      const [atMs = '0', counted = '1'] = text.split(':');
      return { atMs: Number(atMs), cost: Number(counted) };
    });
    const decision = decideSliding(rule, live, cost, now);
    const isAllowed = allowed === 1;
    return {
      isAllowed,
      count: decision.used + (isCounting && isAllowed ? cost : 0),
      retryAfterSeconds: isAllowed ? 0 : decision.retryAfterMs / 1000,
    };
  }

  return {
    kind: 'redis',
    hit: (rule, key, cost = 1) => decide(rule, key, cost, true),
    peek: (rule, key, cost = 1) => decide(rule, key, cost, false),
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
