import { parentPort, workerData } from 'node:worker_threads';
import { type DecisionLoadResult, runClosedLoad, runOpenLoad } from './authorization-load';
import type { BenchCard } from './card-bench-setup';
import { spendMix } from './spend-mix';

/** One phase of the bench's card network, run on its own thread (see network-thread.ts). */
export type NetworkJob =
  | { kind: 'open'; baseUrls: string[]; cards: BenchCard[]; first: number; rate: number; seconds: number }
  | {
      kind: 'closed';
      baseUrls: string[];
      cards: BenchCard[];
      first: number;
      connections: number;
      seconds: number;
    };

const { job } = workerData as { job: NetworkJob };
const nextSpend = spendMix(job.cards, job.first);
const result: DecisionLoadResult =
  job.kind === 'open'
    ? await runOpenLoad(job.baseUrls, job.rate, job.seconds, nextSpend)
    : await runClosedLoad(job.baseUrls, job.connections, job.seconds, nextSpend);
parentPort?.postMessage(result);
