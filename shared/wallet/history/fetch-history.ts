import type { Address } from '@ton/core';
import type { TonApiClient } from '../tonapi/tonapi-client';
import type { HistoryItem } from './history-item';
import { mapAccountEvent } from './map-account-event';

export interface HistoryPage {
  items: HistoryItem[];
  /** Pass as `beforeLt` for the next (older) page; null when this was the last one. */
  nextBeforeLt: bigint | null;
}

/** One page of the wallet's history, newest first, continued by `before_lt`. */
export async function fetchHistory(
  tonApi: TonApiClient,
  wallet: Address,
  page: { limit: number; beforeLt?: bigint; custodialAddresses?: ReadonlySet<string> },
): Promise<HistoryPage> {
  const answer = await tonApi.getAccountEvents(wallet.toRawString(), {
    limit: page.limit,
    beforeLt: page.beforeLt,
  });
  const context = { wallet, custodialAddresses: page.custodialAddresses };
  const items = answer.events.flatMap((event) => mapAccountEvent(event, context));
  const oldest = answer.events.at(-1);
  const isLastPage = answer.events.length < page.limit || !oldest;
  const nextBeforeLt = isLastPage
    ? null
    : answer.next_from && answer.next_from > 0n
      ? answer.next_from
      : oldest.lt;
  return { items, nextBeforeLt };
}
