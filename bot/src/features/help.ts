import { SUPPORT_EMAIL } from '@ferry/shared/domain';
import { Composer } from 'grammy';
import type { BotConfig } from '../bot-config';
import type { BotContext } from '../bot-context';
import { buildOpenAppKeyboard } from '../open-app-keyboard';

export function createHelpFeature(config: Pick<BotConfig, 'publicUrl'>): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('help', async (ctx) => {
    await ctx.reply(ctx.t('bot.help', { email: SUPPORT_EMAIL }), {
      reply_markup: buildOpenAppKeyboard(config.publicUrl, ctx.t('bot.openApp')),
    });
  });
  return feature;
}
