import { SUPPORT_EMAIL } from '@ferry/shared/domain';
import { Composer } from 'grammy';
import type { BotContext } from '../bot-context';
import { buildOpenAppKeyboard } from '../open-app-keyboard';

export function createHelpFeature(publicUrl: string): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('help', async (ctx) => {
    await ctx.reply(ctx.t('bot.help', { email: SUPPORT_EMAIL }), {
      reply_markup: buildOpenAppKeyboard(publicUrl, ctx.t('bot.openApp')),
    });
  });
  return feature;
}
