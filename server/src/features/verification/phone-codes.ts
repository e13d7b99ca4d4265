import { DomainError } from '@ferry/shared/domain';
import type { ModuleContext } from '../../module-context/module-context';
import { checkOwnedCode } from '../../one-time-codes/check-owned-code';
import { type CodeRow, createOneTimeCodes } from '../../one-time-codes/one-time-codes';
import { ensureRateAvailable, type RateRule } from '../../rate-limit/rate-limiter';

/** Verifying a phone is rare: ten codes an hour per profile is plenty. */
const CODE_SENDS_RULE: RateRule = { name: 'verification.phone-code-send', limit: 10, windowSeconds: 3600 };

/**
 * The SMS codes that prove a phone for the PHONE step: the sign-in code store (HMAC at rest, 10
 * minutes, 5 tries, 60 s before another) under its own purpose, each code bound to the profile
 * that asked for it, and wrong guesses counted with every other code check of the account.
 */
export function createPhoneCodes(ctx: ModuleContext) {
  const codes = createOneTimeCodes(ctx.db, ctx.nowMs, 'phone_verification');
  const limiter = ctx.rateLimiter;

  return {
    async issue(profileId: string, phone: string): Promise<string> {
      await ensureRateAvailable(limiter, CODE_SENDS_RULE, profileId);
      const outcome = await codes.issue(phone, { profile_id: profileId });
      if (!outcome.isIssued)
        throw new DomainError('TOO_MANY_REQUESTS', {
          reason: 'code_resend_too_soon',
          retry_after_seconds: outcome.retryAfterSeconds,
        });
      await limiter.hit(CODE_SENDS_RULE, profileId);
      return outcome.code;
    },

    expire: (phone: string) => codes.expire(phone),

    /** The code this profile was sent to `phone`, checked after taking one of its tries. */
    check: (userId: string, profileId: string, phone: string, code: string): Promise<CodeRow> =>
      checkOwnedCode(codes, limiter, {
        userId,
        destination: phone,
        code,
        isOwnedBy: (payload) => (payload as { profile_id?: unknown } | null)?.profile_id === profileId,
      }),

    consume: codes.consume,
  };
}
