/**
 * Waits after each failed attempt: about 10 s, 30 s, 2 min, 10 min, 1 h, 2 h, 4 h, 8 h, 8 h —
 * ten attempts over roughly 23 hours. After the tenth failure the delivery is given up.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  10_000, 30_000, 120_000, 600_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000, 28_800_000,
] as const;

export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** ±20 %: merchants that were down come back to a spread of retries, not a wall of them. */
const JITTER_SHARE = 0.2;

/**
 * The wait before the next attempt after `failedAttempts` failures (1 = the first attempt
 * failed), or undefined when it is time to give up. `random` is in [0, 1).
 */
export function nextRetryDelayMs(failedAttempts: number, random: () => number): number | undefined {
  const base = WEBHOOK_RETRY_DELAYS_MS[failedAttempts - 1];
  if (base === undefined) return undefined;
  const factor = 1 + JITTER_SHARE * (2 * random() - 1);
  return Math.round(base * factor);
}
