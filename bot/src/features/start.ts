import { hasAttribution, parseStartParam, readAttribution, type StartParam } from '@ferry/shared/domain';
import { Composer } from 'grammy';
import type { BotContext } from '../bot-context';
import { buildOpenAppKeyboard } from '../open-app-keyboard';
import type { StartSourceRecorder } from '../start-sources';
import { addSupportButton } from './support';

export interface StartFeatureOptions {
  publicUrl: string;
  startSources: StartSourceRecorder;
  onError?(error: unknown): void;
}

/**
 * `/start [payload]`: greets, reads the deep link (ref, utm), has the server remember it for the
 * user's sign-up, and offers the mini-app. A failure to remember never costs the greeting.
 */
export function createStartFeature(options: StartFeatureOptions): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('start', async (ctx) => {
    const startParam = parseStartParam(ctx.match, { source: 'bot' });
    if (ctx.from) {
      const attribution = readAttribution(startParam, BigInt(ctx.from.id));
      if (hasAttribution(attribution)) {
        await options.startSources.remember(BigInt(ctx.from.id), attribution).catch(options.onError);
      }
    }
    const query = toAppQuery(startParam);
    const greeting = query.ref ? ctx.t('bot.welcomeInvited') : ctx.t('bot.welcome');
    const text = startParam.kind === 'invalid' ? `${greeting}\n\n${ctx.t('bot.brokenLink')}` : greeting;
    await ctx.reply(text, {
      reply_markup: addSupportButton(
        buildOpenAppKeyboard(options.publicUrl, ctx.t('bot.openApp'), query),
        ctx.t,
      ),
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
