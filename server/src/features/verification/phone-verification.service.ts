import { isLanguage, type Language } from '@ferry/locales';
import type { VerificationState } from '@ferry/shared/contracts';
import {
  ANONYMOUS_NUMBER_KEY,
  checkResidenceCountry,
  DomainError,
  describePhone,
  isAnonymousMessengerNumber,
  type ResidenceRules,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError } from '../../http/field-error';
import { translate } from '../../i18n/translate';
import type { ModuleContext } from '../../module-context/module-context';
import { codeExpiredError } from '../../one-time-codes/code-errors';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '../../one-time-codes/one-time-codes';
import { createPhoneCodes } from './phone-codes';
import { tellStepOutcome } from './step-outcome-events';
import { verificationRepo } from './verification.repo';

const phoneTaken = () =>
  new DomainError('CONFLICT_ERROR', {
    field: 'phone',
    reason: 'phone_taken',
    key: 'errors.verification.phoneTaken',
  });

/**
 * The refusals of a phone to verify (001 §5, §8), in order: an anonymous messenger number (+888),
 * a number outside every numbering plan, a number of a restricted region (UNPROCESSABLE_ENTITY,
 * "The phone number's country is not supported"). Answers the number in E.164.
 */
export function acceptPhoneToVerify(phone: string, rules: ResidenceRules): string {
  if (isAnonymousMessengerNumber(phone))
    throw new DomainError('ANONYMOUS_NUMBER_NOT_ALLOWED', {
      field: 'phone',
      reason: 'anonymous_number',
      key: ANONYMOUS_NUMBER_KEY,
    });
  const parsed = describePhone(phone);
  if (!parsed) throw fieldError('phone', 'validation.phone');
  if (parsed.country && !checkResidenceCountry(parsed.country, rules).isAllowed)
    throw new DomainError('UNPROCESSABLE_ENTITY', {
      field: 'phone',
      reason: 'phone_country_not_supported',
      country: parsed.country,
      key: 'errors.phone.countryNotSupported',
    });
  return parsed.e164;
}

/**
 * Completes the PHONE step with `phone`, unless another profile verified that number first, and
 * leaves what it means to the user for the bot (`isLevelOnly`: the bot answered it in the chat).
 */
async function completePhoneStep(
  trx: Kysely<Schema>,
  profileId: string,
  phone: string,
  at: Date,
  isLevelOnly = false,
) {
  const owner = await verificationRepo.findPhoneOwner(trx, phone);
  if (owner && owner.profile_id !== profileId) throw phoneTaken();
  const before = await verificationRepo.findStep(trx, profileId, 'PHONE', true);
  await verificationRepo.saveStep(trx, profileId, 'PHONE', {
    status: 'COMPLETED',
    phone,
    reject_comment: null,
    reject_labels: '[]',
    updated_at: at,
  });
  const from = before?.status ?? 'NONE';
  await tellStepOutcome(trx, {
    profileId,
    kind: 'PHONE',
    from,
    to: 'COMPLETED',
    comment: null,
    at,
    isLevelOnly,
  });
}

interface PhoneDeps {
  ctx: ModuleContext;
  residenceRules: ResidenceRules;
  state(profileId: string): Promise<VerificationState>;
}

/**
 * A phone the messenger vouches for: Telegram's shared contact, trusted by the bot only when the
 * contact's user is the sender and the signed init-data user. The same refusals as by SMS apply;
 * the PHONE step completes without a code.
 */
export async function verifyPhoneFromMessenger(
  deps: PhoneDeps,
  profileId: string,
  phone: string,
): Promise<VerificationState> {
  const e164 = acceptPhoneToVerify(phone.startsWith('+') ? phone : `+${phone}`, deps.residenceRules);
  try {
    await deps.ctx.db
      .transaction()
      .execute((trx) => completePhoneStep(trx, profileId, e164, new Date(deps.ctx.nowMs()), true));
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
  return deps.state(profileId);
}

/** The PHONE step by an SMS code through the SMS adapter (the sandbox keeps texts in the outbox). */
export function createPhoneVerification(deps: PhoneDeps) {
  const { ctx } = deps;
  const codes = createPhoneCodes(ctx);

  async function languageOf(userId: string): Promise<Language> {
    const language = (await ctx.users.findById(userId))?.language;
    return isLanguage(language) ? language : 'en';
  }

  return {
    async requestCode(userId: string, profileId: string, phone: string) {
      const e164 = acceptPhoneToVerify(phone, deps.residenceRules);
      const owner = await verificationRepo.findPhoneOwner(ctx.db, e164);
      if (owner && owner.profile_id !== profileId) throw phoneTaken();
      const code = await codes.issue(profileId, e164);
      const text = translate(await languageOf(userId), 'notices.phoneVerification.sms', {
        code,
        count: Math.round(CODE_TTL_SECONDS / 60),
      });
      try {
        await ctx.sms.send(e164, text);
      } catch (error) {
        await codes.expire(e164);
        ctx.logger.warn({ reason: (error as Error).message }, 'phone verification code not sent');
        throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'sms_not_sent' });
      }
      return { resend_after_seconds: CODE_RESEND_SECONDS };
    },

    async confirm(userId: string, profileId: string, phone: string, code: string) {
      const e164 = acceptPhoneToVerify(phone, deps.residenceRules);
      const row = await codes.check(userId, profileId, e164, code);
      try {
        await ctx.db.transaction().execute(async (trx) => {
          if (!(await codes.consume(row.id, trx))) throw codeExpiredError();
          await completePhoneStep(trx, profileId, e164, new Date(ctx.nowMs()));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw phoneTaken();
        throw error;
      }
      return deps.state(profileId);
    },

    verifyFromMessenger: (profileId: string, phone: string) =>
      verifyPhoneFromMessenger(deps, profileId, phone),
  };
}
