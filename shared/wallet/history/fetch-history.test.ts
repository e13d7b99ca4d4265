import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { TonApiClient } from '../tonapi/tonapi-client';
import type { TonApiAccountEvent } from '../tonapi/tonapi-schemas';
import { fetchHistory } from './fetch-history';

const WALLET = Address.parseRaw(`0:${'aa'.repeat(32)}`);

function eventAt(lt: bigint): TonApiAccountEvent {
  return {
    event_id: `e${lt}`,
    timestamp: Number(lt),
    actions: [{ type: 'TonTransfer', status: 'ok' }],
    lt,
    in_progress: false,
  };
}

/** tonapi's paging: newest first, `before_lt` excludes that lt and later. */
function pagedClient(lts: bigint[], withNextFrom: boolean) {
  const asked: (bigint | undefined)[] = [];
  const client = {
    getAccountEvents: async (_address: string, page: { limit: number; beforeLt?: bigint }) => {
      asked.push(page.beforeLt);
      const older = lts
        .filter((lt) => page.beforeLt === undefined || lt < page.beforeLt)
        .slice(0, page.limit);
      const last = older.at(-1);
      return { events: older.map(eventAt), ...(withNextFrom && last ? { next_from: last } : {}) };
    },
  } as Partial<TonApiClient> as TonApiClient;
  return { client, asked };
}

describe('fetchHistory', () => {
  it.each([true, false])('walks every page by before_lt (next_from given: %s)', async (withNextFrom) => {
    const lts = [90n, 80n, 70n, 60n, 50n];
    const { client, asked } = pagedClient(lts, withNextFrom);
    const seen: bigint[] = [];
    let beforeLt: bigint | undefined;
    for (let page = 0; page < 10; page += 1) {
      const answer = await fetchHistory(client, WALLET, { limit: 2, beforeLt });
      seen.push(...answer.items.map((item) => item.lt));
      if (answer.nextBeforeLt === null) break;
      beforeLt = answer.nextBeforeLt;
    }
    expect(seen).toEqual(lts);
    expect(asked).toEqual([undefined, 80n, 60n]);
  });
});
