import { parentPort, workerData } from 'node:worker_threads';
import { runClients } from '../ledger/ledger-load';
import { type HttpLoadResult, quantile, runHttpLoad } from './api-load';
import type { BenchUser } from './api-users';
import { quoteAndTakeOnce } from './quoted-requests';
import { transferRequests } from './transfer-requests';

/**
 * The money cases' clients, on a thread of their own (money-load.ts): the load is not the server's
 * work, as pgbench's clients are not PostgreSQL's. A transfer is one request; a conversion or an
 * exchange is two (its quote, then itself), counted once, its p99 over both.
 */
const { kind, baseUrls, users, connections, seconds } = workerData as {
  kind: 'transfers' | 'conversions' | 'exchanges';
  baseUrls: string[];
  users: BenchUser[];
  connections: number;
  seconds: number;
};
const signal = new AbortController().signal;

async function quotedLoad(quoted: 'conversions' | 'exchanges'): Promise<HttpLoadResult> {
  const latencies: number[] = [];
  let sent = 0;
  const { perSecond } = await runClients(
    connections,
    seconds,
    async () => {
      sent += 1;
      const baseUrl = baseUrls[sent % baseUrls.length] as string;
      latencies.push(await quoteAndTakeOnce(baseUrl, users[sent % users.length] as BenchUser, quoted));
    },
    signal,
  );
  return { perSecond, p99Ms: quantile(latencies, 0.99) };
}

const result =
  kind === 'transfers'
    ? await runHttpLoad(connections, seconds, transferRequests(baseUrls, users), signal)
    : await quotedLoad(kind);
parentPort?.postMessage(result);
