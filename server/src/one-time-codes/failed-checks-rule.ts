import type { RateRule } from '../rate-limit/rate-limiter';

/**
 * At most 100 failed code checks per account per hour are even evaluated: two-factor
 * codes and contact-change codes count against one budget, so guessing cannot hop between them.
 */
export const FAILED_CODE_CHECKS_RULE: RateRule = {
  name: 'code-check-failures',
  limit: 100,
  windowSeconds: 3600,
};
