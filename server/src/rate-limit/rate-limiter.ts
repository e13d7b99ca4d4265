import { DomainError } from '@ferry/shared/domain';

/**
 * At most `limit` (hits, or their cost) for one key in ANY `windowSeconds` span: a sliding window
 * (each counted hit is kept with its time until it is a window old), not windows fixed to the clock,
 * where a burst at the end of one window and another at the start of the next pass twice the limit.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  isAllowed: boolean;
  /** What is counted in the last window (costs added up), this hit included when it was counted. */
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  kind: 'memory' | 'redis';
  /**
   * Counts a hit (of `cost`, 1 unless said: a faucet counts the amount it gives) when it stays within
   * the rule, and says whether it did. A refused hit is not counted, so the window frees up on time.
   */
  hit(rule: RateRule, key: string, cost?: number): Promise<RateDecision>;
  /** Says whether a hit of `cost` would still be allowed, without counting one. */
  peek(rule: RateRule, key: string, cost?: number): Promise<RateDecision>;
  close(): Promise<void>;
}

/** Fails with TOO_MANY_REQUESTS (and the wait, which becomes Retry-After) once a rule is spent. */
export async function enforceRate(limiter: RateLimiter, rule: RateRule, key: string): Promise<void> {
  const decision = await limiter.hit(rule, key);
  if (!decision.isAllowed) throw tooManyRequests(decision.retryAfterSeconds);
}

/** Fails the same way when a rule is already spent, counting nothing (for "failures per hour"). */
export async function ensureRateAvailable(limiter: RateLimiter, rule: RateRule, key: string): Promise<void> {
  const decision = await limiter.peek(rule, key);
  if (!decision.isAllowed) throw tooManyRequests(decision.retryAfterSeconds);
}

export function tooManyRequests(retryAfterSeconds: number): DomainError {
  return new DomainError('TOO_MANY_REQUESTS', {
    retry_after_seconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}

/** A counted hit: when, and what it cost. */
export interface CountedHit {
  atMs: number;
  cost: number;
}

/**
 * The one rule both limiters apply to the hits still in the window (oldest first): whether `cost`
 * more fits, and if not, how long until enough of the oldest hits leave the window for it to fit.
 */
export function decideSliding(
  rule: RateRule,
  live: readonly CountedHit[],
  cost: number,
  nowMs: number,
): { isAllowed: boolean; used: number; retryAfterMs: number } {
  const windowMs = rule.windowSeconds * 1000;
  const used = live.reduce((sum, counted) => sum + counted.cost, 0);
  if (used + cost <= rule.limit) return { isAllowed: true, used, retryAfterMs: 0 };
  // More than the whole limit never fits: the caller waits a full window and is refused again.
  if (cost > rule.limit) return { isAllowed: false, used, retryAfterMs: windowMs };
  let left = used;
  for (const counted of live) {
    left -= counted.cost;
    if (left + cost <= rule.limit)
      return { isAllowed: false, used, retryAfterMs: counted.atMs + windowMs - nowMs };
  }
  return { isAllowed: false, used, retryAfterMs: windowMs };
}

/** A cost is a whole number of at least 1 (a limiter's record of it is exact). */
export function checkCost(cost: number): number {
  if (!Number.isSafeInteger(cost) || cost < 1)
    throw new RangeError(`a rate cost must be a whole number ≥ 1: ${cost}`);
  return cost;
}
