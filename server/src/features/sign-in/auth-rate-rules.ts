import type { RateLimiter, RateRule } from '../../rate-limit/rate-limiter';
import { enforceRate } from '../../rate-limit/rate-limiter';

const MINUTE = 60;
const HOUR = 3600;

/**
 * The sign-in limits. Each answers TOO_MANY_REQUESTS with Retry-After once spent; windows are
 * fixed and aligned to the clock (see rate-limiter.ts).
 *
 * - A person asks for a code a few times an hour at most; the 60-second resend delay already
 *   spaces them, so 5 per address and 20 per network address per hour stop mail bombing.
 * - Each code takes 5 tries. 20 checks per address in 10 minutes bounds guessing across parallel
 *   requests; 100 failed checks per address per hour is the ceiling after which no code for that
 *   address is even compared (spec acceptance: "no more than 100 failed code checks per account
 *   per hour are even evaluated").
 * - 30 sign-ins per network address in 10 minutes covers a shared office address; scripts hit it.
 * - An access token lives 10 minutes, so a session refreshes about once per 10 minutes; 30 leaves
 *   room for many tabs racing. 300 per network address covers a whole office behind one NAT.
 */
export const AUTH_RATE_RULES = {
  codeSendPerEmail: { name: 'login.code-send.email', limit: 5, windowSeconds: HOUR },
  codeSendPerIp: { name: 'login.code-send.ip', limit: 20, windowSeconds: HOUR },
  codeCheckPerEmail: { name: 'login.code-check.email', limit: 20, windowSeconds: 10 * MINUTE },
  codeFailuresPerEmail: { name: 'login.code-failure.email', limit: 100, windowSeconds: HOUR },
  loginPerIp: { name: 'login.ip', limit: 30, windowSeconds: 10 * MINUTE },
  refreshPerSession: { name: 'auth.refresh.session', limit: 30, windowSeconds: 10 * MINUTE },
  refreshPerIp: { name: 'auth.refresh.ip', limit: 300, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;

/**
 * Counts a hit against a per-address rule. A request without a known address (only requests
 * made in-process, such as tests, have none) is not limited by address.
 */
export async function enforceIpRate(limiter: RateLimiter, rule: RateRule, ip: string | undefined) {
  if (ip === undefined) return;
  await enforceRate(limiter, rule, ip);
}
