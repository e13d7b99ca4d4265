import { hasAttribution, parseStartParam, readAttribution, type StartParam } from '@ferry/shared/domain';
import { Composer } from 'grammy';
import type { BotConfig } from '../bot-config';
import type { BotContext } from '../bot-context';
import type { BotDeps } from '../bot-deps';
import { buildOpenAppKeyboard } from '../open-app-keyboard';

/**
 * `/start [payload]`: greets, reads the deep link (ref, utm), has the server remember it for the
 * user's sign-up, and offers the mini-app. A failure to remember never costs the greeting.
 */
export function createStartFeature(
  config: Pick<BotConfig, 'publicUrl'>,
  deps: Pick<BotDeps, 'startSources' | 'onError'>,
): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('start', async (ctx) => {
    const startParam = parseStartParam(ctx.match, { source: 'bot' });
    if (ctx.from) {
      const attribution = readAttribution(startParam, BigInt(ctx.from.id));
      if (hasAttribution(attribution)) {
        await deps.startSources
          .remember(BigInt(ctx.from.id), attribution)
          .catch((error) => deps.onError?.(error));
      }
    }
    const query = toAppQuery(startParam);
    const greeting = query.ref ? ctx.t('bot.welcomeInvited') : ctx.t('bot.welcome');
    const text = startParam.kind === 'invalid' ? `${greeting}\n\n${ctx.t('bot.brokenLink')}` : greeting;
    await ctx.reply(text, {
      reply_markup: buildOpenAppKeyboard(config.publicUrl, ctx.t('bot.openApp'), query),
    });
  });
  return feature;
}

/**
 * The link's tags in the mini-app's URL, for what the screens show. The URL is unsigned, so the
 * server never attributes from it; attribution comes from what the bot remembered above.
 */
function toAppQuery(startParam: StartParam): Record<string, string> {
  if (startParam.kind !== 'params') return {};
  const query: Record<string, string> = {};
  if (startParam.ref) query.ref = startParam.ref;
  if (startParam.utm.source) query.utm_source = startParam.utm.source;
  if (startParam.utm.medium) query.utm_medium = startParam.utm.medium;
  if (startParam.utm.campaign) query.utm_campaign = startParam.utm.campaign;
  if (startParam.utm.term) query.utm_term = startParam.utm.term;
  return query;
}
