import type { TwoFactorScope } from '@ferry/shared/contracts';

/**
 * What the route guard asks of two-factor: let the call through when the user has not switched
 * the scope on; otherwise demand a valid, unused code (AUTH_2FA_REQUIRED when none was sent,
 * AUTH_2FA_INVALID when wrong, AUTH_2FA_ATTEMPTS_EXCEEDED once locked).
 */
export interface TwoFactorGate {
  /**
   * Answers true when the scope is on and the code given was accepted (used up), so the call
   * carries a fresh second factor; false when the scope is off and nothing was checked.
   */
  check(userId: string, scope: TwoFactorScope, code: string | undefined): Promise<boolean>;
}
