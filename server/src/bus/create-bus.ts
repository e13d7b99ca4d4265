import type { Bus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';

export async function createBus(redisUrl: string | undefined, onError: (error: Error) => void): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl, onError) : createMemoryBus();
}
