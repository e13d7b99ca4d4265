import { parentPort, workerData } from 'node:worker_threads';
import { runClients } from '../ledger/ledger-load';
import { type HttpLoadResult, quantile, runHttpLoad } from './api-load';
import type { BenchUser } from './api-users';
import { convertOnce } from './conversion-requests';
import { transferRequests } from './transfer-requests';

/**
 * The money cases' clients, on a thread of their own (money-load.ts): the load is not the server's
 * work, as pgbench's clients are not PostgreSQL's. A transfer is one request; a conversion is two
 * (its quote, then itself), counted once, its p99 over both.
 */
const { kind, baseUrls, users, connections, seconds } = workerData as {
  kind: 'transfers' | 'conversions';
  baseUrls: string[];
  users: BenchUser[];
  connections: number;
  seconds: number;
};
const signal = new AbortController().signal;

async function conversionLoad(): Promise<HttpLoadResult> {
  const latencies: number[] = [];
  let sent = 0;
  const { perSecond } = await runClients(
    connections,
    seconds,
    async () => {
      sent += 1;
      const baseUrl = baseUrls[sent % baseUrls.length] as string;
      latencies.push(await convertOnce(baseUrl, users[sent % users.length] as BenchUser));
    },
    signal,
  );
  return { perSecond, p99Ms: quantile(latencies, 0.99) };
}

const result =
  kind === 'conversions'
    ? await conversionLoad()
    : await runHttpLoad(connections, seconds, transferRequests(baseUrls, users), signal);
parentPort?.postMessage(result);
