import { LANGUAGES, resolveLanguage } from '@ferry/locales';
import { type CodeSentResponse, confirmEmailCode, requestEmailCode } from '@ferry/shared/contracts';
import { CODE_LENGTH, DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Schema } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { defineRoute, type EndpointRoute } from '../../http/endpoint-route';
import type { ModuleContext } from '../../module-context/module-context';
import { codeExpiredError, tooManyAttemptsError, wrongCodeError } from '../../one-time-codes/code-errors';
import { maskEmail } from '../../one-time-codes/mask-email';
import {
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodeRow,
  createOneTimeCodes,
} from '../../one-time-codes/one-time-codes';
import { enforceRate, ensureRateAvailable } from '../../rate-limit/rate-limiter';
import type { UserRow } from '../../user-records/users.repo';
import type { AuthModulePorts } from './auth.module';
import { AUTH_RATE_RULES, enforceIpRate } from './auth-rate-rules';
import { renderSignInCodeMail } from './sign-in-code-mail';
import {
  checkLoginTwoFactor,
  issueLogin,
  normalisePromocode,
  readAcceptLanguage,
  refuseBlocked,
} from './sign-in-steps';

/** What a sign-in code carries to the sign-up it may become. */
const codePayloadSchema = z.object({
  language: z.enum(LANGUAGES).catch('en'),
  utm: z
    .object({
      source: z.string().optional(),
      medium: z.string().optional(),
      campaign: z.string().optional(),
      term: z.string().optional(),
    })
    .catch({}),
  /** The inviting user's Telegram id from the page's `?ref=`, for the account this code creates. */
  referrer: z.string().regex(/^\d+$/).nullable().catch(null),
});

/**
 * `POST login?method=email` mails a code; `PUT login?method=email` trades it for a session,
 * creating the account on first use. Both answer alike for known and unknown addresses.
 */
export function createEmailLoginRoutes(ctx: ModuleContext, ports: AuthModulePorts): EndpointRoute[] {
  const codes = createOneTimeCodes(ctx.db, ctx.nowMs, 'login');
  const limiter = ctx.rateLimiter;

  const sendCode = defineRoute(requestEmailCode, async ({ query, body, caller, c }) => {
    const email = body.email.toLowerCase();
    await enforceIpRate(limiter, AUTH_RATE_RULES.codeSendPerIp, caller.ip);
    // Counted only once a code goes out, so a "send again" pressed too early costs nothing.
    await ensureRateAvailable(limiter, AUTH_RATE_RULES.codeSendPerEmail, email);
    const existing = await ctx.users.findByEmail(email);
    const language =
      existing?.language ?? resolveLanguage(null, readAcceptLanguage(c.req.header('Accept-Language')));
    const utm = {
      source: query.utm_source,
      medium: query.utm_medium,
      campaign: query.utm_campaign,
      term: query.utm_term,
    };
    const outcome = await codes.issue(email, { language, utm, referrer: query.ref ?? null });
    if (!outcome.isIssued) {
      throw new DomainError('TOO_MANY_REQUESTS', {
        reason: 'code_resend_too_soon',
        retry_after_seconds: outcome.retryAfterSeconds,
      });
    }
    await limiter.hit(AUTH_RATE_RULES.codeSendPerEmail, email);
    try {
      await ctx.mailer.send(renderSignInCodeMail(language, email, outcome.code));
    } catch (error) {
      await codes.expire(email);
      ctx.logger.warn({ reason: (error as Error).message }, 'sign-in code mail not sent');
      throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'mail_not_sent' });
    }
    const answer: CodeSentResponse = {
      sent_to: maskEmail(email),
      code_length: CODE_LENGTH,
      expires_in_seconds: CODE_TTL_SECONDS,
      resend_after_seconds: CODE_RESEND_SECONDS,
    };
    return answer;
  });

  /** Why a code could not take another try: spent, or gone meanwhile. */
  async function explainDeadCode(email: string): Promise<DomainError> {
    const row = await codes.findNewest(email);
    return row && codes.isLive(row) ? tooManyAttemptsError() : codeExpiredError();
  }

  /** Compares the code only after taking one of its tries; a wrong one also counts per address. */
  async function checkCode(email: string, code: string): Promise<CodeRow> {
    await ensureRateAvailable(limiter, AUTH_RATE_RULES.codeFailuresPerEmail, email);
    await enforceRate(limiter, AUTH_RATE_RULES.codeCheckPerEmail, email);
    const row = await codes.findNewest(email);
    if (!row || !codes.isLive(row)) throw codeExpiredError();
    if (row.attempts >= row.max_attempts) throw tooManyAttemptsError();
    const attemptsUsed = await codes.takeAttempt(row.id);
    if (attemptsUsed === undefined) throw await explainDeadCode(email);
    if (await codes.matches(row, code)) return row;
    await limiter.hit(AUTH_RATE_RULES.codeFailuresPerEmail, email);
    throw wrongCodeError(row.max_attempts - attemptsUsed);
  }

  async function markEmailVerified(user: UserRow, trx: Kysely<Schema>): Promise<UserRow> {
    if (user.email_verified_at !== null) return user;
    return ctx.users.update(user.id, { email_verified_at: new Date(ctx.nowMs()) }, trx);
  }

  const confirmCode = defineRoute(confirmEmailCode, async ({ body, caller }) => {
    const email = body.email.toLowerCase();
    await enforceIpRate(limiter, AUTH_RATE_RULES.loginPerIp, caller.ip);
    const row = await checkCode(email, body.code);
    const user = await ctx.users.findByEmail(email);
    try {
      if (user) {
        refuseBlocked(user);
        await checkLoginTwoFactor(ctx.db, ports.twoFactorGate, user.id, caller.twoFactorToken);
      }
    } catch (error) {
      // The code was right: the retry with the two-factor code must still find it usable.
      await codes.returnAttempt(row.id);
      throw error;
    }
    const payload = codePayloadSchema.parse(row.payload ?? {});
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        if (!(await codes.consume(row.id, trx))) throw codeExpiredError();
        const signedIn = user
          ? await markEmailVerified(user, trx)
          : await ctx.users.create(
              {
                email,
                isEmailVerified: true,
                language: payload.language,
                utm: payload.utm,
                referrerTgId: payload.referrer === null ? null : BigInt(payload.referrer),
                promocode: normalisePromocode(body.promocode),
              },
              trx,
            );
        return issueLogin(ctx, { user: signedIn, caller, method: 'email', isNewUser: !user }, trx);
      });
    } catch (error) {
      // Another sign-in created this address a moment ago; the code is still unused, so a retry works.
      if (isUniqueViolation(error))
        throw new DomainError('CONFLICT_ERROR', { reason: 'account_just_created' });
      throw error;
    }
  });

  return [sendCode, confirmCode];
}
