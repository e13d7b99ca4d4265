import { describe, expect, it } from 'vitest';
import type { TonApiClient } from '../tonapi/tonapi-client';
import { checkTonApiStatus } from './check-tonapi-status';

function clientWith(status: { rest_online: boolean; indexing_latency: number }): TonApiClient {
  return { getStatus: async () => status } as Partial<TonApiClient> as TonApiClient;
}

describe('checkTonApiStatus (lifetime 3300 s, limit 3270 s)', () => {
  it.each([
    [true, 0, true],
    [true, 3269, true],
    [true, 3269.9, true],
    [true, 3270, false],
    [true, 100_000, false],
    [false, 0, false],
    [true, Number.NaN, false],
  ])('online %s, latency %s → allowed %s', async (online, latency, isAllowed) => {
    const check = checkTonApiStatus(clientWith({ rest_online: online, indexing_latency: latency }));
    if (isAllowed) await expect(check).resolves.toBeUndefined();
    else
      await expect(check).rejects.toMatchObject({
        code: 'TONAPI_UNAVAILABLE',
        message: 'Something wrong with TonApi',
      });
  });
});
