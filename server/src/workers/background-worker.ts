import type { Logger } from '../logging/logger';

/**
 * Work the server does on its own (sweeping expired transactions, paying out, delivering events
 * and webhooks). `runOnce` does one pass and says how many items it handled, so tests drive a
 * worker step by step; a running server calls it in a loop, at once again while there is work.
 */
export interface BackgroundWorker {
  name: string;
  intervalMs: number;
  runOnce(): Promise<number>;
}

export interface RunningWorkers {
  stop(): Promise<void>;
}

/** Runs each worker in its own loop until stopped; a failing pass is logged and retried later. */
export function runWorkers(workers: readonly BackgroundWorker[], logger: Logger): RunningWorkers {
  let isStopping = false;
  const timers = new Set<NodeJS.Timeout>();
  const passes = new Set<Promise<void>>();

  const schedule = (worker: BackgroundWorker, delayMs: number) => {
    if (isStopping) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const pass = (async () => {
        let handled = 0;
        try {
          handled = await worker.runOnce();
        } catch (error) {
          logger.error({ err: error, worker: worker.name }, 'background worker pass failed');
        }
        schedule(worker, handled > 0 ? 0 : worker.intervalMs);
      })();
      passes.add(pass);
      void pass.finally(() => passes.delete(pass));
    }, delayMs);
    timers.add(timer);
  };

  for (const worker of workers) schedule(worker, worker.intervalMs);
  return {
    async stop() {
      isStopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...passes]);
    },
  };
}
