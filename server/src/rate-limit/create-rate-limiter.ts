import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

export function createRateLimiter(
  redisUrl: string | undefined,
  onError: (error: Error) => void,
): Promise<RateLimiter> {
  return redisUrl ? createRedisRateLimiter(redisUrl, onError) : Promise.resolve(createMemoryRateLimiter());
}
