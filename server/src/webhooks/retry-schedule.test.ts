import { describe, expect, it } from 'vitest';
import { nextRetryDelayMs, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from './retry-schedule';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('webhook retry schedule', () => {
  it.each([
    [1, 10 * SECOND],
    [2, 30 * SECOND],
    [3, 2 * MINUTE],
    [4, 10 * MINUTE],
    [5, HOUR],
    [6, 2 * HOUR],
    [7, 4 * HOUR],
    [8, 8 * HOUR],
    [9, 8 * HOUR],
  ])('waits about %i → %i ms after that many failures', (failures, delayMs) => {
    expect(nextRetryDelayMs(failures, () => 0.5)).toBe(delayMs);
    expect(nextRetryDelayMs(failures, () => 0)).toBe(Math.round(delayMs * 0.8));
    expect(nextRetryDelayMs(failures, () => 0.999_999)).toBeCloseTo(delayMs * 1.2, -2);
  });

  it('gives up after the tenth attempt, a little under a day after the first', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(10);
    expect(nextRetryDelayMs(10, () => 0.5)).toBeUndefined();
    const totalMs = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(totalMs).toBeGreaterThan(22 * HOUR);
    expect(totalMs * 1.2).toBeLessThan(28 * HOUR);
  });

  it('grows with each failure whatever the jitter draws', () => {
    for (let failures = 1; failures < 8; failures += 1) {
      const latest = nextRetryDelayMs(failures, () => 0.999_999) as number;
      const nextEarliest = nextRetryDelayMs(failures + 1, () => 0) as number;
      expect(nextEarliest).toBeGreaterThan(latest);
    }
  });
});
