import type { BotSharedPhoneResponse } from '@ferry/shared/contracts';
import { Composer } from 'grammy';
import type { BotConfig } from '../bot-config';
import type { BotContext } from '../bot-context';
import type { BotVerification } from '../bot-verification';
import { buildOpenAppKeyboard } from '../open-app-keyboard';

type ReplyKey =
  | 'bot.phoneVerified'
  | 'bot.phoneNotOwnContact'
  | 'bot.phoneNoAccount'
  | 'bot.phoneRefusedAnonymous'
  | 'bot.phoneRefusedRegion'
  | 'bot.phoneRefused'
  | 'bot.phoneUnavailable';

/** What the user is told for the server's answer; a refusal names its reason in plain words. */
function replyKeyOf(answer: BotSharedPhoneResponse): ReplyKey {
  if (answer.outcome === 'verified') return 'bot.phoneVerified';
  if (answer.outcome === 'not_registered') return 'bot.phoneNoAccount';
  if (answer.reason_code === 'COUNTRY_NOT_ALLOWED') return 'bot.phoneRefusedRegion';
  if (answer.reason_code === 'ANONYMOUS_NUMBER') return 'bot.phoneRefusedAnonymous';
  return 'bot.phoneRefused';
}

/**
 * A shared contact (the mini-app's "share my phone" makes Telegram send it to the bot). Only the
 * sender's own card counts: Telegram fills `contact.user_id` with the sender's id when they share
 * themselves, and a forwarded or typed-in contact of anyone else has another id or none. The
 * server checks the same again before the PHONE step completes.
 */
export function createSharedContactFeature(
  config: Pick<BotConfig, 'publicUrl'>,
  deps: { verification: BotVerification; onError?(error: unknown): void },
): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.on('message:contact', async (ctx) => {
    const { contact } = ctx.message;
    const backToVerification = buildOpenAppKeyboard(
      config.publicUrl,
      ctx.t('bot.openApp'),
      {},
      'profile/personal-details',
    );
    if (contact.user_id === undefined || contact.user_id !== ctx.from.id) {
      await ctx.reply(ctx.t('bot.phoneNotOwnContact'));
      return;
    }
    const answer = await deps.verification
      .recordSharedPhone(BigInt(ctx.from.id), {
        phone: contact.phone_number,
        contactUserId: BigInt(contact.user_id),
      })
      .catch((error: unknown) => {
        deps.onError?.(error);
        return undefined;
      });
    const key = answer ? replyKeyOf(answer) : 'bot.phoneUnavailable';
    await ctx.reply(ctx.t(key), { reply_markup: backToVerification });
  });
  return feature;
}
