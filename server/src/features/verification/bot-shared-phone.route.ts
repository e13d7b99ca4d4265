import { type BotSharedPhoneResponse, recordBotSharedPhone } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { z } from 'zod';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute } from '../../http/endpoint-route';
import { parseInput } from '../../http/json-body';
import type { ModuleContext } from '../../module-context/module-context';
import type { VerificationState } from './verification-view';

const telegramIdParams = z.object({ telegramId: z.string().regex(/^[1-9]\d{0,19}$/) });

/** A refusal the user is told about; anything else (the database, a bug) stays a server error. */
const TOLD_CODES = new Set([
  'ANONYMOUS_NUMBER_NOT_ALLOWED',
  'UNPROCESSABLE_ENTITY',
  'VALIDATION_ERROR',
  'COUNTRY_NOT_ALLOWED',
  'CONFLICT_ERROR',
]);

/** The bot's reasons: an anonymous +888 number, a region Ferry does not serve, or the code itself. */
function reasonOf(error: DomainError): string {
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  if (reason === 'anonymous_number') return 'ANONYMOUS_NUMBER';
  if (reason === 'phone_country_not_supported') return 'COUNTRY_NOT_ALLOWED';
  return error.code;
}

/**
 * `POST /bot/users/:telegramId/shared-phone`: the phone the bot received as the sender's own
 * contact. Only the bot (its service key) calls it, and the contact's id must be the path's
 * Telegram user again, so a card of someone else's number never completes anyone's PHONE step.
 * The step is the default profile's, the one the mini-app opens.
 */
export function createBotSharedPhoneRoute(
  ctx: ModuleContext,
  fromMessenger: (profileId: string, phone: string) => Promise<VerificationState>,
) {
  return defineRoute(recordBotSharedPhone, async ({ params, body, c }): Promise<BotSharedPhoneResponse> => {
    const { telegramId } = parseInput(telegramIdParams, { telegramId: params.telegramId }) as z.output<
      typeof telegramIdParams
    >;
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    if (body.contact_user_id !== telegramId) return { outcome: 'refused', reason_code: 'ACCESS_DENIED' };
    const user = await ctx.users.findByTgId(BigInt(telegramId));
    const profileId = user ? (await ctx.users.profileIds(user.id))[0] : undefined;
    if (!profileId) return { outcome: 'not_registered', reason_code: null };
    try {
      await fromMessenger(profileId, body.phone);
      return { outcome: 'verified', reason_code: null };
    } catch (error) {
      if (error instanceof DomainError && TOLD_CODES.has(error.code))
        return { outcome: 'refused', reason_code: reasonOf(error) };
      throw error;
    }
  });
}
