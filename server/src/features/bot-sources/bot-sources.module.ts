import { recordBotStartSource } from '@ferry/shared/contracts';
import { hasAttribution } from '@ferry/shared/domain';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import type { StartSourcesRepo } from '../../user-records/start-sources.repo';

/**
 * The bot's base (`/bot`): `POST /bot/start-source` keeps where a Telegram user came from when
 * the bot saw their `/start`, so registering later attributes the referrer and the campaign even
 * though the mini-app button carries no signed start parameter. Only the bot may call it.
 */
export function createBotSourcesModule(ctx: ModuleContext, startSources: StartSourcesRepo): AppModule {
  const route = defineRoute(recordBotStartSource, async ({ body, c }) => {
    const telegramUserId = BigInt(body.telegram_user_id);
    const referrer = body.referrer_telegram_id === null ? null : BigInt(body.referrer_telegram_id);
    const attribution = {
      // Nobody refers themself, whatever the caller sends.
      referrerTelegramId: referrer === telegramUserId ? null : referrer,
      utm: {
        ...(body.utm_s ? { source: body.utm_s } : {}),
        ...(body.utm_m ? { medium: body.utm_m } : {}),
        ...(body.utm_c ? { campaign: body.utm_c } : {}),
        ...(body.utm_t ? { term: body.utm_t } : {}),
      },
    };
    // Someone already registered was attributed then; a later link changes nothing.
    const isRegistered = (await ctx.users.findByTgId(telegramUserId)) !== undefined;
    const isRecorded =
      !isRegistered &&
      hasAttribution(attribution) &&
      (await startSources.remember(telegramUserId, attribution));
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    return { is_recorded: isRecorded };
  });
  return { routes: [route] };
}
