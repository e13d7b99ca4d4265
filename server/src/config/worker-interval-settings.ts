import { z } from 'zod';
import { emptyToUndefined } from './setting-parsers';

/**
 * `WORKER_INTERVALS`: `name=ms` pairs that shorten (or lengthen) a background worker's pause
 * between passes, e.g. `referral-rewards=1000`. Empty by default, each worker keeps its own.
 * The bank test uses it so a worker that pauses a minute settles within a short run.
 */
export const WORKER_INTERVAL_SETTING_FIELDS = {
  WORKER_INTERVALS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((value, context) => {
        const intervals: Record<string, number> = {};
        for (const pair of value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)) {
          const match = /^([a-z0-9-]+)\s*=\s*(\d{1,9})$/.exec(pair);
          const milliseconds = Number(match?.[2]);
          if (!match?.[1] || milliseconds < 100) {
            context.addIssue({ code: 'custom', message: `"${pair}" is not name=ms (ms ≥ 100)` });
            return z.NEVER;
          }
          intervals[match[1]] = milliseconds;
        }
        return intervals;
      }),
  ),
};

type WorkerIntervalEnvironment = z.output<z.ZodObject<typeof WORKER_INTERVAL_SETTING_FIELDS>>;

export function readWorkerIntervals(env: WorkerIntervalEnvironment): Readonly<Record<string, number>> {
  return env.WORKER_INTERVALS;
}

/** The workers with their pauses as the settings name them. */
export function withWorkerIntervals<T extends { name: string; intervalMs: number }>(
  workers: readonly T[],
  intervals: Readonly<Record<string, number>>,
): T[] {
  return workers.map((worker) => {
    const intervalMs = intervals[worker.name];
    return intervalMs === undefined ? worker : { ...worker, intervalMs };
  });
}
