import { DomainError } from '@ferry/shared/domain';

/** At most `limit` hits per `windowSeconds` for one key (fixed windows aligned to the clock). */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  isAllowed: boolean;
  /** Hits counted in the current window, this one included when it was counted. */
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  kind: 'memory' | 'redis';
  /** Counts a hit and says whether it stays within the rule. */
  hit(rule: RateRule, key: string): Promise<RateDecision>;
  /** Says whether a hit would still be allowed, without counting one. */
  peek(rule: RateRule, key: string): Promise<RateDecision>;
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

export function windowOf(rule: RateRule, nowMs: number): { index: number; endsAtMs: number } {
  const windowMs = rule.windowSeconds * 1000;
  const index = Math.floor(nowMs / windowMs);
  return { index, endsAtMs: (index + 1) * windowMs };
}
