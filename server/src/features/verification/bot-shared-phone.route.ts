import { type BotSharedPhoneResponse, recordBotSharedPhone } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { z } from 'zod';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute } from '../../http/endpoint-route';
import { parseInput } from '../../http/json-body';
import type { ModuleContext } from '../../module-context/module-context';

const telegramIdParams = z.object({ telegramId: z.string().regex(/^[1-9]\d{0,19}$/) });

/** The words the bot answers a refusal with: the region, an anonymous number, or anything else. */
function reasonCodeOf(error: DomainError): string {
  if (error.code === 'ANONYMOUS_NUMBER_NOT_ALLOWED') return 'ANONYMOUS_NUMBER';
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  if (error.code === 'UNPROCESSABLE_ENTITY' && reason === 'phone_country_not_supported')
    return 'COUNTRY_NOT_ALLOWED';
  return error.code;
}

/**
 * `POST /bot/users/:telegramId/shared-phone` (the bot's service key only): the phone a Telegram
 * user shared as their own contact completes the PHONE step of their default profile. The bot sends
 * it only when the contact's user is the sender; the server checks that again, so a forwarded card
 * of someone else's number verifies nothing.
 */
export function createBotSharedPhoneRoute(
  ctx: ModuleContext,
  verifyFromMessenger: (profileId: string, phone: string) => Promise<unknown>,
) {
  return defineRoute(recordBotSharedPhone, async ({ params, body, c }): Promise<BotSharedPhoneResponse> => {
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    const { telegramId } = parseInput(telegramIdParams, { telegramId: params.telegramId }) as {
      telegramId: string;
    };
    if (body.contact_user_id !== telegramId) return { outcome: 'refused', reason_code: 'NOT_OWN_CONTACT' };
    const user = await ctx.users.findByTgId(BigInt(telegramId));
    const profileId = user ? (await ctx.users.profileIds(user.id))[0] : undefined;
    if (!user || !profileId) return { outcome: 'not_registered', reason_code: null };
    try {
      await verifyFromMessenger(profileId, body.phone);
      return { outcome: 'verified', reason_code: null };
    } catch (error) {
      if (error instanceof DomainError) return { outcome: 'refused', reason_code: reasonCodeOf(error) };
      throw error;
    }
  });
}
