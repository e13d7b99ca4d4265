import { Worker } from 'node:worker_threads';
import type { DecisionLoadResult } from './authorization-load';
import type { NetworkJob } from './network-worker';

/**
 * The thread's first module: tsx's loader is registered per thread, so the TypeScript entry is
 * imported through it (a `.ts` URL handed to the Worker directly is refused).
 */
const BOOT = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));
`;

/**
 * Runs a phase of the network on a worker thread: the network is not Ferry, so its signing,
 * sending and timing get their own event loop instead of queueing behind the server's work in
 * the one thread (the server's answers are then timed as a network would see them).
 */
export function runOnNetworkThread(job: NetworkJob): Promise<DecisionLoadResult> {
  return new Promise((resolve, reject) => {
    const entry = new URL('./network-worker.ts', import.meta.url).href;
    const worker = new Worker(BOOT, { eval: true, workerData: { entry, job } });
    worker.once('message', (result: DecisionLoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the network thread stopped with ${code}`));
    });
  });
}
