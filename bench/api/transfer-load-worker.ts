import { parentPort, workerData } from 'node:worker_threads';
import { runHttpLoad } from './api-load';
import type { BenchUser } from './api-users';
import { transferRequests } from './transfer-requests';

/**
 * The transfers case's clients, on a thread of their own (transfer-load.ts): the load is not the
 * server's work, as pgbench's clients are not PostgreSQL's.
 */
const { baseUrls, users, connections, seconds } = workerData as {
  baseUrls: string[];
  users: BenchUser[];
  connections: number;
  seconds: number;
};
const result = await runHttpLoad(
  connections,
  seconds,
  transferRequests(baseUrls, users),
  new AbortController().signal,
);
parentPort?.postMessage(result);
