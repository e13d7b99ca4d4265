import { parseStartParam, type StartParam } from '@ferry/shared/domain';
import { Composer } from 'grammy';
import type { BotContext } from '../bot-context';
import { buildOpenAppKeyboard } from '../open-app-keyboard';

/** `/start [payload]`: greets, reads the deep link (ref, utm) and offers the mini-app with it. */
export function createStartFeature(publicUrl: string): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('start', async (ctx) => {
    const startParam = parseStartParam(ctx.match, { source: 'bot' });
    const query = toAppQuery(startParam);
    const greeting = query.ref ? ctx.t('bot.welcomeInvited') : ctx.t('bot.welcome');
    const text = startParam.kind === 'invalid' ? `${greeting}\n\n${ctx.t('bot.brokenLink')}` : greeting;
    await ctx.reply(text, { reply_markup: buildOpenAppKeyboard(publicUrl, ctx.t('bot.openApp'), query) });
  });
  return feature;
}

/** The link's referral and marketing tags as the mini-app reads them from its URL. */
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
