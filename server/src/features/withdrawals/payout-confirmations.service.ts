import type { PayoutConfirmationState } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { validateInitData } from '../../auth/telegram-init-data';
import { translate } from '../../i18n/translate';
import type { ModuleContext } from '../../module-context/module-context';
import { codeExpiredError, tooManyAttemptsError, wrongCodeError } from '../../one-time-codes/code-errors';
import { FAILED_CODE_CHECKS_RULE } from '../../one-time-codes/failed-checks-rule';
import { maskEmail } from '../../one-time-codes/mask-email';
import { CODE_TTL_SECONDS, createOneTimeCodes } from '../../one-time-codes/one-time-codes';
import { ensureRateAvailable, type RateRule } from '../../rate-limit/rate-limiter';
import type { UserRow } from '../../user-records/users.repo';
import { displayDetails, type PayoutDetails, type PayoutDetailsCheck } from './payout-details-check';

/** New payout details are rare: ten codes an hour per account is plenty. */
const CODE_SENDS_RULE: RateRule = { name: 'withdrawals.details-code-send', limit: 10, windowSeconds: 3600 };

interface Caller {
  userId: string;
  profileId: string;
}

/**
 * Sending and checking the one-time confirmation of new payout details. A code is bound to the
 * user, the profile and the details (its destination key is all three), goes to the account's
 * mail address, lives 10 minutes with 5 tries; a Telegram account without mail confirms with the
 * mini-app's init data instead, signed by Telegram for the same Telegram user. Confirming twice
 * answers "confirmed" again and changes nothing.
 */
export function createPayoutConfirmations(ctx: ModuleContext, check: PayoutDetailsCheck) {
  const codes = createOneTimeCodes(ctx.db, ctx.nowMs, 'payout_details');
  const confirmed: PayoutConfirmationState = { status: 'confirmed', channel: null, sent_to: null };

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await ctx.users.findById(userId);
    if (!user) throw new DomainError('UNAUTHORIZED_REQUEST');
    return user;
  }

  /** The code's key: whose, for which profile, for which details (the fingerprint, never the number). */
  async function codeKey(caller: Caller, details: PayoutDetails): Promise<string> {
    return `${caller.userId}:${caller.profileId}:${await check.fingerprint(ctx.db, details)}`;
  }

  async function sendCode(user: UserRow, caller: Caller, details: PayoutDetails, email: string) {
    const sendKey = `payout_details:${user.id}`;
    await ensureRateAvailable(ctx.rateLimiter, CODE_SENDS_RULE, sendKey);
    const key = await codeKey(caller, details);
    const outcome = await codes.issue(key, { user_id: user.id });
    // The code sent a moment ago still works (the dialog was closed and opened again): no new one.
    if (!outcome.isIssued) return;
    await ctx.rateLimiter.hit(CODE_SENDS_RULE, sendKey);
    try {
      await ctx.mailer.send({
        to: email,
        subject: translate(user.language, 'payoutCheck.mail.subject'),
        text: translate(user.language, 'payoutCheck.mail.body', {
          code: outcome.code,
          requisite: displayDetails(details),
          count: CODE_TTL_SECONDS / 60,
        }),
      });
    } catch (error) {
      await codes.expire(key);
      ctx.logger.warn({ reason: (error as Error).message }, 'payout details code not sent');
      throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'mail_not_sent' });
    }
  }

  async function checkCode(caller: Caller, details: PayoutDetails, code: string) {
    await ensureRateAvailable(ctx.rateLimiter, FAILED_CODE_CHECKS_RULE, caller.userId);
    const row = await codes.findNewest(await codeKey(caller, details));
    const isOwn = (row?.payload as { user_id?: unknown } | undefined)?.user_id === caller.userId;
    if (!row || !isOwn || !codes.isLive(row)) throw codeExpiredError();
    if (row.attempts >= row.max_attempts) throw tooManyAttemptsError();
    const attemptsUsed = await codes.takeAttempt(row.id);
    if (attemptsUsed === undefined) throw codeExpiredError();
    if (await codes.matches(row, code)) return row;
    await ctx.rateLimiter.hit(FAILED_CODE_CHECKS_RULE, caller.userId);
    throw wrongCodeError(row.max_attempts - attemptsUsed);
  }

  /** Telegram's signature over the init data, for this account's Telegram user. */
  function checkTelegram(user: UserRow, initData: string): void {
    const botToken = ctx.config.botToken;
    if (!botToken) throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'telegram_not_configured' });
    const result = validateInitData(initData, {
      botToken,
      maxAgeSeconds: ctx.config.initDataMaxAgeSeconds,
      nowSeconds: Math.floor(ctx.nowMs() / 1000),
    });
    if (!result.isValid) {
      if (result.reason === 'auth_date_expired') throw new DomainError('INIT_DATA_AUTH_DATE_EXPIRED');
      throw new DomainError('ACCESS_DENIED', { reason: `init_data_${result.reason}` });
    }
    if (user.tg_id === null || result.data.user.id !== user.tg_id)
      throw new DomainError('ACCESS_DENIED', { reason: 'init_data_other_user' });
  }

  return {
    async request(caller: Caller, token: string): Promise<PayoutConfirmationState> {
      const details = check.openToken(token, caller.userId, caller.profileId);
      if (await check.isConfirmed(ctx.db, caller.profileId, details)) return confirmed;
      const user = await requireUser(caller.userId);
      if (!user.email) {
        if (user.tg_id === null)
          throw new DomainError('CONFLICT_ERROR', { reason: 'no_confirmation_channel' });
        return { status: 'telegram', channel: 'telegram', sent_to: null };
      }
      await sendCode(user, caller, details, user.email);
      return { status: 'code_sent', channel: 'email', sent_to: maskEmail(user.email) };
    },

    async confirm(
      caller: Caller,
      body: { details_token: string; code?: string | undefined; init_data?: string | undefined },
    ): Promise<{ status: 'confirmed' }> {
      const details = check.openToken(body.details_token, caller.userId, caller.profileId);
      if (await check.isConfirmed(ctx.db, caller.profileId, details)) return { status: 'confirmed' };
      const user = await requireUser(caller.userId);
      const record = { profileId: caller.profileId, userId: user.id, details };
      if (body.code !== undefined && user.email) {
        const row = await checkCode(caller, details, body.code);
        await ctx.db.transaction().execute(async (trx) => {
          // A parallel confirm with the same code used it first: that one recorded the details.
          if (
            !(await codes.consume(row.id, trx)) &&
            !(await check.isConfirmed(trx, caller.profileId, details))
          )
            throw codeExpiredError();
          await check.record(trx, { ...record, method: 'email' });
        });
        return { status: 'confirmed' };
      }
      if (body.init_data !== undefined && !user.email) {
        checkTelegram(user, body.init_data);
        await check.record(ctx.db, { ...record, method: 'telegram' });
        return { status: 'confirmed' };
      }
      // The other channel's proof: the account confirms by mail if it has one, else by Telegram.
      throw new DomainError('VALIDATION_ERROR', {
        reason: 'confirmation_channel_mismatch',
        issues: [{ path: user.email ? 'code' : 'init_data', key: 'validation.required' }],
      });
    },
  };
}

export type PayoutConfirmations = ReturnType<typeof createPayoutConfirmations>;
