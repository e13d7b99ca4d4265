const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits after each failed scheduled attempt (the first goes at once): 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h, 14 h, 14 h, 20 h — eleven attempts over about 75.6 hours, so a receiver that
 * is down for three days still gets the message. After the eleventh failure it is given up.
 */
export const MERCHANT_WEBHOOK_RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
  14 * HOUR,
  14 * HOUR,
  20 * HOUR,
] as const;

/**
 * Up to +20 %, never less than the schedule: receivers that were down come back to a spread of
 * retries rather than a wall of them, and the whole run never ends before three days.
 */
const JITTER_SHARE = 0.2;

/**
 * The wait after `failedAttempts` failed scheduled attempts (1 = the first failed), or undefined
 * when the schedule is over. `random` is in [0, 1).
 */
export function nextMerchantRetryDelayMs(failedAttempts: number, random: () => number): number | undefined {
  const base = MERCHANT_WEBHOOK_RETRY_DELAYS_MS[failedAttempts - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (1 + JITTER_SHARE * random()));
}
