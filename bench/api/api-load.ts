import { type SendInit, send } from '../http/keep-alive-client';
import { runClients } from '../ledger/ledger-load';

/** One request of a load: where it goes and how (headers, body), made fresh for each call. */
export interface LoadRequest {
  url: string;
  init: SendInit;
}

export interface HttpLoadResult {
  perSecond: number;
  p99Ms: number;
}

/** The `share` quantile of `values` (nearest rank); 0 when there are none. */
export function quantile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] as number;
}

/**
 * `connections` clients each sending `nextRequest()` one after another for `seconds` (the ledger
 * bench's time-bounded loop), every answer read to its end and required to be 2xx. Answers per
 * second and the 99th percentile of the time from sending to the last byte.
 */
export async function runHttpLoad(
  connections: number,
  seconds: number,
  nextRequest: () => LoadRequest,
  signal: AbortSignal,
): Promise<HttpLoadResult> {
  const latencies: number[] = [];
  const sendOnce = async () => {
    const { url, init } = nextRequest();
    const startedAt = performance.now();
    // No signal per request: the loop stops between requests.
    const answer = await send(url, init);
    if (!answer.ok)
      throw new Error(`${init.method ?? 'GET'} ${url} answered ${answer.status}: ${answer.text}`);
    latencies.push(performance.now() - startedAt);
  };
  const { perSecond } = await runClients(connections, seconds, sendOnce, signal);
  return { perSecond, p99Ms: quantile(latencies, 0.99) };
}
