import { DomainError } from '@ferry/shared/domain';
import type { CodePurpose } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
import { checkOwnedCode } from '../../one-time-codes/check-owned-code';
import { type CodeRow, createOneTimeCodes } from '../../one-time-codes/one-time-codes';
import { ensureRateAvailable, type RateRule } from '../../rate-limit/rate-limiter';

/** A change of address is rare: ten codes an hour per account and purpose is plenty. */
const CODE_SENDS_RULE: RateRule = { name: 'account.contact-code-send', limit: 10, windowSeconds: 3600 };

/**
 * Codes that authorise changing an email or phone: the sign-in code store (HMAC at rest, 10
 * minutes, 5 tries, 60 s before another), each code bound to the account that asked for it.
 */
export function createContactCodes(
  ctx: ModuleContext,
  purpose: Extract<CodePurpose, 'email_change' | 'phone_change'>,
) {
  const codes = createOneTimeCodes(ctx.db, ctx.nowMs, purpose);
  const limiter = ctx.rateLimiter;
  const sendKey = (userId: string) => `${purpose}:${userId}`;

  return {
    /** A new code for `destination`, or TOO_MANY_REQUESTS with the wait before another. */
    async issue(userId: string, destination: string, payload: Record<string, unknown> = {}): Promise<string> {
      await ensureRateAvailable(limiter, CODE_SENDS_RULE, sendKey(userId));
      const outcome = await codes.issue(destination, { ...payload, user_id: userId });
      if (!outcome.isIssued) {
        throw new DomainError('TOO_MANY_REQUESTS', {
          reason: 'code_resend_too_soon',
          retry_after_seconds: outcome.retryAfterSeconds,
        });
      }
      await limiter.hit(CODE_SENDS_RULE, sendKey(userId));
      return outcome.code;
    },

    /** Ends a code whose message could not be sent, so it cannot be guessed meanwhile. */
    expire: (destination: string) => codes.expire(destination),

    /**
     * The code this account was sent at `destination`, checked after taking one of its tries.
     * A wrong code also counts toward the account's failed checks of the hour.
     */
    check: (userId: string, destination: string, code: string): Promise<CodeRow> =>
      checkOwnedCode(codes, limiter, {
        userId,
        destination,
        code,
        isOwnedBy: (payload) => (payload as { user_id?: unknown } | null)?.user_id === userId,
      }),

    consume: codes.consume,
  };
}

export type ContactCodes = ReturnType<typeof createContactCodes>;
