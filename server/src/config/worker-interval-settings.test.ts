import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { withWorkerIntervals } from './worker-interval-settings';

describe('WORKER_INTERVALS', () => {
  it('changes only the pauses of the workers it names', () => {
    const config = loadConfig({ WORKER_INTERVALS: 'referral-rewards=1000, payouts = 250' });
    expect(config.workerIntervalsMs).toEqual({ 'referral-rewards': 1000, payouts: 250 });
    const workers = withWorkerIntervals(
      [
        { name: 'referral-rewards', intervalMs: 60_000 },
        { name: 'expiry-sweeper', intervalMs: 5_000 },
      ],
      config.workerIntervalsMs,
    );
    expect(workers.map((worker) => worker.intervalMs)).toEqual([1000, 5_000]);
  });

  it('keeps every worker’s own pause when unset', () => {
    expect(loadConfig({}).workerIntervalsMs).toEqual({});
  });

  it('refuses a pair that is not name=ms, or a pause under 100 ms', () => {
    expect(() => loadConfig({ WORKER_INTERVALS: 'referral-rewards' })).toThrow(/WORKER_INTERVALS/);
    expect(() => loadConfig({ WORKER_INTERVALS: 'referral-rewards=5' })).toThrow(/WORKER_INTERVALS/);
  });
});
