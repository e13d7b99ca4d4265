import type { CodeSentResponse, User } from '@ferry/shared/contracts';
import {
  ANONYMOUS_NUMBER_KEY,
  CODE_LENGTH,
  canChangePhone,
  DomainError,
  describePhone,
  isAnonymousMessengerNumber,
  nextPhoneChangeAt,
  PHONE_CHANGE_COOLDOWN_HOURS,
} from '@ferry/shared/domain';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError } from '../../http/field-error';
import type { ModuleContext } from '../../module-context/module-context';
import { codeExpiredError } from '../../one-time-codes/code-errors';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '../../one-time-codes/one-time-codes';
import { viewUser } from '../../user-records/user-view';
import type { UserRow } from '../../user-records/users.repo';
import { createContactCodes } from './contact-codes';
import { maskPhone, renderPhoneChangeSms } from './contact-notices';

const PHONE_CHANGE_INTERVAL_MS = PHONE_CHANGE_COOLDOWN_HOURS * 60 * 60 * 1000;
const phoneTaken = () => new DomainError('CONFLICT_ERROR', { field: 'phone', reason: 'phone_taken' });

/**
 * Changing the phone (spec 001 §4, §8): once per 24 hours, by a code texted to the current number
 * (or to the new one when the account has none). Numbers are kept in E.164.
 */
export function createPhoneChange(ctx: ModuleContext) {
  const codes = createContactCodes(ctx, 'phone_change');
  const blockedCountries = new Set(ctx.config.blockedCountries);

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await ctx.users.findById(userId);
    if (!user) throw new DomainError('UNAUTHORIZED_REQUEST');
    return user;
  }

  function limitExceeded(lastChangedAt: Date): DomainError {
    const nextAt = nextPhoneChangeAt(lastChangedAt);
    return new DomainError('PHONE_CHANGE_LIMIT_EXCEEDED', {
      next_change_at: nextAt.toISOString(),
      retry_after_seconds: Math.max(1, Math.ceil((nextAt.getTime() - ctx.nowMs()) / 1000)),
    });
  }

  function checkDailyLimit(user: UserRow): void {
    const lastChangedAt = user.phone_changed_at;
    if (lastChangedAt === null || canChangePhone(lastChangedAt, new Date(ctx.nowMs()))) return;
    throw limitExceeded(lastChangedAt);
  }

  /** The refusals of 001 §8, in order: anonymous, malformed, unchanged, country, taken. */
  async function acceptNewPhone(user: UserRow, phone: string): Promise<string> {
    if (isAnonymousMessengerNumber(phone)) {
      throw new DomainError('ANONYMOUS_NUMBER_NOT_ALLOWED', {
        field: 'phone',
        reason: 'anonymous_number',
        key: ANONYMOUS_NUMBER_KEY,
      });
    }
    const parsed = describePhone(phone);
    if (!parsed) throw fieldError('phone', 'validation.phone');
    const { e164 } = parsed;
    if (e164 === user.phone) throw fieldError('phone', 'validation.valuesEqual');
    if (parsed.country && blockedCountries.has(parsed.country)) {
      throw new DomainError('UNPROCESSABLE_ENTITY', {
        field: 'phone',
        reason: 'phone_country_not_supported',
        country: parsed.country,
        key: 'errors.phone.countryNotSupported',
      });
    }
    const owner = await ctx.users.findByPhone(e164);
    if (owner && owner.id !== user.id) throw phoneTaken();
    return e164;
  }

  return {
    async request(userId: string, newPhone: string | undefined): Promise<CodeSentResponse> {
      const user = await requireUser(userId);
      checkDailyLimit(user);
      const phone = newPhone === undefined ? undefined : await acceptNewPhone(user, newPhone);
      const destination = user.phone ?? phone;
      if (destination === undefined) throw fieldError('phone', 'validation.required');
      const code = await codes.issue(user.id, destination);
      try {
        await ctx.sms.send(destination, renderPhoneChangeSms(user.language, code));
      } catch (error) {
        await codes.expire(destination);
        ctx.logger.warn({ reason: (error as Error).message }, 'phone change code not sent');
        throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'sms_not_sent' });
      }
      return {
        sent_to: maskPhone(destination),
        code_length: CODE_LENGTH,
        expires_in_seconds: CODE_TTL_SECONDS,
        resend_after_seconds: CODE_RESEND_SECONDS,
      };
    },

    async confirm(userId: string, code: string, newPhone: string): Promise<User> {
      const user = await requireUser(userId);
      checkDailyLimit(user);
      const phone = await acceptNewPhone(user, newPhone);
      const row = await codes.check(user.id, user.phone ?? phone, code);
      const now = new Date(ctx.nowMs());
      try {
        const updated = await ctx.db.transaction().execute(async (trx) => {
          if (!(await codes.consume(row.id, trx))) throw codeExpiredError();
          // Conditional on the last change, so two confirmations at once cannot both count.
          const changed = await trx
            .updateTable('users')
            .set({ phone, phone_changed_at: now, updated_at: now })
            .where('id', '=', user.id)
            .where((eb) =>
              eb.or([
                eb('phone_changed_at', 'is', null),
                eb('phone_changed_at', '<=', new Date(now.getTime() - PHONE_CHANGE_INTERVAL_MS)),
              ]),
            )
            .returningAll()
            .executeTakeFirst();
          if (!changed) throw limitExceeded(now);
          return changed;
        });
        return viewUser(updated, ctx.users, ctx.db);
      } catch (error) {
        if (isUniqueViolation(error)) throw phoneTaken();
        throw error;
      }
    },
  };
}
