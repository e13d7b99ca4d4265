import { Worker } from 'node:worker_threads';
import type { HttpLoadResult } from './api-load';
import type { BenchUser } from './api-users';

/**
 * POST transfers, or conversions (each a POST quotes and a POST conversions), from `connections`
 * clients for `seconds` (to the server instances at `baseUrls` in turn), sent from a worker
 * thread, so the server's thread does only the server's work — as pgbench, the baseline, sends
 * from a process of its own. The worker runs with this process's flags (tsx's loader among them).
 */
export function runMoneyLoad(
  kind: 'transfers' | 'conversions' | 'exchanges',
  baseUrls: readonly string[],
  users: readonly BenchUser[],
  connections: number,
  seconds: number,
  signal: AbortSignal,
): Promise<HttpLoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./money-load-worker.mjs', import.meta.url), {
      workerData: { kind, baseUrls, users, connections, seconds },
    });
    const stop = () => void worker.terminate();
    signal.addEventListener('abort', stop, { once: true });
    worker.once('message', (result: HttpLoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal.removeEventListener('abort', stop);
      if (code !== 0) reject(new Error(`the money load's worker exited ${code}`));
    });
  });
}
